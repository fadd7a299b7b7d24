/**
 * A page's <base href> decides where every relative file and link of it resolves, for the review as
 * for a browser: files under an on-site <base> are fetched there and weighed; files a <base> sends to
 * an address that is not public are neither fetched nor counted, and the summary says so instead of
 * calling the page "the page and 0 files". Through the whole pipeline, against a real local server.
 */
import { createServer, type Server } from 'node:http';
import { fetchSite } from '@/lib/review/fetch/site';
import { readSite, writeReview } from '@/lib/review/pipeline';

const head = (base: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><base href="${base}"><title>Harbour Street Bakery, Fresh Bread Daily</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="css/site.css"><script src="js/app.js"></script></head>`;
const body = `<body><h1>Harbour Street Bakery</h1><img src="img/loaf.png" alt="A sourdough loaf" width="200" height="100"><p><a href="about.html">About us</a></p></body></html>`;

const files: Record<string, [string, string]> = {
  '/assets/css/site.css': ['text/css', 'body{margin:0}'],
  '/assets/js/app.js': ['text/javascript', 'console.log(1)'],
  '/assets/img/loaf.png': ['image/png', ''],
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url!.split('?')[0]!;
    if (path === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(head('/assets/') + body);
    if (path === '/private/') return response.writeHead(200, { 'content-type': 'text/html' }).end(head('http://localhost:9/site/') + body);
    const file = files[path];
    if (file) return response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

async function review(path: string) {
  const fetched = await fetchSite(new URL(path, origin), { allowHosts: [new URL(origin).host], limits: { pages: 1 } });
  const read = readSite(fetched);
  return { fetched, read, report: writeReview(read, { industry: 'local-businesses' }).report };
}

it('files under an on-site <base> are fetched where it points, and weighed', async () => {
  const { fetched, report } = await review('/');
  const page = fetched.pages[0]!;
  expect(page.resources.map((r) => [new URL(r.url).pathname, r.status])).toEqual(
    expect.arrayContaining([['/assets/css/site.css', 200], ['/assets/js/app.js', 200], ['/assets/img/loaf.png', 200]]),
  );
  expect(report.summary).toContain('the page and 3 files it references');
  expect(report.summary).not.toContain('not counted');
});

it('files a <base> sends to an address that is not public are not fetched, and the summary says so', async () => {
  const { fetched, read, report } = await review('/private/');
  const page = fetched.pages[0]!;
  expect(page.resources.map((r) => [r.url, r.problem])).toEqual(
    expect.arrayContaining([['http://localhost:9/site/css/site.css', 'refused'], ['http://localhost:9/site/js/app.js', 'refused'], ['http://localhost:9/site/img/loaf.png', 'refused']]),
  );
  expect(read.home.performance).toMatchObject({ requests: 1, unreachable: 3, refused: 3 });
  expect(report.summary).toContain(
    'the page itself, ' + `${read.home.performance.totalBytes} bytes` + '; the 3 files it references are not counted: its <base href> sends them to http://localhost:9/site/, an address that is not public.',
  );
  expect(report.summary).not.toMatch(/the page and 0 files/);
  const blocking = report.findings.find((f) => f.id === 'render-blocking-scripts');
  for (const line of blocking?.evidence ?? []) expect(line).not.toContain('did not answer');
  expect(report.findings.map((f) => f.id)).toContain('base-off-site');
});
