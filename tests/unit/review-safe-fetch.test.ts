import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FetchRefusedError, SiteFetchError } from '@/lib/review/fetch/errors';
import { safeFetch, type SafeFetchOptions } from '@/lib/review/fetch/safe-fetch';
import { isPublicAddress, normaliseReviewUrl, parseAllowHosts } from '@/lib/review/fetch/url-policy';

jest.setTimeout(20_000);

const PAGE = '<!doctype html><html><head><title>Fixture</title></head><body><h1>Hello</h1></body></html>';
/** How long /late takes to answer in all. */
const LATE_MS = 400;

interface Fixture {
  server: Server;
  port: number;
  base: string;
  hits: string[];
  lastHeaders: IncomingHttpHeaders;
}

let site: Fixture;
let other: Fixture;
let closedPort: number;

/** A local site with one route per behaviour under test; every request path is recorded in hits. */
function startFixture(routes: (fixture: Fixture) => http.RequestListener): Promise<Fixture> {
  const fixture = { hits: [], lastHeaders: {} } as unknown as Fixture;
  const handle = routes(fixture);
  fixture.server = http.createServer((req, res) => {
    fixture.hits.push(req.url ?? '');
    fixture.lastHeaders = req.headers;
    handle(req, res);
  });
  return new Promise((resolve) => {
    fixture.server.listen(0, '127.0.0.1', () => {
      fixture.port = (fixture.server.address() as AddressInfo).port;
      fixture.base = `http://127.0.0.1:${fixture.port}`;
      resolve(fixture);
    });
  });
}

const siteRoutes = (fixture: Fixture): http.RequestListener => (req, res) => {
  const path = req.url ?? '/';
  const redirect = (location: string, status = 302) => res.writeHead(status, { location }).end();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(work, ms);
    res.on('close', () => clearTimeout(timer));
  };
  const chain = /^\/chain\/(\d+)$/.exec(path);
  if (chain) {
    const left = Number(chain[1]);
    return left > 0 ? redirect(`/chain/${left - 1}`, 301) : res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  }
  switch (path) {
    case '/':
    case '/page':
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-fixture': 'yes' }).end(PAGE);
    case '/redirect-once':
      return redirect('/page', 301);
    case '/to-other-port':
      return redirect(`http://127.0.0.1:${other.port}/`);
    case '/to-metadata':
      return redirect('http://169.254.169.254/latest/meta-data/', 307);
    case '/to-ftp':
      return redirect('ftp://example.com/');
    case '/slow':
      return later(2000, () => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
    case '/late':
      // Headers after a pause, the body's last bytes after another: the fetch's time covers both.
      return later(LATE_MS / 2, () => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><p>late');
        later(LATE_MS / 2, () => res.end('</p>'));
      });
    case '/drip': {
      // HTTP/1.0-style framing: no length, no chunks; the body ends when the connection closes.
      const socket = req.socket;
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n<!doctype html><title>Drip</title><p>a few bytes, then one more now and then');
      const timer = setInterval(() => socket.writable && socket.write('.'), 100);
      socket.on('close', () => clearInterval(timer));
      return later(3000, () => socket.destroy());
    }
    case '/cut-body':
      // Sends part of a declared body, then drops the connection: the page never arrived whole.
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': '4000' });
      res.write('<!doctype html><title>Partial</title><p>eighty bytes of a page that never finishes arriving');
      return later(100, () => res.socket?.destroy());
    case '/slow-body':
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<!doctype html><p>start');
      return later(2000, () => res.end('</p>'));
    case '/huge-declared':
      // Declares 5000 bytes but sends a few and stalls: only a Content-Length check fails fast.
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': '5000' });
      res.write('<!doctype html>');
      return later(5000, () => res.end());
    case '/huge-with-length':
      return res.writeHead(200, { 'content-type': 'text/html', 'content-length': '5000' }).end('x'.repeat(5000));
    case '/huge-chunked':
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 10; i++) res.write('x'.repeat(500));
      return res.end();
    case '/three-megabytes':
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 3; i++) res.write(Buffer.alloc(1024 * 1024, 0x61));
      return res.end();
    case '/report.pdf':
      return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    case '/robots.txt':
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow:\n');
    case '/sitemap.xml':
      return res.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset/>');
    case '/gzip':
      return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(PAGE));
    case '/bad-gzip':
      return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end('not gzip at all');
    case '/compress':
      return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' }).end(PAGE);
    case '/latin1':
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
        .end(Buffer.concat([Buffer.from('<p>caf'), Buffer.from([0xe9]), Buffer.from('</p>')]));
    case '/teapot':
      return res.writeHead(500, { 'content-type': 'text/html' }).end('<p>Oops</p>');
    default:
      return res.writeHead(404, { 'content-type': 'text/html' }).end(`<p>Not found ${fixture.port}</p>`);
  }
};

beforeAll(async () => {
  other = await startFixture(() => (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  site = await startFixture(siteRoutes);
  const closed = await startFixture(() => (_req, res) => res.end());
  closedPort = closed.port;
  await new Promise((resolve) => closed.server.close(resolve));
});

afterAll(async () => {
  for (const fixture of [site, other]) {
    fixture.server.closeAllConnections();
    await new Promise((resolve) => fixture.server.close(resolve));
  }
});

let requestSpy: jest.SpyInstance;
let httpsSpy: jest.SpyInstance;
beforeEach(() => {
  site.hits.length = 0;
  other.hits.length = 0;
  delete process.env.AI_FETCH_ALLOW_HOSTS;
  requestSpy = jest.spyOn(http, 'request');
  httpsSpy = jest.spyOn(https, 'request');
});
afterEach(() => jest.restoreAllMocks());

/** Options that reach the fixture site (and only its port) and fail any real DNS lookup loudly. */
const local = (extra: SafeFetchOptions = {}): SafeFetchOptions => ({
  allowHosts: [`127.0.0.1:${site.port}`],
  lookup: () => Promise.reject(new Error('unexpected DNS lookup')),
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<FetchRefusedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return error as FetchRefusedError;
}

async function failure(promise: Promise<unknown>): Promise<SiteFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiteFetchError);
  return error as SiteFetchError;
}

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

describe('DNS pinning', () => {
  it('resolves each hop once and connects to the address it checked', async () => {
    const calls: string[] = [];
    // A rebinding resolver: the checked answer first, a different one on any later call for the same hop.
    const lookup = async (hostname: string) => {
      calls.push(hostname);
      return [{ address: calls.length === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 as const }];
    };
    const result = await safeFetch(`http://rebind.test:${site.port}/page`, { allowHosts: [`rebind.test:${site.port}`], lookup });
    expect(calls).toEqual(['rebind.test']);
    expect(result.address).toBe('127.0.0.1');
    expect(site.lastHeaders.host).toBe(`rebind.test:${site.port}`);
  });

  it('resolves again, once, for every redirect hop', async () => {
    const calls: string[] = [];
    const lookup = async (hostname: string) => {
      calls.push(hostname);
      return [{ address: '127.0.0.1', family: 4 as const }];
    };
    const result = await safeFetch(`http://rebind.test:${site.port}/chain/2`, { allowHosts: [`rebind.test:${site.port}`], lookup });
    expect(result.redirects).toHaveLength(2);
    expect(calls).toEqual(['rebind.test', 'rebind.test', 'rebind.test']);
  });

  it('refuses a public-looking name that resolves to a private address, without saying which', async () => {
    const lookup = jest.fn(async () => [{ address: '10.1.2.3', family: 4 as const }]);
    const error = await refusal(safeFetch('https://intranet.example.com/', { lookup }));
    expect(error.message).toBe(
      'That address points to a private or reserved network, so we cannot review it. Please enter your public website address.',
    );
    expect(error.message).not.toContain('10.1.2.3');
    expect(lookup).toHaveBeenCalledWith('intranet.example.com');
    expect(httpsSpy).not.toHaveBeenCalled();
    expect(requestSpy).not.toHaveBeenCalled();
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 as const },
      { address: '::ffff:127.0.0.1', family: 6 as const },
    ];
    await refusal(safeFetch('http://mixed.example.com/', { lookup }));
    expect(requestSpy).not.toHaveBeenCalled();
  });
});

describe('refused addresses', () => {
  const refused = [
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://0x7f.1/',
    'http://100.64.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://0.0.0.0/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[64:ff9b::a00:1]/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'http://user:pass@example.com/',
    'http://example.com:22/',
    'https://example.com:8443/',
  ];

  it.each(refused)('refuses %s before any lookup or request', async (url) => {
    const lookup = jest.fn(async () => [{ address: '93.184.216.34', family: 4 as const }]);
    await refusal(safeFetch(url, { allowHosts: [`127.0.0.1:${site.port}`], lookup }));
    expect(lookup).not.toHaveBeenCalled();
    expect(requestSpy).not.toHaveBeenCalled();
    expect(httpsSpy).not.toHaveBeenCalled();
  });

  it('refuses another port of an allow-listed host', async () => {
    await refusal(safeFetch(`http://127.0.0.1:${other.port}/`, { allowHosts: [`127.0.0.1:${site.port}`] }));
    expect(other.hits).toEqual([]);
    expect(requestSpy).not.toHaveBeenCalled();
  });

  it('refuses the fixture itself when it is not allow-listed', async () => {
    await refusal(safeFetch(`${site.base}/page`, { allowHosts: [] }));
    expect(site.hits).toEqual([]);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['192.0.0.192', false],
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['198.51.100.1', false],
    ['203.0.113.1', false],
    ['240.0.0.1', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['::7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', false],
    ['not an address', false],
    ['2130706433', false],
  ])('%s → %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});

describe('normaliseReviewUrl', () => {
  it('adds https:// to a bare host name', () => {
    expect(normaliseReviewUrl('example.com').href).toBe('https://example.com/');
    expect(normaliseReviewUrl('www.example.com/about?x=1').href).toBe('https://www.example.com/about?x=1');
  });

  it('trims and lower-cases the scheme and host', () => {
    expect(normaliseReviewUrl('  HTTPS://Example.com/path ').href).toBe('https://example.com/path');
    expect(normaliseReviewUrl('http://example.com:80/').href).toBe('http://example.com/');
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', 'mailto:hello@example.com', 'http://user:pass@example.com/', 'example.com:8080', '', '   ', 'http://'])(
    'refuses %j',
    (input) => {
      expect(() => normaliseReviewUrl(input, new Set())).toThrow(FetchRefusedError);
    },
  );

  it('allows a non-standard port only for an allow-listed origin', () => {
    expect(normaliseReviewUrl('localhost:4567', new Set(['localhost:4567'])).href).toBe('https://localhost:4567/');
    expect(() => normaliseReviewUrl('localhost:4568', new Set(['localhost:4567']))).toThrow(FetchRefusedError);
  });
});

describe('parseAllowHosts', () => {
  it('normalises host:port entries and ignores blanks', () => {
    expect(parseAllowHosts(' 127.0.0.1:4567 , localhost:8080,[::1]:9000 ')).toEqual(new Set(['127.0.0.1:4567', 'localhost:8080', '[::1]:9000']));
  });

  it('lower-cases names and ignores entries without a valid port', () => {
    expect(parseAllowHosts('LocalHost:80,example.com,example.org:99999,,')).toEqual(new Set(['localhost:80']));
    expect(parseAllowHosts(undefined)).toEqual(new Set());
  });
});
