import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test } from './support/test';

/**
 * `npm start` with no trusted proxy in front (TRUSTED_PROXY_HOPS unset): the visitor's address is the
 * peer the server accepted the connection from, so a forged X-Forwarded-For buys nothing. The main
 * e2e server trusts one hop (the tests name their visitors); this one, on the same build, trusts none.
 */
const port = Number(process.env.E2E_DIRECT_PORT ?? 3216);
const origin = `http://127.0.0.1:${port}`;
const GOOD_SITE = `http://127.0.0.1:${process.env.E2E_REVIEW_GOOD_PORT ?? '3212'}/`;
const dataDir = '.data/e2e-direct';
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });

const MANIFEST = '.next/csp-manifest.json';
let manifestBefore = '';

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  // As after a plain `next build`: no CSP manifest. The server must write it before it serves.
  // (The main e2e server read its copy at its first request; the content comes back identical.)
  manifestBefore = readFileSync(MANIFEST, 'utf8');
  rmSync(MANIFEST);
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, AI_FETCH_ALLOW_HOSTS: new URL(GOOD_SITE).host, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.TRUSTED_PROXY_HOPS;
  server = spawn(process.execPath, ['scripts/serve/start.mjs', '-p', String(port), '-H', '127.0.0.1'], { env: env as NodeJS.ProcessEnv, stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries++) {
    if ((await fetch(`${origin}/robots.txt`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} did not start`);
});

test.afterAll(() => {
  server.kill('SIGTERM');
});

test('a build without its CSP manifest gets one before anything is served, so no page needs unsafe-inline', async ({ request }) => {
  expect(existsSync(MANIFEST)).toBe(true);
  expect(readFileSync(MANIFEST, 'utf8')).toBe(manifestBefore);
  const policy = (await request.get(`${origin}/`)).headers()['content-security-policy']!;
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
});

const forged = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}, 198.51.100.${n}` });

test('a forged X-Forwarded-For buys no extra inquiries: the sixth in the window is refused', async ({ request }) => {
  const statuses: number[] = [];
  for (let n = 1; n <= 7; n++) {
    const response = await request.post(`${origin}/api/contact`, { headers: forged(n), data: { name: `Visitor ${n}`, email: `v${n}@example.com` } });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
});

test('a forged X-Forwarded-For buys no extra free reviews: three a day per address, whatever the e-mail', async ({ request }) => {
  const statuses: number[] = [];
  for (let n = 1; n <= 4; n++) {
    const response = await request.post(`${origin}/api/ai-feedback`, { headers: forged(n), data: { website_url: GOOD_SITE, email: `reviewer${n}@example.com` } });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
});

test('a text/plain POST, which any other site can make without asking, is refused', async ({ request }) => {
  const response = await request.post(`${origin}/api/contact`, {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({ name: 'Cross site', email: 'x@example.com' }),
  });
  expect(response.status()).toBe(415);
});
