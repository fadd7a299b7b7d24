import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// Two small local websites for the free review: a well-built one (with robots.txt and sitemap.xml)
// and a poor one, each on its own loopback port, plus a few hostile paths on the good one. The
// reviewer reaches them only through AI_FETCH_ALLOW_HOSTS. Plain TypeScript with node: imports
// only, so the e2e server script can start it too (paths are relative to the repository root).

const FIXTURES = path.resolve('tests/fixtures/review-site');

export interface ReviewFixtureSites {
  goodUrl: string;
  poorUrl: string;
  /** The value for AI_FETCH_ALLOW_HOSTS. */
  allowHosts: string;
  /** Requests each site received, as 'METHOD /path'. */
  hits: string[];
  close(): Promise<void>;
}

type Route = (send: (status: number, type: string, body: string | Buffer, headers?: Record<string, string>) => void) => void;

function serve(routes: Record<string, Route>, hits: string[], port = 0): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://fixture').pathname;
    hits.push(`${req.method} ${pathname}`);
    const route = routes[pathname];
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    if (!route) return send(404, 'text/html; charset=utf-8', '<!doctype html><title>Not found</title><h1>Not found</h1>');
    route(send);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const file = (name: string) => readFileSync(path.join(FIXTURES, name));

export async function startReviewFixtureSites(ports: { good?: number; poor?: number } = {}): Promise<ReviewFixtureSites> {
  const hits: string[] = [];
  const secure = {
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const good = await serve(
    {
      '/': (send) => send(200, 'text/html; charset=utf-8', file('good.html'), secure),
      '/robots.txt': (send) => send(200, 'text/plain', file('robots.txt')),
      '/sitemap.xml': (send) => send(200, 'application/xml', file('sitemap.xml')),
      '/brochure.pdf': (send) => send(200, 'application/pdf', Buffer.from('%PDF-1.4\n%…\n')),
      '/to-metadata': (send) => send(302, 'text/plain', '', { location: 'http://169.254.169.254/latest/meta-data/' }),
      '/moved': (send) => send(301, 'text/plain', '', { location: '/' }),
    },
    hits,
    ports.good,
  );
  const poor = await serve({ '/': (send) => send(200, 'text/html', file('poor.html')) }, hits, ports.poor);
  const goodPort = (good.address() as AddressInfo).port;
  const poorPort = (poor.address() as AddressInfo).port;
  return {
    goodUrl: `http://127.0.0.1:${goodPort}/`,
    poorUrl: `http://127.0.0.1:${poorPort}/`,
    allowHosts: `127.0.0.1:${goodPort},127.0.0.1:${poorPort}`,
    hits,
    close: async () => {
      for (const server of [good, poor]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
