import { resetEnv } from '@/lib/env';
import { SiteFetchError } from '@/lib/review/fetch/errors';
import { safeFetch } from '@/lib/review/fetch/safe-fetch';
import { failure, type Fixture, LATE_MS, PAGE, refusal, useSafeFetchSites } from '../../../support/safe-fetch-sites';

/**
 * The review's safe fetch against a local site: what it reads, how it follows redirects, where it
 * stops (size, time, type, status), and what it tells the visitor when the site fails.
 */

jest.setTimeout(20_000);

const sites = useSafeFetchSites();
let site: Fixture;
let other: Fixture;
let closedPort: number;
let requestSpy: jest.SpyInstance;
let httpsSpy: jest.SpyInstance;
beforeEach(() => ({ site, other, closedPort, requestSpy, httpsSpy } = sites));
const local = sites.local;

describe('safeFetch against the local fixture site', () => {
  it('fetches an HTML page and reports status, headers, body, url, timing and the address used', async () => {
    const result = await safeFetch(`${site.base}/page`, local());
    expect(result).toMatchObject({ url: `${site.base}/page`, status: 200, body: PAGE, bytes: Buffer.byteLength(PAGE), redirects: [], address: '127.0.0.1' });
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(result.headers['x-fixture']).toBe('yes');
    expect(result.elapsedMs).toBeLessThan(5000);
    expect(site.hits).toEqual(['/page']);
  });

  it('times the fetch from the request to the last byte of the body', async () => {
    const result = await safeFetch(`${site.base}/late`, local());
    expect(result.body).toBe('<!doctype html><p>late</p>');
    // Timers may fire a millisecond early and elapsedMs is rounded: allow a few ms below the server's delay.
    expect(result.elapsedMs).toBeGreaterThanOrEqual(LATE_MS - 5);
    expect(result.elapsedMs).toBeLessThan(LATE_MS + 2000);
  });

  it('identifies itself, asks for HTML and for an uncompressed body', async () => {
    await safeFetch(`${site.base}/page`, local());
    expect(site.lastHeaders['user-agent']).toBe('PolarisDigitalReviewBot/1.0 (+https://polarisdigital.studio/ai-feedback)');
    expect(site.lastHeaders.accept).toMatch(/^text\/html/);
    expect(site.lastHeaders['accept-encoding']).toBe('identity');
    expect(site.lastHeaders.host).toBe(`127.0.0.1:${site.port}`);
  });

  it('reads AI_FETCH_ALLOW_HOSTS at call time when no allowHosts option is given', async () => {
    await refusal(safeFetch(`${site.base}/page`));
    process.env.AI_FETCH_ALLOW_HOSTS = `localhost:9, 127.0.0.1:${site.port}`;
    resetEnv();
    await expect(safeFetch(`${site.base}/page`)).resolves.toMatchObject({ status: 200 });
    expect(site.hits).toEqual(['/page']);
  });

  it('follows one redirect and reports it', async () => {
    const result = await safeFetch(`${site.base}/redirect-once`, local());
    expect(result.url).toBe(`${site.base}/page`);
    expect(result.redirects).toEqual([`${site.base}/redirect-once`]);
    expect(result.body).toBe(PAGE);
    expect(site.hits).toEqual(['/redirect-once', '/page']);
  });

  it('follows five redirects but not six', async () => {
    const five = await safeFetch(`${site.base}/chain/5`, local());
    expect(five.redirects).toHaveLength(5);
    expect(five.url).toBe(`${site.base}/chain/0`);

    site.hits.length = 0;
    const error = await failure(safeFetch(`${site.base}/chain/6`, local()));
    expect(error.message).toMatch(/redirected more than 5 times/);
    expect(site.hits).toHaveLength(6);
  });

  it('honours a smaller maxRedirects', async () => {
    await failure(safeFetch(`${site.base}/chain/2`, local({ maxRedirects: 1 })));
  });

  it('refuses a redirect to another port of an allowed host without contacting it', async () => {
    const error = await refusal(safeFetch(`${site.base}/to-other-port`, local()));
    expect(error.message).toMatch(/redirects to an address we are not allowed to visit/);
    expect(other.hits).toEqual([]);
    expect(requestSpy).toHaveBeenCalledTimes(1);
  });

  it('refuses a redirect to the cloud metadata address although the first hop was allowed', async () => {
    const error = await refusal(safeFetch(`${site.base}/to-metadata`, local()));
    expect(error.message).toMatch(/redirects to an address we are not allowed to visit/);
    expect(error.message).not.toContain('169.254');
    expect(site.hits).toEqual(['/to-metadata']);
    expect(requestSpy).toHaveBeenCalledTimes(1);
  });

  it('refuses a redirect to a non-web scheme', async () => {
    await refusal(safeFetch(`${site.base}/to-ftp`, local()));
  });

  it('gives up at the deadline while waiting for the response', async () => {
    const started = Date.now();
    const error = await failure(safeFetch(`${site.base}/slow`, local({ timeoutMs: 300 })));
    expect(error.message).toMatch(/did not respond within 0\.3 seconds/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives up at the deadline while the body is still arriving', async () => {
    const started = Date.now();
    const error = await failure(safeFetch(`${site.base}/slow-body`, local({ timeoutMs: 300 })));
    expect(error.message).toMatch(/did not respond within/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('never returns a page whose body was cut short', async () => {
    const error = await failure(safeFetch(`${site.base}/cut-body`, local({ timeoutMs: 3000 })));
    expect(error).toBeInstanceOf(SiteFetchError);
    expect(error.message).toMatch(/interrupted before the page arrived|did not send the whole page/);
  });

  it('never reviews what a slow-drip site sent before the deadline (a body that ends when the connection closes)', async () => {
    const error = await failure(safeFetch(`${site.base}/drip`, local({ timeoutMs: 400 })));
    expect(error.message).toMatch(/did not (send the whole page|respond) within 0\.4 seconds/);
  });

  it('refuses a body whose Content-Length is over the cap without waiting for it', async () => {
    const error = await failure(safeFetch(`${site.base}/huge-declared`, local({ maxBytes: 1000, timeoutMs: 3000 })));
    expect(error.message).toMatch(/larger than 1 KB/);
    await failure(safeFetch(`${site.base}/huge-with-length`, local({ maxBytes: 1000 })));
  });

  it('stops reading a body without Content-Length once it passes the cap', async () => {
    const error = await failure(safeFetch(`${site.base}/huge-chunked`, local({ maxBytes: 1000 })));
    expect(error.message).toMatch(/larger than 1 KB/);
    await expect(safeFetch(`${site.base}/huge-chunked`, local({ maxBytes: 5000 }))).resolves.toMatchObject({ bytes: 5000 });
  });

  it('caps bodies at 2 MB by default, and says so in the same units', async () => {
    const error = await failure(safeFetch(`${site.base}/three-megabytes`, local()));
    expect(error.message).toMatch(/larger than 2\.0 MB,/);
  });

  it('refuses a PDF when a web page is wanted, naming the type it got', async () => {
    const error = await failure(safeFetch(`${site.base}/report.pdf`, local()));
    expect(error.message).toMatch(/did not return a web page \(it returned application\/pdf\)/);
  });

  it('accepts text/plain and application/xml for kind text but not for kind html', async () => {
    const robots = await safeFetch(`${site.base}/robots.txt`, local({ kind: 'text' }));
    expect(robots.body).toBe('User-agent: *\nDisallow:\n');
    expect(site.lastHeaders.accept).toMatch(/^text\/plain/);
    await expect(safeFetch(`${site.base}/sitemap.xml`, local({ kind: 'text' }))).resolves.toMatchObject({ body: '<urlset/>' });
    await failure(safeFetch(`${site.base}/robots.txt`, local()));
    await failure(safeFetch(`${site.base}/page`, local({ kind: 'text' })));
  });

  it('fails on an error status and names it, for both kinds', async () => {
    const error = await failure(safeFetch(`${site.base}/missing`, local()));
    expect(error.message).toMatch(/HTTP status 404 \(Not Found\)/);
    const text = await failure(safeFetch(`${site.base}/robots-missing.txt`, local({ kind: 'text' })));
    expect(text.message).toMatch(/404/);
    expect((await failure(safeFetch(`${site.base}/teapot`, local()))).message).toMatch(/500/);
  });

  it('decodes a gzip body sent despite asking for identity', async () => {
    await expect(safeFetch(`${site.base}/gzip`, local())).resolves.toMatchObject({ body: PAGE, bytes: Buffer.byteLength(PAGE) });
  });

  it('fails clearly on a broken gzip body or an encoding it cannot read', async () => {
    expect((await failure(safeFetch(`${site.base}/bad-gzip`, local()))).message).toMatch(/could not decode/);
    expect((await failure(safeFetch(`${site.base}/compress`, local()))).message).toMatch(/encoding we cannot read \(compress\)/);
  });

  it('decodes the body with the charset named in Content-Type', async () => {
    await expect(safeFetch(`${site.base}/latin1`, local())).resolves.toMatchObject({ body: '<p>café</p>' });
  });

  it('reports a refused connection', async () => {
    const error = await failure(safeFetch(`http://127.0.0.1:${closedPort}/`, { allowHosts: [`127.0.0.1:${closedPort}`] }));
    expect(error.message).toMatch(/refused the connection/);
  });

  it('applies the deadline to a DNS lookup that never answers', async () => {
    const started = Date.now();
    const error = await failure(safeFetch('https://hanging.example.com/', { lookup: () => new Promise(() => {}), timeoutMs: 300 }));
    expect(error.message).toMatch(/did not respond within 0\.3 seconds/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a name that does not resolve', async () => {
    const lookup = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND example.invalid'), { code: 'ENOTFOUND' }));
    const error = await failure(safeFetch('https://example.invalid/', { lookup }));
    expect(error.message).toBe('We could not find a website at example.invalid. Please check the address.');
    expect(httpsSpy).not.toHaveBeenCalled();
  });
});
