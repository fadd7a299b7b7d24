import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// Three local websites for the free review, each on its own loopback port: a well-built one (with
// robots.txt, sitemap.xml and every file it references, compressed and cached), a poor one (flaws
// planted in its HTML, two of its images missing) and a heavy one (a 1.4 MB PNG hero, a 350 KB
// script blocking the head: about 2.6 MB in all), plus a few hostile paths on the good one. The
// reviewer reaches them only through AI_FETCH_ALLOW_HOSTS. Plain TypeScript with node: imports
// only, so the e2e server script can start it too (paths are relative to the repository root).

const FIXTURES = path.resolve('tests/fixtures/review-site');

export interface ReviewFixtureSites {
  goodUrl: string;
  poorUrl: string;
  heavyUrl: string;
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

/** Deterministic bytes that do not compress (a xorshift stream), so sizes on the wire are real. */
function noise(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** A PNG of the given size in pixels and bytes: a real signature and IHDR, then filler. */
export function fakePng(width: number, height: number, bytes: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return Buffer.concat([header, noise(Math.max(0, bytes - header.length), width * height)]);
}

/** A JPEG of the given size in pixels and bytes: SOI, a baseline frame header, filler, EOI. */
export function fakeJpeg(width: number, height: number, bytes: number): Buffer {
  const frame = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([frame, noise(Math.max(0, bytes - frame.length - 2), width + height), Buffer.from([0xff, 0xd9])]);
}

const svg = (label: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48"><title>${label}</title><rect width="180" height="48" fill="#1b2a4a"/></svg>`);
/** Plain text of about `bytes` bytes, the way stylesheets and scripts look (it compresses well). */
const code = (line: string, bytes: number) => Buffer.from(line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes));

export async function startReviewFixtureSites(ports: { good?: number; poor?: number; heavy?: number } = {}): Promise<ReviewFixtureSites> {
  const hits: string[] = [];
  const secure = {
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // The sound site's files: compressed where they are text, cached for a year, all present.
  const cached = { 'cache-control': 'public, max-age=31536000, immutable' };
  const gzipped = (type: string, body: Buffer) => (send: Parameters<Route>[0]) => send(200, type, gzipSync(body), { ...cached, 'content-encoding': 'gzip' });
  const asset = (type: string, body: Buffer) => (send: Parameters<Route>[0]) => send(200, type, body, cached);
  // The sound site's own pages, which its home page links to and the review reads: each its own title,
  // description, canonical and heading, around the same sound template as the home page.
  const home = file('good.html').toString('utf8');
  const innerPage = (pathname: string, title: string, heading: string, description: string) => (send: Parameters<Route>[0]) =>
    send(
      200,
      'text/html; charset=utf-8',
      home
        .replace(/<title>[^<]*<\/title>/, `<title>${title} | Harbor &amp; Vale Law</title>`)
        .replace(/(<meta name="description" content=")[^"]*/, `$1${description}`)
        .replace(/(<link rel="canonical" href="https:\/\/www\.harborvalelaw\.com)\/"/, `$1${pathname}"`)
        .replace(/(<meta property="og:url" content="https:\/\/www\.harborvalelaw\.com)\/"/, `$1${pathname}"`)
        .replace(/<h1>[^<]*<\/h1>/, `<h1>${heading}</h1>`),
      secure,
    );
  const inner: [string, string, string][] = [
    ['practice-areas', 'Family law practice areas in Portland', 'Family law, and nothing else'],
    ['practice-areas/divorce', 'Divorce and legal separation in Portland', 'Divorce and legal separation'],
    ['practice-areas/custody', 'Child custody and parenting plans', 'Child custody and parenting plans'],
    ['practice-areas/support', 'Child and spousal support in Oregon', 'Child and spousal support'],
    ['practice-areas/estate-planning', 'Estate planning for Portland families', 'Estate planning for families'],
    ['attorneys', 'Our family law attorneys in Portland', 'Our attorneys'],
    ['fees', 'Fees and budgets for family law matters', 'Clear fees and written budgets'],
    ['contact', 'Contact our Portland family lawyers', 'Contact us'],
    ['privacy', 'Privacy policy of our Portland law firm', 'Privacy policy'],
    ['accessibility', 'Accessibility statement for our website', 'Accessibility statement'],
  ];
  const pages = Object.fromEntries(
    inner.map(([name, title, heading]) => [
      `/${name}/`,
      innerPage(`/${name}/`, title, heading, `${title}: how Harbor &amp; Vale Law helps families in Portland, Oregon, with clear advice and honest fees.`),
    ]),
  );
  // An inner page its own style keeps blank until a script shows it (not linked from the home page).
  const hiddenUntilScript = innerPage('/hidden-until-script/', 'Our family law services', 'Family law services', 'How Harbor &amp; Vale Law helps families in Portland, Oregon, with clear advice and honest fees.');
  const good = await serve(
    {
      ...pages,
      '/hidden-until-script/': (send) =>
        hiddenUntilScript((status, type, body, headers) => send(status, type, String(body).replace('</head>', '<style>body { opacity: 0; }</style></head>'), headers)),
      '/': (send) => send(200, 'text/html; charset=utf-8', file('good.html'), secure),
      '/robots.txt': (send) => send(200, 'text/plain', file('robots.txt')),
      '/sitemap.xml': (send) => send(200, 'application/xml', file('sitemap.xml')),
      '/brochure.pdf': (send) => send(200, 'application/pdf', Buffer.from('%PDF-1.4\n%…\n')),
      '/to-metadata': (send) => send(302, 'text/plain', '', { location: 'http://169.254.169.254/latest/meta-data/' }),
      '/moved': (send) => send(301, 'text/plain', '', { location: '/' }),
      '/css/site.css': gzipped('text/css', code('body{margin:0;font:16px/1.5 Georgia,serif;color:#1b2a4a}\n', 14_000)),
      '/js/site.js': gzipped('text/javascript', code('document.documentElement.classList.add("js");\n', 6_000)),
      '/favicon.ico': asset('image/x-icon', Buffer.from([0, 0, 1, 0, 1, 0, 32, 32, 0, 0, 1, 0, 32, 0, ...noise(1_000, 7)])),
      '/apple-touch-icon.png': asset('image/png', fakePng(180, 180, 4_000)),
      '/img/logo.svg': gzipped('image/svg+xml', svg('Harbor and Vale Law')),
      '/img/divider-wave.svg': gzipped('image/svg+xml', svg('wave')),
      '/img/office-portland.jpg': asset('image/jpeg', fakeJpeg(800, 533, 62_000)),
      '/img/elena-harbor.jpg': asset('image/jpeg', fakeJpeg(400, 400, 24_000)),
      '/img/marcus-vale.jpg': asset('image/jpeg', fakeJpeg(400, 400, 23_000)),
    },
    hits,
    ports.good,
  );
  // The poor site sends everything uncompressed and uncached; two of its images are missing (404).
  const plainFile = (type: string, body: Buffer) => (send: Parameters<Route>[0]) => send(200, type, body);
  const poor = await serve(
    {
      '/': (send) => send(200, 'text/html', file('poor.html')),
      '/css/style.css': plainFile('text/css', code('.nav a{color:#06c;padding:4px}\n', 24_000)),
      '/css/theme.css': plainFile('text/css', code('.hero{padding:40px}\n', 9_000)),
      '/js/main.js': plainFile('application/javascript', code('$(function(){$(".nav").show()});\n', 30_000)),
      '/images/logo.png': plainFile('image/png', fakePng(600, 200, 48_000)),
      '/images/van.jpg': plainFile('image/jpeg', fakeJpeg(1600, 1067, 240_000)),
      '/images/team.jpg': plainFile('image/jpeg', fakeJpeg(1200, 800, 130_000)),
      '/images/boiler.jpg': plainFile('image/jpeg', fakeJpeg(800, 600, 70_000)),
    },
    hits,
    ports.poor,
  );
  // The heavy site: sound HTML, 2.6 MB of files, a 1.4 MB PNG hero and a 350 KB script blocking the head.
  const heavy = await serve(
    {
      '/': (send) => send(200, 'text/html; charset=utf-8', file('heavy.html'), secure),
      '/robots.txt': (send) => send(200, 'text/plain', 'User-agent: *\nAllow: /\n'),
      '/favicon.ico': plainFile('image/x-icon', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, ...noise(600, 5)])),
      '/css/theme.css': plainFile('text/css', code('.card{border:1px solid #ccc;padding:16px;margin:8px}\n', 160_000)),
      '/js/app.js': plainFile('application/javascript', noise(350_000, 11)),
      '/img/hero.png': plainFile('image/png', fakePng(2400, 1600, 1_400_000)),
      '/img/studio.jpg': plainFile('image/jpeg', fakeJpeg(2000, 1333, 680_000)),
    },
    hits,
    ports.heavy,
  );
  const goodPort = (good.address() as AddressInfo).port;
  const poorPort = (poor.address() as AddressInfo).port;
  const heavyPort = (heavy.address() as AddressInfo).port;
  return {
    goodUrl: `http://127.0.0.1:${goodPort}/`,
    poorUrl: `http://127.0.0.1:${poorPort}/`,
    heavyUrl: `http://127.0.0.1:${heavyPort}/`,
    allowHosts: `127.0.0.1:${goodPort},127.0.0.1:${poorPort},127.0.0.1:${heavyPort}`,
    hits,
    close: async () => {
      for (const server of [good, poor, heavy]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
