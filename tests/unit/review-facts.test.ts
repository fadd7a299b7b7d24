import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFacts, factLimits, type PageSnapshot, type SiteExtras } from '@/lib/review/facts';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'review-site', name), 'utf8');

const goodHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'content-security-policy': "default-src 'self'; style-src 'self' https://fonts.googleapis.com; font-src https://fonts.gstatic.com; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

function goodFacts() {
  const body = fixture('good.html');
  return extractFacts(
    { url: 'https://www.harborvalelaw.com/', status: 200, headers: goodHeaders, body, bytes: body.length, elapsedMs: 312.4, redirects: ['http://harborvalelaw.com/'] },
    { robotsTxt: fixture('robots.txt'), sitemapXml: fixture('sitemap.xml') },
  );
}

function poorFacts() {
  const body = fixture('poor.html');
  return extractFacts(
    { url: 'http://riversideplumbingco.com/', status: 200, headers: { 'content-type': 'text/html', server: 'Apache/2.4.29', 'x-powered-by': 'PHP/7.2.24' }, body, bytes: body.length, elapsedMs: 1870, redirects: [] },
    { robotsTxt: null, sitemapXml: null },
  );
}

const noExtras: SiteExtras = { robotsTxt: null, sitemapXml: null };

/** A page at https://www.example.com/ with the given body and options. */
function factsOf(body: string, page: Partial<PageSnapshot> = {}, extras: SiteExtras = noExtras) {
  return extractFacts({ url: 'https://www.example.com/', status: 200, headers: {}, body, bytes: 0, elapsedMs: 100, redirects: [], ...page }, extras);
}

describe('extractFacts on a well-built page', () => {
  const facts = goodFacts();

  it('reads the address, status, redirect and timing', () => {
    expect(facts.url).toBe('http://harborvalelaw.com/');
    expect(facts.finalUrl).toBe('https://www.harborvalelaw.com/');
    expect(facts.host).toBe('www.harborvalelaw.com');
    expect(facts.https).toBe(true);
    expect(facts.status).toBe(200);
    expect(facts.redirects).toEqual({ count: 1, chain: ['http://harborvalelaw.com/'] });
    expect(facts.responseMs).toBe(312);
    expect(facts.htmlBytes).toBe(fixture('good.html').length);
  });

  it('reads the title, description, canonical, lang and viewport', () => {
    expect(facts.title).toEqual({ text: 'Family Lawyers in Portland, Oregon | Harbor & Vale Law', length: 54 });
    expect(facts.description?.length).toBe(143);
    expect(facts.description?.text).toMatch(/^Harbor & Vale Law helps Portland families/);
    expect(facts.description?.text).toMatch(/consultation with an attorney today\.$/);
    expect(facts.canonical).toBe('https://www.harborvalelaw.com/');
    expect(facts.lang).toBe('en-US');
    expect(facts.viewport).toEqual({ content: 'width=device-width, initial-scale=1', blocksZoom: false });
    expect(facts.robots).toEqual({ meta: [], header: [], noindex: false, nofollow: false });
  });

  it('reads the heading outline and counts visible words only', () => {
    expect(facts.headings.h1Count).toBe(1);
    expect(facts.headings.h1).toEqual(['Family law help for Portland families, from people who listen']);
    expect(facts.headings.h2Count).toBe(5);
    expect(facts.headings.h2).toEqual([
      'Practice areas',
      'Why clients choose Harbor & Vale',
      'Meet the attorneys',
      'What happens at your first consultation',
      'Request a consultation',
    ]);
    expect(facts.words).toBeGreaterThanOrEqual(400);
    expect(facts.words).toBeLessThan(600);
  });

  it('finds every image described, one decorative', () => {
    expect(facts.images).toEqual({ total: 5, missingAlt: 0, decorative: 1, missingAltExamples: [], placeholders: 0, placeholderExamples: [], scriptOnly: 0, scriptOnlyExamples: [], sharedAlt: null, decorativeLinks: 0, vagueAlt: 0, vagueAltExamples: [], decorativeLogo: null, sameAltLinks: null, brandOnlyInLogo: null });
  });

  it('classifies links and finds the calls to action', () => {
    expect(facts.links).toMatchObject({ total: 19, internal: 15, external: 1, tel: 2, mailto: 1, empty: 0, generic: 0, privacyPolicy: true });
    expect(facts.ctas.count).toBeGreaterThanOrEqual(3);
    expect(facts.ctas.examples).toEqual(expect.arrayContaining(['Book a consultation', 'Call (503) 274-0147', 'Request my free consultation']));
  });

  it('counts form fields (hidden and submit inputs ignored) and finds them all labelled', () => {
    expect(facts.forms).toEqual({ count: 1, fields: 6, unlabelled: 0, unlabelledFields: [], messageForms: 1, searchForms: 0, signupForms: 0, actionForms: 1, mailtoActions: [], starredNotRequired: 0, starredExamples: [] });
  });

  it('reads JSON-LD types from @graph, Open Graph and the twitter card', () => {
    expect(facts.structuredData).toEqual({ jsonLd: ['LegalService', 'PostalAddress', 'Organization', 'WebSite'], microdata: [], invalidJsonLd: 0, unknownTypes: [], business: { type: 'LegalService', name: 'Harbor & Vale Law' } });
    expect(facts.social.openGraph).toEqual(expect.arrayContaining(['og:title', 'og:description', 'og:image']));
    expect(facts.social.twitterCard).toBe('summary_large_image');
  });

  it('reads the security headers, with frame protection from CSP frame-ancestors', () => {
    expect(facts.security).toEqual({ hsts: true, csp: true, noSniff: true, frameProtection: true, referrerPolicy: true, permissionsPolicy: true });
  });

  it('counts scripts and stylesheets and names the one third-party origin', () => {
    expect(facts.resources).toMatchObject({
      externalScripts: 1,
      inlineScripts: 0,
      stylesheets: 2,
      thirdPartyScripts: 0,
      thirdPartyScriptOriginCount: 0,
      thirdPartyOriginCount: 1,
      thirdPartyOrigins: ['fonts.googleapis.com'],
      insecure: 0,
    });
    expect(facts.favicon).toBe(true);
  });

  it('reads robots.txt (a GPTBot block is not a block for everyone) and the sitemap', () => {
    expect(facts.robotsTxt).toEqual({ present: true, disallowsAll: false, sitemaps: ['https://www.harborvalelaw.com/sitemap.xml'] });
    expect(facts.sitemap).toEqual({ present: true, kind: 'urlset', urls: 10 });
  });

  it('stays small enough to hand to a model', () => {
    // A few KB: every check's fact, with lists capped and counts exact.
    expect(JSON.stringify(facts).length).toBeLessThan(5000);
  });
});

describe('extractFacts on a poorly built page', () => {
  const facts = poorFacts();

  it('reads the missing basics', () => {
    expect(facts.https).toBe(false);
    expect(facts.url).toBe('http://riversideplumbingco.com/');
    expect(facts.title).toEqual({ text: 'Home', length: 4 });
    expect(facts.description).toBeNull();
    expect(facts.canonical).toBeNull();
    expect(facts.lang).toBeNull();
    expect(facts.viewport).toBeNull();
    expect(facts.favicon).toBe(false);
  });

  it('finds two h1 headings, no h2 and thin copy', () => {
    expect(facts.headings).toEqual({ h1Count: 2, h1: ['Riverside Plumbing & Heating', 'Welcome to our website!'], h2Count: 0, h2: [], first: { level: 1, text: 'Riverside Plumbing & Heating' } });
    expect(facts.words).toBeLessThan(150);
    expect(facts.words).toBeGreaterThan(40);
  });

  it('lists images without alt text', () => {
    expect(facts.images.total).toBe(7);
    expect(facts.images.missingAlt).toBe(6);
    expect(facts.images.decorative).toBe(0);
    expect(facts.images.missingAltExamples).toEqual(['/images/logo.png', '/images/van.jpg', '/images/team.jpg', 'http://i.imgur.com/abc123.jpg', '/images/award.gif']);
  });

  it('finds empty and vague links and no way to call', () => {
    expect(facts.links.empty).toBe(4);
    expect(facts.links.emptyExamples).toEqual(['https://www.facebook.com/riversideplumbingco', 'https://www.instagram.com/riversideplumbingco', '/', '#top']);
    expect(facts.links.generic).toBe(3);
    expect(facts.links.genericExamples).toEqual(['click here', 'Read more', 'here']);
    expect(facts.links.tel).toBe(0);
    expect(facts.links.mailto).toBe(0);
    expect(facts.links.privacyPolicy).toBe(false);
    expect(facts.ctas).toEqual({ count: 0, examples: [], live: 0, liveExamples: [], dead: 0, deadExamples: [] });
  });

  it('names the unlabelled fields (placeholders are not labels; hidden and submit inputs are not fields)', () => {
    expect(facts.forms).toEqual({ count: 1, fields: 4, unlabelled: 4, unlabelledFields: ['name', 'email', 'phone', 'message'], messageForms: 1, searchForms: 0, signupForms: 0, actionForms: 1, mailtoActions: [], starredNotRequired: 0, starredExamples: [] });
  });

  it('finds no structured data, no Open Graph and no security headers', () => {
    expect(facts.structuredData).toEqual({ jsonLd: [], microdata: [], invalidJsonLd: 0, unknownTypes: [], business: null });
    expect(facts.social).toEqual({ openGraph: [], twitterCard: null });
    expect(Object.values(facts.security).every((present) => present === false)).toBe(true);
  });

  it('counts scripts, third-party origins and inline weight', () => {
    const r = facts.resources;
    expect(r.externalScripts).toBe(10);
    expect(r.inlineScripts).toBe(2);
    expect(r.thirdPartyScripts).toBe(9);
    expect(r.thirdPartyScriptOriginCount).toBe(8);
    expect(r.thirdPartyScriptOrigins).toEqual(
      expect.arrayContaining(['code.jquery.com', 'cdn.jsdelivr.net', 'www.googletagmanager.com', 'connect.facebook.net', 'static.hotjar.com']),
    );
    expect(r.thirdPartyOriginCount).toBe(10);
    expect(r.thirdPartyOrigins).toEqual(expect.arrayContaining(['i.imgur.com', 'www.youtube.com']));
    expect(r.stylesheets).toBe(4);
    expect(r.inlineStyleBytes).toBeGreaterThan(30 * 1024);
    // An http page cannot have mixed content.
    expect(r.insecure).toBe(0);
  });

  it('records the absence of robots.txt and a sitemap', () => {
    expect(facts.robotsTxt).toEqual({ present: false, disallowsAll: false, sitemaps: [] });
    expect(facts.sitemap).toEqual({ present: false, kind: null, urls: 0 });
  });
});

describe('extractFacts edge cases', () => {
  it('survives malformed HTML', () => {
    const facts = factsOf(
      '<html lang=fr><head><title>Cabinet <b>Martin</title><meta name=description content=Avocats><body><h1>Un<h2>Deux</div></span></span><p>Texte <a href=/x>cliquez ici<img src=a.png></p><div <p>',
    );
    expect(facts.lang).toBe('fr');
    expect(facts.title?.text).toContain('Cabinet');
    expect(facts.description).toEqual({ text: 'Avocats', length: 7 });
    expect(facts.headings.h1Count).toBe(1);
    expect(facts.images).toMatchObject({ total: 1, missingAlt: 1, missingAltExamples: ['a.png'] });
    expect(facts.links.internal).toBe(1);
  });

  it('reads a page without head or body', () => {
    const facts = factsOf('<title>Bare page title</title><meta name="viewport" content="width=device-width"><p>Hello small world</p>');
    expect(facts.title).toEqual({ text: 'Bare page title', length: 15 });
    expect(facts.viewport?.content).toBe('width=device-width');
    expect(facts.words).toBe(3);
    expect(facts.lang).toBeNull();
  });

  it('reads an empty body without throwing', () => {
    const facts = factsOf('', { elapsedMs: Number.NaN });
    expect(facts.title).toBeNull();
    expect(facts.words).toBe(0);
    expect(facts.headings.h1Count).toBe(0);
    expect(facts.responseMs).toBeNull();
    expect(facts.htmlBytes).toBe(0);
  });

  it('ignores invalid JSON-LD instead of throwing, and reads microdata', () => {
    const facts = factsOf(`<head>
      <script type="application/ld+json">{ "@type": "Organization", "name": </script>
      <script type="application/ld+json">[{ "@context": "https://schema.org", "@type": ["LocalBusiness", "Plumber"] }]</script>
      <script type="application/ld+json">{ "@graph": [{ "@type": "http://schema.org/WebPage" }, { "@type": "schema:FAQPage" }] }</script>
      </head><body><div itemscope itemtype="https://schema.org/Person"><span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"></span></div></body>`);
    expect(facts.structuredData).toEqual({ jsonLd: ['LocalBusiness', 'Plumber', 'WebPage', 'FAQPage'], microdata: ['Person'], invalidJsonLd: 1, unknownTypes: [], business: null });
  });

  it('caps arrays and strings while keeping exact counts', () => {
    const links = Array.from({ length: 5000 }, (_, i) => `<a href="/page/${i}">read more</a><a href="/empty/${i}"></a>`).join('');
    const images = Array.from({ length: 2000 }, (_, i) => `<img src="/img/${i}.jpg">`).join('');
    const h2s = Array.from({ length: 100 }, (_, i) => `<h2>Section ${i}</h2>`).join('');
    const scripts = Array.from({ length: 40 }, (_, i) => `<script src="https://cdn${i}.tracker${i}.net/t.js"></script>`).join('');
    const fields = Array.from({ length: 50 }, (_, i) => `<input name="field${i}">`).join('');
    const facts = factsOf(`<title>${'Long title '.repeat(50)}</title><body>${links}${images}${h2s}${scripts}<form>${fields}</form></body>`);
    expect(facts.links.total).toBe(10000);
    expect(facts.links.generic).toBe(5000);
    expect(facts.links.empty).toBe(5000);
    expect(facts.links.genericExamples).toEqual(['read more']);
    expect(facts.links.emptyExamples).toHaveLength(factLimits.examples);
    expect(facts.images.missingAlt).toBe(2000);
    expect(facts.images.missingAltExamples).toHaveLength(factLimits.examples);
    expect(facts.headings.h2Count).toBe(100);
    expect(facts.headings.h2).toHaveLength(factLimits.h2);
    expect(facts.resources.thirdPartyScriptOriginCount).toBe(40);
    expect(facts.resources.thirdPartyScriptOrigins).toHaveLength(factLimits.origins);
    expect(facts.forms.unlabelled).toBe(50);
    expect(facts.forms.unlabelledFields).toHaveLength(10);
    expect(facts.title?.length).toBe(549);
    expect([...(facts.title?.text ?? '')].length).toBeLessThanOrEqual(factLimits.text);
    expect(JSON.stringify(facts).length).toBeLessThan(5000);
  });

  it('decides which fields are labelled', () => {
    const facts = factsOf(`<form>
      <label for="a">A</label><input id="a" name="a">
      <label>B <input name="b"></label>
      <input name="c" aria-label="C">
      <span id="d-label">D</span><input name="d" aria-labelledby="d-label">
      <input name="e" placeholder="E">
      <input name="f" aria-labelledby="missing">
      <select name="g"></select>
      <textarea id="h"></textarea>
      <input type="hidden" name="i"><input type="submit"><input type="button" value="x"><input type="reset"><input type="image" src="go.png" alt="Go">
    </form>`);
    expect(facts.forms).toEqual({ count: 1, fields: 8, unlabelled: 4, unlabelledFields: ['e', 'f', 'g', 'h'], messageForms: 1, searchForms: 0, signupForms: 0, actionForms: 1, mailtoActions: [], starredNotRequired: 0, starredExamples: [] });
  });

  it('names links by text, aria-label, image alt, svg title or title, and classifies their targets', () => {
    const facts = factsOf(`<body>
      <a href="/a" aria-label="Facebook page"><i class="icon"></i></a>
      <a href="/b"><img src="logo.png" alt="Home"></a>
      <a href="/c"><svg><title>Search</title></svg></a>
      <a href="/d" title="Twitter"></a>
      <a href="/e"><img src="x.png" alt=""></a>
      <a href="https://blog.example.com/post">Our blog</a>
      <a href="https://elsewhere.org/">Partner</a>
      <a href="tel:+12182740100">Call us</a>
      <a href="mailto:a@harborvalelaw.com">Email</a>
      <a href="javascript:void(0)">Learn more</a>
      <a name="anchor">Not a link</a>
      <a href="/privacy-notice">Legal</a>
    </body>`);
    expect(facts.links).toMatchObject({ total: 11, internal: 7, external: 1, tel: 1, mailto: 1, empty: 1, emptyExamples: ['/e'], generic: 1, genericExamples: ['Learn more'] });
    expect(facts.links.privacyPolicy).toBe(true);
    expect(facts.ctas.examples).toEqual(['Call us']);
  });

  it('finds calls to action in buttons and submit inputs', () => {
    const facts = factsOf('<button>Schedule a call</button><input type="submit" value="Get a quote"><div role="button">Donate now</div><button>Menu</button>');
    expect(facts.ctas).toMatchObject({ count: 3, examples: ['Schedule a call', 'Get a quote', 'Donate now'] });
  });

  it('reads noindex from the robots meta and the X-Robots-Tag header', () => {
    expect(factsOf('<meta name="robots" content="noindex, nofollow">').robots).toEqual({ meta: ['noindex', 'nofollow'], header: [], noindex: true, nofollow: true });
    const header = factsOf('<p>x</p>', { headers: { 'X-Robots-Tag': 'googlebot: noindex' } }).robots;
    expect(header).toEqual({ meta: [], header: ['googlebot: noindex'], noindex: true, nofollow: false });
    expect(factsOf('<meta name="robots" content="index, follow, max-snippet:50">').robots.noindex).toBe(false);
  });

  it('reads robots.txt rules for every crawler and ignores an HTML soft 404', () => {
    const robots = (robotsTxt: string) => factsOf('', {}, { robotsTxt, sitemapXml: null }).robotsTxt;
    expect(robots('User-agent: *\nDisallow: /')).toEqual({ present: true, disallowsAll: true, sitemaps: [] });
    expect(robots('User-agent: bingbot\nUser-agent: *\nDisallow: / # everything\n\nUser-agent: x\nAllow: /')).toMatchObject({ disallowsAll: true });
    expect(robots('User-agent: *\nDisallow: /\nAllow: /')).toMatchObject({ disallowsAll: false });
    expect(robots('User-agent: *\nDisallow:\nsitemap: https://www.example.com/s.xml')).toEqual({ present: true, disallowsAll: false, sitemaps: ['https://www.example.com/s.xml'] });
    expect(robots('<!doctype html><html><body>Not found</body></html>')).toEqual({ present: false, disallowsAll: false, sitemaps: [] });
  });

  it('counts sitemap entries and rejects what is not a sitemap', () => {
    const sitemap = (sitemapXml: string) => factsOf('', {}, { robotsTxt: null, sitemapXml }).sitemap;
    expect(sitemap('<sitemapindex><sitemap><loc>https://www.example.com/a.xml</loc></sitemap><sitemap><loc>https://www.example.com/b.xml</loc></sitemap></sitemapindex>')).toEqual({
      present: true,
      kind: 'index',
      urls: 2,
    });
    expect(sitemap('<html><body>Oops</body></html>')).toEqual({ present: false, kind: null, urls: 0 });
    expect(sitemap('<urlset><url><loc>https://www.example.com/</loc></url><url></url></urlset>')).toEqual({ present: true, kind: 'urlset', urls: 1 });
  });

  it('treats subdomains as first party and finds mixed content on https pages', () => {
    const facts = factsOf(
      '<script src="https://cdn.example.com/app.js"></script><script src="//static.other.net/x.js"></script><img src="http://www.example.com/old.jpg" alt="Old"><iframe src="https://maps.google.com/embed"></iframe><link rel="canonical" href="https://partner.net/">',
    );
    expect(facts.resources).toMatchObject({
      externalScripts: 2,
      thirdPartyScripts: 1,
      thirdPartyScriptOrigins: ['static.other.net'],
      thirdPartyOrigins: ['static.other.net', 'maps.google.com'],
      insecure: 1,
      insecureExamples: ['http://www.example.com/old.jpg'],
    });
  });

  it('detects a viewport that blocks zooming, a meta CSP and X-Frame-Options', () => {
    const facts = factsOf('<meta name="viewport" content="width=device-width, maximum-scale=1"><meta http-equiv="Content-Security-Policy" content="default-src \'self\'">', {
      headers: { 'x-frame-options': 'DENY', 'strict-transport-security': 'max-age=0' },
    });
    expect(facts.viewport?.blocksZoom).toBe(true);
    expect(facts.security).toMatchObject({ csp: true, frameProtection: true, hsts: false });
    expect(factsOf('<meta name="viewport" content="width=device-width, user-scalable=no">').viewport?.blocksZoom).toBe(true);
  });

  it('counts words in visible text only', () => {
    const facts = factsOf(
      '<body><p>One two</p><script>var a = "not words";</script><style>.x{}</style><noscript>Enable JS</noscript><template><p>hidden</p></template><div hidden>gone</div><p>three<br>four</p></body>',
    );
    expect(facts.words).toBe(4);
  });
});
