import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Pages that fight the browser that opens them, on a loopback port, for the local lab's tests: a busy
 * loop, an allocation until the tab dies, window.open in a loop, an automatic download, an alert()
 * loop, a navigation to file:///etc/passwd, and a redirect to a private address (a second loopback
 * server standing for the host's internal services, which must never be reached). The redirect is
 * only for Lighthouse's browser (a phone's user agent), as a cloaking page would do: the review's own fetch
 * reads an ordinary page. Plain TypeScript with node: imports only.
 */

export const HOSTILE_PAGES = ['busy-loop', 'allocation', 'window-open', 'download', 'alert-loop', 'file-navigation', 'private-redirect'] as const;
export type HostilePage = (typeof HOSTILE_PAGES)[number];

const scripts: Record<Exclude<HostilePage, 'private-redirect'>, string> = {
  'busy-loop': 'for (;;) {}',
  'allocation': 'const keep = []; for (;;) keep.push(new Array(1e6).fill(Math.random()));',
  'window-open': 'setInterval(() => { for (let i = 0; i < 20; i++) window.open("/pop?" + Math.random()); }, 50);',
  'download': 'location.href = "/file.bin";',
  'alert-loop': 'for (;;) alert("hello");',
  'file-navigation': 'location.href = "file:///etc/passwd";',
};

export interface HostileSite {
  url(page: HostilePage | 'plain' | 'slow'): string;
  /** host:port, for AI_FETCH_ALLOW_HOSTS (the internal server is not on it). */
  host: string;
  /** host:port of the internal server the private redirect points at. */
  internalHost: string;
  /** Requests the internal server received: must stay empty. */
  internalHits: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="A test page for the review lab."></head><body><main><h1>${title}</h1><p>Fixed-fee bookkeeping for small firms, with a reply within one business day.</p>${body}</main></body></html>`;

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

export async function startHostileSite(): Promise<HostileSite> {
  const internalHits: string[] = [];
  const internal = createServer((req, res) => {
    internalHits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('internal');
  });
  const internalPort = await listen(internal);
  const site = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://hostile').pathname.slice(1);
    const html = (body: string, status = 200) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (name === 'private-redirect') {
      if (/Android/.test(req.headers['user-agent'] ?? '')) return res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/admin` }).end();
      return html(page('Private redirect', ''));
    }
    if (name in scripts) return html(page(name, `<script>${scripts[name as keyof typeof scripts]}</script>`));
    if (name === 'file.bin') return res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="x.bin"' }).end(Buffer.alloc(1024 * 1024));
    if (name === 'slow') return setTimeout(() => html(page('Slow', '<p>Held while we look at the browser.</p>')), 2_500);
    if (name === 'plain' || name === 'pop') return html(page('Plain', ''));
    html(page('Not found', ''), 404);
  });
  const port = await listen(site);
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    host: `127.0.0.1:${port}`,
    internalHost: `127.0.0.1:${internalPort}`,
    internalHits,
    close: async () => {
      await Promise.all([site, internal].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}
