import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './support/test';

/**
 * `npm start` compresses as Vercel's CDN does (scripts/serve/compressed-responses.mjs): Brotli to a
 * browser that takes it, gzip to one that takes only gzip, the bytes themselves otherwise; the
 * build's static files as the copies the build wrote, the pages as they stream. Each encoding
 * decodes to the very bytes the identity answer has, under the same caching headers.
 */
const origin = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (fetch would decode the body and hide Content-Encoding's length). */
function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;

/** The first script chunk and stylesheet the home page loads. */
async function staticFiles(): Promise<string[]> {
  const html = (await get('/', {})).body.toString('utf8');
  const chunk = html.match(/\/_next\/static\/chunks\/[\w-]+\.js/)?.[0];
  const style = html.match(/\/_next\/static\/chunks\/[\w-]+\.css/)?.[0];
  expect(chunk && style, 'the home page names a chunk and a stylesheet').toBeTruthy();
  return [chunk!, style!];
}

const CHROME = 'gzip, deflate, br, zstd';

test('a static file comes as the build\'s Brotli copy, gzip or itself, each decoding to the same bytes under the same headers', async () => {
  for (const path of await staticFiles()) {
    const identity = await get(path, {});
    const brotli = await get(path, { 'Accept-Encoding': CHROME });
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [identity, brotli, gzip]) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      for (const name of ['cache-control', 'etag', 'content-type', 'content-security-policy', 'strict-transport-security']) {
        expect(answer.headers[name], `${path}: ${name}`).toBe(identity.headers[name]);
      }
      expect(decode(answer).equals(identity.body)).toBe(true);
    }
    expect(identity.headers['cache-control']).toContain('immutable');
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
  }
});

test('HEAD, a conditional request and a range of a static file behave as for the file itself', async () => {
  const [path] = await staticFiles();
  const full = await get(path!, { 'Accept-Encoding': CHROME });
  const head = await get(path!, { 'Accept-Encoding': CHROME }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers['content-encoding']).toBe('br');
  expect(head.headers['content-length']).toBe(full.headers['content-length']);

  const notModified = await get(path!, { 'Accept-Encoding': CHROME, 'If-None-Match': String(full.headers.etag) });
  expect(notModified.status).toBe(304);
  expect(notModified.body.length).toBe(0);

  const identity = await get(path!, {});
  const range = await get(path!, { 'Accept-Encoding': CHROME, Range: 'bytes=0-99' });
  expect(range.status).toBe(206);
  expect(range.headers['content-encoding']).toBeUndefined();
  expect(range.body.equals(identity.body.subarray(0, 100))).toBe(true);
});

test('a page comes in Brotli to a browser that takes it, gzip otherwise, with its policy and the same bytes', async () => {
  const identity = await get('/faq', {});
  const brotli = await get('/faq', { 'Accept-Encoding': CHROME });
  const gzip = await get('/faq', { 'Accept-Encoding': 'gzip' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(identity.headers['content-encoding']).toBeUndefined();
  for (const answer of [brotli, gzip]) {
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
    expect(decode(answer).equals(identity.body)).toBe(true);
  }
  expect(brotli.body.length).toBeLessThan(gzip.body.length);
});

test('a prerendered page comes as the build\'s Brotli copy; its RSC answer at the same URL is compressed as it streams', async () => {
  const manifest = JSON.parse(readFileSync('.next/precompressed.json', 'utf8')) as Record<string, { file: string; etag?: string; variants: { br?: number } }>;
  const entry = manifest['/faq'];
  expect(entry?.etag, 'the build compressed /faq, with the ETag of the page as built').toBeTruthy();
  const identity = await get('/faq', {});
  const brotli = await get('/faq', { 'Accept-Encoding': CHROME });
  expect(identity.headers.etag).toBe(entry!.etag);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.etag).toBe(entry!.etag);
  // The build's copy (quality 11), not a per-request compression: the same bytes as the file beside the page.
  expect(brotli.body.equals(readFileSync(`${entry!.file}.br`))).toBe(true);
  expect(Number(brotli.headers['content-length'])).toBe(entry!.variants.br);
  expect(decode(brotli).equals(identity.body)).toBe(true);
  // The same URL asked for its RSC payload: not the page's copy, but compressed all the same.
  // Next sends an RSC request without its cache-busting parameter to the address with it.
  const redirect = await get('/faq', { RSC: '1' });
  const rscPath = redirect.status === 307 ? redirect.headers.location! : '/faq';
  expect(new URL(rscPath, origin).pathname).toBe('/faq');
  const rscIdentity = await get(rscPath, { RSC: '1' });
  const rsc = await get(rscPath, { RSC: '1', 'Accept-Encoding': CHROME });
  expect(rsc.headers['content-type']).toMatch(/text\/x-component/);
  expect(rsc.headers['content-encoding']).toBe('br');
  expect(decode(rsc).toString('utf8')).toBe(rscIdentity.body.toString('utf8'));
});

test('the browser gets Brotli for every precompressed file and shows the page', async ({ page }) => {
  // Not the font (woff2 is compressed inside) nor files under 1 KB: the build lists what it compressed.
  const precompressed = new Set(Object.keys(JSON.parse(readFileSync('.next/precompressed.json', 'utf8')) as object));
  const encodings: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (precompressed.has(path)) encodings.push(`${path}: ${response.headers()['content-encoding'] ?? 'none'}`);
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(encodings.length).toBeGreaterThan(0);
  expect(encodings.filter((encoding) => !encoding.endsWith(': br'))).toEqual([]);
});
