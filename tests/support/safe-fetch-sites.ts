import { resetEnv } from '@/lib/env';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FetchRefusedError, SiteFetchError } from '@/lib/review/fetch/errors';
import type { SafeFetchOptions } from '@/lib/review/fetch/safe-fetch';

/**
 * The review's safe fetch under test (tests/unit/review/fetch/safe-fetch.test.ts): a local site with one
 * route per behaviour, a second site on another port, a port nothing listens on, and spies on
 * node:http and node:https requests, set up by useSafeFetchSites() in each test file.
 */

export const PAGE = '<!doctype html><html><head><title>Fixture</title></head><body><h1>Hello</h1></body></html>';
/** How long /late takes to answer in all. */
export const LATE_MS = 400;

export interface Fixture {
  server: Server;
  port: number;
  base: string;
  hits: string[];
  lastHeaders: IncomingHttpHeaders;
}


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

const siteRoutes = (fixture: Fixture, otherPort: () => number): http.RequestListener => (req, res) => {
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
      return redirect(`http://127.0.0.1:${otherPort()}/`);
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

export interface SafeFetchSites {
  site: Fixture;
  other: Fixture;
  closedPort: number;
  requestSpy: jest.SpyInstance;
  httpsSpy: jest.SpyInstance;
  /** Options that reach the fixture site (and only its port) and fail any real DNS lookup loudly. */
  local(extra?: SafeFetchOptions): SafeFetchOptions;
}

/** Starts the sites for the file's tests and stops them after; fresh hits and spies for every test. */
export function useSafeFetchSites(): SafeFetchSites {
  const sites = {} as SafeFetchSites;
  sites.local = (extra = {}) => ({
    allowHosts: [`127.0.0.1:${sites.site.port}`],
    lookup: () => Promise.reject(new Error('unexpected DNS lookup')),
    ...extra,
  });
  beforeAll(async () => {
    sites.other = await startFixture(() => (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
    sites.site = await startFixture((fixture) => siteRoutes(fixture, () => sites.other.port));
    const closed = await startFixture(() => (_req, res) => res.end());
    sites.closedPort = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
  });
  afterAll(async () => {
    for (const fixture of [sites.site, sites.other]) {
      fixture.server.closeAllConnections();
      await new Promise((resolve) => fixture.server.close(resolve));
    }
  });
  beforeEach(() => {
    sites.site.hits.length = 0;
    sites.other.hits.length = 0;
    delete process.env.AI_FETCH_ALLOW_HOSTS;
    resetEnv();
    sites.requestSpy = jest.spyOn(http, 'request');
    sites.httpsSpy = jest.spyOn(https, 'request');
  });
  afterEach(() => jest.restoreAllMocks());
  return sites;
}

/** The refusal a fetch ends in (it must be one). */
export async function refusal(promise: Promise<unknown>): Promise<FetchRefusedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return error as FetchRefusedError;
}

/** The site failure a fetch ends in (it must be one). */
export async function failure(promise: Promise<unknown>): Promise<SiteFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiteFetchError);
  return error as SiteFetchError;
}
