import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/test';

/** The headers every response must carry, whatever it is. */
function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['permissions-policy'], what).toContain('geolocation=()');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers['content-security-policy'], what).toBeTruthy();
}

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', body = '']) => body.length > 0 && !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, attributes = '', body = '']) => ({ attributes, body }));

test('a prerendered page allows exactly its own inline scripts, by hash, and the scheduler frame', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expectBaseHeaders(response, '/');
  const policy = directives(response.headers()['content-security-policy']!);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(['https://calendly.com']);
  const scriptSources = policy.get('script-src')!;
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(scriptSources.some((source) => source.startsWith("'nonce-"))).toBe(false);
  // Every inline script the HTML runs is named, and nothing else is.
  const html = await response.text();
  const hashes = inlineScripts(html).map(({ body }) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  // The bundler's chunk list and the loader that fetches the chunks and the RSC payload after the
  // first paint (the payload itself is a file of its own, not an inline script).
  expect(inlineScripts(html).map(({ attributes }) => attributes.trim())).toEqual(expect.arrayContaining(['id="_R_"', 'id="__scripts_after_paint"']));
  expect(hashes.length).toBeGreaterThanOrEqual(2);
  expect([...new Set(hashes)].sort()).toEqual(scriptSources.filter((s) => s.startsWith("'sha256-")).sort());
  // Static pages stay static: the prerendered copy is served as is.
  expect(response.headers()['x-nextjs-cache']).toBe('HIT');
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
});

test('a page rendered per request gets a fresh nonce on every script', async ({ request }) => {
  const first = await request.get('/no-such-page-for-csp');
  expect(first.status()).toBe(404);
  expectBaseHeaders(first, 'the 404 page');
  const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy']!)?.[1];
  expect(nonce).toBeTruthy();
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(2);
  for (const tag of scripts.filter((t) => !t.includes('application/ld+json'))) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await request.get('/no-such-page-for-csp');
  expect(second.headers()['content-security-policy']).not.toContain(nonce!);
});

test('an API answer allows nothing', async ({ request }) => {
  const response = await request.post('/api/contact', { data: {}, headers: { 'x-forwarded-for': '10.250.0.1' } });
  expect(response.status()).toBe(400);
  expectBaseHeaders(response, 'POST /api/contact');
  expect(response.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
});

test('a hashed static asset is immutable and carries the headers too', async ({ request }) => {
  const html = await (await request.get('/faq')).text();
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  expect(chunk).toBeTruthy();
  const response = await request.get(chunk!);
  expect(response.status()).toBe(200);
  expectBaseHeaders(response, chunk!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('every script a page loads starts with V8\'s compile hint (scripts/build/compile-hints.ts)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // In a src attribute (the polyfills) or in the list of the loader that adds them after the first paint.
  const chunks = [...html.matchAll(/["=]"?(\/_next\/static\/chunks\/[^"\\]+\.js)"/g)].map((match) => match[1]!);
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    const source = await (await request.get(chunk)).text();
    expect(source.split('\n', 1)[0], chunk).toBe('//# allFunctionsCalledOnLoad');
  }
});

test('the build this server runs traces the CSP manifest with the proxy, so a host that packages functions by their trace ships it', async ({ request }) => {
  // The e2e server serves the build in .next (scripts/serve/e2e-server.mjs), made by `npm run build`.
  const traceFile = path.join('.next', 'server', 'middleware.js.nft.json');
  const { files } = JSON.parse(readFileSync(traceFile, 'utf8')) as { files: string[] };
  const traced = files.map((file) => path.resolve(path.dirname(traceFile), file));
  const manifest = path.resolve('.next', 'csp-manifest.json');
  expect(traced).toContain(manifest);
  expect(existsSync(manifest)).toBe(true);
  // And it is the manifest the proxy uses: the home page's policy names the hashes it lists for '/'.
  const { routes } = JSON.parse(readFileSync(manifest, 'utf8')) as { routes: Record<string, string[]> };
  const policy = (await request.get('/')).headers()['content-security-policy'];
  for (const hash of routes['/']!) expect(policy).toContain(hash);
});
