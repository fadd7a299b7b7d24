import { extractFacts, factLimits, type PageSnapshot, type SiteExtras } from '@/lib/review/facts';

/**
 * The facts stage at its edges: broken or empty markup, the caps on what it keeps, and how it reads
 * labels, link names, calls to action, robots rules, sitemaps, first parties, viewports and words.
 */

const noExtras: SiteExtras = { robotsTxt: null, sitemapXml: null };

/** A page at https://www.example.com/ with the given body and options. */
function factsOf(body: string, page: Partial<PageSnapshot> = {}, extras: SiteExtras = noExtras) {
  return extractFacts({ url: 'https://www.example.com/', status: 200, headers: {}, body, bytes: 0, elapsedMs: 100, redirects: [], ...page }, extras);
}

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
    expect(facts.forms).toEqual({ count: 1, fields: 8, unlabelled: 4, unlabelledFields: ['e', 'f', 'g', 'h'], messageForms: 1, searchForms: 0, signupForms: 0, actionForms: 1, writeForms: 1, mailtoActions: [], starredNotRequired: 0, starredExamples: [] });
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
