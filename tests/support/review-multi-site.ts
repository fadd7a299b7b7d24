import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Small local multi-page sites for the site review, one server, one site per path prefix would not
// do (a site is an origin), so each scenario gets its own port: a menu link that 404s, redirects
// out of the site, a page linking to 200 pages, pages that take seconds to answer, and a sound
// site whose pages disagree (titles, phone numbers, a dead form). Plain TypeScript, node: only.

export interface MultiSite {
  url: string;
  host: string;
  hits: string[];
}

export interface MultiSites {
  broken: MultiSite;
  many: MultiSite;
  slow: MultiSite;
  mixed: MultiSite;
  /** The value for allowHosts / AI_FETCH_ALLOW_HOSTS. */
  allowHosts: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${title}: family dentistry in Portland, Oregon, with gentle care and evening appointments for busy families."><link rel="icon" href="/favicon.ico">${head}</head><body>${body}</body></html>`;

const menu = (links: [string, string][]) => `<header><nav><ul>${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul></nav></header>`;

type Handler = (path: string) => { status: number; body: string; type?: string; headers?: Record<string, string>; delayMs?: number } | null;

function serve(handler: Handler, hits: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    hits.push(`${req.method} ${path}`);
    const answer = handler(path) ?? { status: 404, body: page('Not found', '<h1>Not found</h1>') };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': answer.type ?? 'text/html; charset=utf-8', ...answer.headers });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function startMultiSites(): Promise<MultiSites> {
  const servers: Server[] = [];
  const start = async (handler: Handler): Promise<MultiSite> => {
    const hits: string[] = [];
    const server = await serve(handler, hits);
    servers.push(server);
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url: `http://${host}/`, host, hits };
  };

  const footer = '<footer><p>Call <a href="tel:+15032740199">(503) 274-0199</a> · <a href="/privacy/">Privacy policy</a></p><p>© 2026 Bright Smile Dental</p></footer>';
  const words = '<p>' + 'We see children and grown-ups for cleanings, fillings and crowns, and we explain every step before we start. '.repeat(12) + '</p>';
  const nav: [string, string][] = [['/', 'Home'], ['/services/', 'Services'], ['/team/', 'Team'], ['/contact/', 'Contact']];

  // A sound home page whose menu sends "Team" to a page that does not exist, and one whose page redirects
  // to the cloud's metadata address (refused by the guard), and one to another site.
  let outside = '';
  const broken = await start((path) => {
    const body = (h1: string) => `${menu([...nav, ['/moved/', 'Moved'], ['/elsewhere/', 'Elsewhere']])}<main><h1>${h1}</h1>${words}</main>${footer}`;
    if (path === '/') return { status: 200, body: page('Bright Smile Dental in Portland', body('Family dentistry in Portland')) };
    if (path === '/services/') return { status: 200, body: page('Dental services | Bright Smile Dental', body('Our services')) };
    if (path === '/contact/') return { status: 200, body: page('Contact us | Bright Smile Dental', body('Contact us')) };
    if (path === '/privacy/') return { status: 200, body: page('Privacy policy | Bright Smile Dental', body('Privacy policy')) };
    if (path === '/moved/') return { status: 302, body: '', headers: { location: 'http://169.254.169.254/latest/meta-data/' } };
    if (path === '/elsewhere/') return { status: 301, body: '', headers: { location: outside } };
    return null;
  });

  // A home page that links to 200 pages of its own, each of which answers.
  const many = await start((path) => {
    const links: [string, string][] = Array.from({ length: 200 }, (_, i) => [`/p/${i}/`, `Article ${i}`]);
    if (path === '/') return { status: 200, body: page('Bright Smile Dental articles', `${menu(nav)}<main><h1>Articles</h1>${words}<ul>${links.map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ul></main>${footer}`) };
    if (/^\/(?:p\/\d+|services|team|contact|privacy)\/$/.test(path)) return { status: 200, body: page(`Page ${path} | Bright Smile Dental`, `${menu(nav)}<main><h1>${path}</h1>${words}</main>${footer}`) };
    return null;
  });

  // Every page but the home page takes four seconds to answer.
  const slow = await start((path) => {
    const links: [string, string][] = ['services', 'team', 'contact', 'fees', 'about', 'gallery', 'faq', 'blog'].map((n) => [`/${n}/`, n]);
    const body = (h1: string) => `${menu(links)}<main><h1>${h1}</h1>${words}</main>${footer}`;
    if (path === '/') return { status: 200, body: page('Bright Smile Dental in Portland', body('Family dentistry')) };
    // Pages are slow; robots.txt, the sitemap and the icon are not there (and say so at once).
    if (!path.endsWith('/')) return null;
    return { status: 200, body: page(`${path} | Bright Smile Dental`, body(path)), delayMs: 4_000 };
  });

  // Pages that disagree: one title on two pages, another phone number on one page, a form posting nowhere (and one its host takes in).
  const mixed = await start((path) => {
    const body = (h1: string, extra = '') => `${menu(nav)}<main><h1>${h1}</h1>${words}${extra}</main>${footer}`;
    if (path === '/') return { status: 200, body: page('Bright Smile Dental in Portland', body('Family dentistry', '<p>Emergencies: (503) 274-0555</p>')) };
    if (path === '/services/') return { status: 200, body: page('Bright Smile Dental | Team', body('Our services')) };
    // A form its host takes in (Netlify): its action is only the page shown afterwards, not where the message goes.
    if (path === '/team/') return { status: 200, body: page('Bright Smile Dental | Team', body('Our team', '<form name="news" method="post" action="/thanks/" netlify><label>E-mail <input type="email" name="email"></label><button>Join</button></form>')) };
    if (path === '/contact/') return { status: 200, body: page('Contact Bright Smile Dental', body('Contact us', '<form action="/send.php" method="post"><label>Name <input name="name" required></label><label>Message <textarea name="message" required></textarea></label><button>Send</button></form>')) };
    if (path === '/privacy/') return { status: 200, body: page('Privacy policy | Bright Smile Dental', body('Privacy policy')) };
    return null;
  });

  outside = `${many.url}p/1/`;
  return {
    broken,
    many,
    slow,
    mixed,
    allowHosts: [broken.host, many.host, slow.host, mixed.host],
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
