/**
 * A page the web server wrote instead of the site (a folder's listing, a fresh install's welcome page)
 * is a finding, not a page to review: the submitted address answers the visitor with what it is (the
 * 422), and a linked page of the site is named, with the pages that link to it, and left unread.
 */
import { createServer, type Server } from 'node:http';
import { parsePage } from '@/lib/review/html/document';
import { serverPage } from '@/lib/review/html/server-page';
import { SiteFetchError } from '@/lib/review/fetch/errors';
import { fetchSite } from '@/lib/review/fetch/site';
import { readSite, writeReview } from '@/lib/review/pipeline';

const doc = (html: string) => parsePage({ url: 'https://example.com/', status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 0, redirects: [] });

const apacheListing = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of /gallery</title></head><body><h1>Index of /gallery</h1><table><tr><th><a href="?C=N;O=D">Name</a></th><th><a href="?C=M;O=A">Last modified</a></th></tr><tr><td><a href="/">Parent Directory</a></td></tr><tr><td><a href="kitchen-1.jpg">kitchen-1.jpg</a></td><td>2019-03-02 10:14</td><td>412K</td></tr></table><address>Apache/2.4.41 (Ubuntu) Server at example.com Port 443</address></body></html>`;
const nginxListing = `<html><head><title>Index of /files/</title></head><body><h1>Index of /files/</h1><hr><pre><a href="../">../</a>\n<a href="price-list.pdf">price-list.pdf</a>   02-Mar-2019 10:14   40211\n</pre><hr></body></html>`;
const pythonListing = `<!DOCTYPE HTML><html lang="en"><head><meta charset="utf-8"><title>Directory listing for /</title></head><body><h1>Directory listing for /</h1><hr><ul><li><a href="index.bak">index.bak</a></li></ul><hr></body></html>`;
const iisListing = `<html><head><title>www.example.com - /docs/</title></head><body><H1>www.example.com - /docs/</H1><hr><A HREF="/">[To Parent Directory]</A><br><br> 3/2/2019 10:14 AM 40211 <A HREF="/docs/menu.pdf">menu.pdf</A><br></pre><hr></body></html>`;
const nginxWelcome = `<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed and working. Further configuration is required.</p><p><em>Thank you for using nginx.</em></p></body></html>`;
const debianDefault = `<html><head><title>Apache2 Debian Default Page: It works</title></head><body><div class="page_header">Apache2 Debian Default Page</div><p>This is the default welcome page used to test the correct operation of the Apache2 server after installation on Debian systems.</p></body></html>`;
const itWorks = `<html><body><h1>It works!</h1></body></html>`;

describe('the web server’s own page', () => {
  it.each([
    ['Apache’s listing', apacheListing, 'directory listing', 'Index of /gallery'],
    ['nginx’s listing', nginxListing, 'directory listing', 'Index of /files/'],
    ['Python’s listing', pythonListing, 'directory listing', 'Directory listing for /'],
    ['IIS’s listing', iisListing, 'directory listing', 'www.example.com - /docs/ … [To Parent Directory]'],
    ['nginx’s welcome page', nginxWelcome, 'server default page', 'Welcome to nginx!'],
    ['Debian’s Apache page', debianDefault, 'server default page', 'Apache2 Debian Default Page: It works'],
    ['Apache’s own index.html', itWorks, 'server default page', 'It works!'],
  ])('is known: %s', (_name, html, kind, text) => {
    expect(serverPage(doc(html))).toEqual({ kind, text });
  });

  it.each([
    ['a page about an index', `<title>Index of services | Harbour Bakery</title><h1>Index of services</h1><p>Bread, cakes and catering.</p>`],
    ['a post about nginx', `<title>Welcome to nginx! Setting up our new server</title><h1>How we moved to nginx</h1><p>Welcome to nginx! is the first thing you see.</p>`],
    ['a page whose heading says it works, among its own text', `<title>Our method</title><h1>It works!</h1>${'<p>Our clients have trusted our bookkeeping method for twenty years, and here is why.</p>'.repeat(3)}`],
    ['a listing heading over a page that titles itself otherwise', `<title>Harbour Bakery</title><h1>Index of /recipes</h1><p>Our recipes.</p>`],
  ])('is not read into a site’s own page: %s', (_name, html) => {
    expect(serverPage(doc(html))).toBeNull();
  });
});

const site = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour Street Bakery, Fresh Bread Daily</title></head><body><header><nav><a href="/">Home</a> <a href="/gallery/">Gallery</a> <a href="/menu/">Menu</a></nav></header><main><h1>Harbour Street Bakery</h1><p>Fresh bread every morning from six.</p></main></body></html>`;
const menu = site.replace('<h1>Harbour Street Bakery</h1>', '<h1>Our menu</h1>');
const routes: Record<string, string> = { '/': site, '/menu/': menu, '/gallery/': apacheListing, '/new/': nginxWelcome };

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const body = routes[request.url!.split('?')[0]!];
    if (body) return response.writeHead(200, { 'content-type': 'text/html' }).end(body);
    response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

const options = () => ({ allowHosts: [new URL(origin).host] });

it('a submitted address that shows the server’s default page is answered with what it is, not reviewed', async () => {
  const review = fetchSite(new URL('/new/', origin), options());
  await expect(review).rejects.toThrow(SiteFetchError);
  await expect(review).rejects.toThrow(`${new URL(origin).host} answers with the web server’s default page (“Welcome to nginx!”), not with a website`);
});

it('a linked page that is a folder’s listing is named with the pages that link to it, and not read as a page', async () => {
  const fetched = await fetchSite(new URL('/', origin), options());
  const read = readSite(fetched);
  expect(read.pages.filter((p) => p.facts).map((p) => new URL(p.url).pathname)).toEqual(['/', '/menu/']);
  const { report } = writeReview(read, { industry: 'local-businesses' });
  const finding = report.findings.find((f) => f.id === 'server-pages');
  expect(finding?.title).toBe('Stop the server listing your folders');
  expect(finding?.evidence).toEqual(['"Gallery" → /gallery/ shows a list of the files in a folder ("Index of /gallery") instead of a page, linked from /, /menu/']);
  expect(report.summary).toContain('/gallery/ (a directory listing)');
  expect(report.proof?.dropped ?? []).toEqual([]);
});
