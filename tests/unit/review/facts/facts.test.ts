import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFacts } from '@/lib/review/facts';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', '..', 'fixtures', 'review-site', name), 'utf8');

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
    expect(facts.forms).toEqual({ count: 1, fields: 6, unlabelled: 0, unlabelledFields: [], messageForms: 1, searchForms: 0, signupForms: 0, actionForms: 1, writeForms: 1, mailtoActions: [], starredNotRequired: 0, starredExamples: [] });
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
    expect(facts.headings).toEqual({ h1Count: 2, h1: ['Riverside Plumbing & Heating', 'Welcome to our website!'], h1IsLogo: false, h2Count: 0, h2: [], first: { level: 1, text: 'Riverside Plumbing & Heating' } });
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
    expect(facts.forms).toEqual({ count: 1, fields: 4, unlabelled: 4, unlabelledFields: ['name', 'email', 'phone', 'message'], messageForms: 1, searchForms: 0, signupForms: 0, actionForms: 1, writeForms: 1, mailtoActions: [], starredNotRequired: 0, starredExamples: [] });
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
