/**
 * A picture marked loading=lazy is fetched when it nears the screen: the weight counts it and says so.
 * The same picture shown eagerly anywhere else on the page comes with the first load.
 */
import { createServer, type Server } from 'node:http';
import { fetchPage } from '@/lib/review/fetch/page';
import { reviewFacts } from '@/lib/review/facts';
import { fakeJpeg } from '../../../support/review-fixture-site';

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour Street Bakery, Fresh Bread Daily</title></head><body>
<h1>Harbour Street Bakery</h1><img src="/shop.jpg" alt="The shop" width="400" height="300" loading="lazy">
<img src="/loaf.jpg" alt="A loaf" width="400" height="300" loading="lazy"><img src="/shop.jpg" alt="The shop again" width="400" height="300"></body></html>`;
const pictures: Record<string, Buffer> = { '/shop.jpg': fakeJpeg(800, 600, 30_000), '/loaf.jpg': fakeJpeg(800, 600, 20_000) };

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const picture = pictures[request.url!];
    if (picture) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

it('counts lazy pictures apart, and a picture also shown eagerly as the first load’s', async () => {
  const visit = await fetchPage(new URL('/', origin), { allowHosts: [new URL(origin).host], checkLinks: false });
  const lazy = Object.fromEntries(visit.resources.filter((r) => r.type === 'image').map((r) => [new URL(r.url).pathname, r.lazy]));
  expect(lazy).toEqual({ '/shop.jpg': false, '/loaf.jpg': true });
  const { performance } = reviewFacts(visit);
  expect(performance.lazyImages).toEqual({ count: 1, bytes: 20_000 });
  expect(performance.totalBytes).toBeGreaterThanOrEqual(50_000 + html.length);
});
