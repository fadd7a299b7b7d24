import { createHash } from 'node:crypto';
import { inlineScriptHashes, routeOfPrerenderedFile } from '@/lib/security/inline-scripts';
import { pagePolicy } from '@/lib/security/headers';

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
  });

  it('fails closed: a nonce, never unsafe-inline, and an error logged that says so', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    process.env = { ...saved, NODE_ENV: 'production', CSP_MANIFEST_DIR: mkdtempSync(`${tmpdir()}/no-manifest-`) };
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const { contentSecurityPolicy, resetPolicyManifest } = await import('@/lib/security/policy');
      resetPolicyManifest();
      const decision = contentSecurityPolicy('/', false);
      expect(decision.kind).toBe('rendered');
      expect(decision.policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      expect(decision.policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      spy.mockRestore();
    }
    expect(lines.join('\n')).toMatch(/csp_manifest_missing/);
  });
});
