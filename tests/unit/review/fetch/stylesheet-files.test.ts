/**
 * What a stylesheet names and the page does not fetch on its first load, when it answers 404: a rule
 * no element of the page matches is a leftover no visitor sees; a rule that needs a state (:hover,
 * :focus) of an element the page has shows its missing picture to every visitor who points at it,
 * and the finding says so. Through the whole pipeline, against a real local server.
 */
import { createServer, type Server } from 'node:http';
import { fetchSite } from '@/lib/review/fetch/site';
import { readSite, writeReview } from '@/lib/review/pipeline';
import { pageText } from '@/lib/review/facts';

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour Street Bakery, Fresh Bread Daily</title><link rel="stylesheet" href="/site.css"></head>
<body><nav class="menu"><a href="/">Home</a></nav><h1>Harbour Street Bakery</h1><p>Fresh bread every morning from six.</p><p class="sent">Thank you, your order is on its way</p></body></html>`;
const css = `.menu a:hover { background: url(/img/hover.png) } .banner-2019 { background: url(/img/banner.jpg) } .sent { display: none } .done .sent { display: block }`;

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    if (request.url === '/site.css') return response.writeHead(200, { 'content-type': 'text/css' }).end(css);
    response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

it('a missing picture shown on hover is said to be missing when a visitor points at its element; an unused one is a leftover', async () => {
  const fetched = await fetchSite(new URL('/', origin), { allowHosts: [new URL(origin).host], limits: { pages: 1 } });
  const { report } = writeReview(readSite(fetched), { industry: 'local-businesses' });
  const finding = report.findings.find((f) => f.id === 'stylesheet-missing-files');
  expect(finding?.evidence).toEqual([
    '/img/hover.png answers 404: a stylesheet shows it for .menu a:hover, an element this page has, so it is missing whenever a visitor points at, focuses or opens it',
    '/img/banner.jpg answers 404',
    'A stylesheet names it, but no element of this page uses that rule on a phone’s first load (or it is another format of a font it loads), so visitors do not see it missing',
  ]);
  expect(report.findings.map((f) => f.id)).not.toContain('broken-files');
  expect(report.proof?.dropped ?? []).toEqual([]);
});

it('the text a phone is shown leaves out what the page’s own stylesheet hides there', async () => {
  const fetched = await fetchSite(new URL('/', origin), { allowHosts: [new URL(origin).host], limits: { pages: 1 } });
  const text = pageText(fetched.pages[0].document);
  expect(text).toContain('Fresh bread every morning from six.');
  expect(text.join(' ')).not.toContain('Thank you, your order is on its way');
});
