import { resetEnv } from '@/lib/env';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, routeOfPrerenderedFile } from '@/scripts/build/csp-manifest';
import { pagePolicy } from '@/lib/server/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, exactly as written', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"a \\u003c b"])</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="module">import("/x.js")</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">\n  globalThis.x = 1;\n</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"a \\u003c b"])'),
      sha('import("/x.js")'),
      sha('\n  globalThis.x = 1;\n'),
    ]);
  });
});

describe('routeOfPrerenderedFile', () => {
  it('maps build output files to the routes they answer', () => {
    expect(routeOfPrerenderedFile('index.html')).toBe('/');
    expect(routeOfPrerenderedFile('faq.html')).toBe('/faq');
    expect(routeOfPrerenderedFile('case/law-firm-speed-overhaul.html')).toBe('/case/law-firm-speed-overhaul');
    expect(routeOfPrerenderedFile('guides\\lawyers-quick-wins.html')).toBe('/guides/lawyers-quick-wins');
  });
});

describe('pagePolicy', () => {
  it('locks down plugins, base, embedding and forms, and upgrades requests only on https', () => {
    const policy = pagePolicy({ scripts: ["'sha256-abc'"], frameOrigin: 'https://calendly.com', upgradeInsecure: false });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toContain('frame-src https://calendly.com');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy({ scripts: [], frameOrigin: 'https://calendly.com', upgradeInsecure: true })).toMatch(/upgrade-insecure-requests$/);
  });
});

describe('contentSecurityPolicy without the build manifest (a build made with plain `next build`)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnv();
  });

  it('fails closed: a nonce, never unsafe-inline, and an error logged that says so', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    process.env = { ...saved, NODE_ENV: 'production', CSP_MANIFEST_DIR: mkdtempSync(`${tmpdir()}/no-manifest-`) };
    resetEnv();
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const { contentSecurityPolicy, resetPolicyManifest } = await import('@/lib/server/content-security-policy');
      resetPolicyManifest();
      const decision = contentSecurityPolicy('/', false);
      expect(decision.kind).toBe('rendered');
      expect(decision.policy).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+'(;|$)/);
      expect(decision.policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      spy.mockRestore();
    }
    expect(lines.join('\n')).toMatch(/csp_manifest_missing/);
  });
});

describe('contentSecurityPolicy for a page answering a form post', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnv();
  });

  it("gives a prerendered page its hashes on GET, and a nonce when a form is posted to it (Next renders it afresh, with other inline scripts)", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/manifest-`);
    writeFileSync(`${dir}/csp-manifest.json`, JSON.stringify({ routes: { '/contact': ["'sha256-static'"] } }));
    process.env = { ...saved, NODE_ENV: 'production', CSP_MANIFEST_DIR: dir };
    resetEnv();
    const { contentSecurityPolicy, resetPolicyManifest } = await import('@/lib/server/content-security-policy');
    resetPolicyManifest();
    expect(contentSecurityPolicy('/contact', false, 'GET')).toMatchObject({ kind: 'prerendered' });
    expect(contentSecurityPolicy('/contact', false, 'HEAD').policy).toContain("'sha256-static'");
    const posted = contentSecurityPolicy('/contact', false, 'POST');
    expect(posted.kind).toBe('rendered');
    expect(posted.policy).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+'(;|$)/);
    expect(posted.policy).not.toContain("'sha256-static'");
  });

  it("allows the root layout's font-loading script by its hash on a page rendered per request (it carries no nonce)", async () => {
    const { createHash } = await import('node:crypto');
    const { FONT_LOAD_SCRIPT, FONT_LOAD_SCRIPT_SOURCE } = await import('@/lib/ui/font-loading');
    expect(FONT_LOAD_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(FONT_LOAD_SCRIPT).digest('base64')}'`);
    const { contentSecurityPolicy } = await import('@/lib/server/content-security-policy');
    const rendered = contentSecurityPolicy('/admin', false, 'GET');
    expect(rendered.kind).toBe('rendered');
    expect(rendered.policy.split(';').find((d) => d.trim().startsWith('script-src'))).toContain(FONT_LOAD_SCRIPT_SOURCE);
  });
});

describe('traceWithFile: the CSP manifest in the proxy function’s file trace', () => {
  it('adds the file relative to the trace file, once', async () => {
    const { traceWithFile } = await import('@/scripts/build/csp-manifest');
    const trace = { files: ['../../node_modules/next/package.json'] };
    const traced = traceWithFile(trace, '.next/server/middleware.js.nft.json', '.next/csp-manifest.json');
    expect(traced.files).toEqual(['../../node_modules/next/package.json', '../csp-manifest.json']);
    expect(traceWithFile(traced, '.next/server/middleware.js.nft.json', '.next/csp-manifest.json')).toBe(traced);
    expect(traceWithFile(trace, 'C:\\\\site\\\\.next\\\\server\\\\middleware.js.nft.json', 'C:\\\\site\\\\.next\\\\csp-manifest.json').files).toContain('../csp-manifest.json');
  });
});
