/**
 * The review's judgement, rule by rule, on small fixture pages: each rule names what the page's code
 * shows (both sides: the flawed page gets the finding with its evidence, the sound one does not),
 * praise is held back where the page contradicts it, and advice is written for the visitor's trade.
 */
import type { CheckedLink } from '@/lib/review/fetch/links';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { strengths } from '@/lib/review/findings/strengths';
import { assess } from '@/lib/review/findings';
import { factsOf, found, ids } from '../../support/review-facts';

describe('what the code does, and what the fetch saw', () => {
  it('names a blocking script in <head> that did not answer, and praises none', () => {
    const facts = factsOf('<p>Hi</p>', {
      raw: true,
      resources: [{ url: 'http://code.jquery.com/jquery-1.8.3.min.js', thirdParty: true, renderBlocking: true, status: null, problem: 'unreachable', wireBytes: 0, bytes: 0 }],
    });
    const evidence = found(facts, 'render-blocking-scripts')!.evidence.join(' | ');
    expect(evidence).toContain('code.jquery.com/jquery-1.8.3.min.js (did not answer when we asked for it)');
    expect(evidence).toContain('still holds the first paint');
    expect(strengths(facts)).not.toContain('No script file in <head> holds the first paint.');
    // Speed is never praised from the estimate: the speed lines say what measured it.
    expect(strengths(factsOf('<p>Hi</p>')).join(' ')).not.toMatch(/paint of/);
    expect(found(facts, 'outdated-libraries')!.evidence[0]).toMatch(/^jQuery 1\.8\.3 \(code\.jquery\.com\/jquery-1\.8\.3\.min\.js\): versions before 3\.5\.0/);
  });

  it('counts every stylesheet in <head>, the ones that did not answer too', () => {
    const facts = factsOf('<p>Hi</p>', {
      resources: [
        { url: 'http://fonts.googleapis.com/css?family=Open+Sans', type: 'stylesheet', thirdParty: true, renderBlocking: true, status: null, problem: 'unreachable', wireBytes: 0 },
        { url: 'https://www.example.com/style.css', type: 'stylesheet', renderBlocking: true, wireBytes: 90_000, bytes: 90_000 },
      ],
    });
    expect(found(facts, 'render-blocking-css')!.evidence[0]).toMatch(/^2 stylesheets in <head> hold the first paint, 90 KB in all for the 1 that answered: fonts\.googleapis\.com\/css\?family=Open\+Sans \(did not answer/);
  });

  it('resolves every address against <base href>, and names a <base> that points off the site', () => {
    const facts = factsOf('<img src="images/a.jpg" data-src="x" alt="A"><a href="about.html">About</a>', { raw: true });
    expect(facts.baseHref).toBeNull();
    const off = factsOf('<html lang="en"><head><base href="http://localhost:8888/site/"></head><body><a href="about.html">About</a></body></html>', { raw: true });
    expect(off.baseHref).toEqual({ href: 'http://localhost:8888/site/', offSite: true });
    expect(found(off, 'base-off-site')!.evidence[0]).toContain('http://localhost:8888/site/');
    expect(found(off, 'base-off-site')!.severity).toBe('high');
    const own = factsOf('<html lang="en"><head><base href="/en/"></head><body></body></html>', { raw: true });
    expect(own.baseHref).toEqual({ href: 'https://www.example.com/en/', offSite: false });
    expect(ids(own)).not.toContain('base-off-site');
  });
});

describe('praise the page would contradict is not given', () => {
  it('images: not when a link’s only content is an image marked decorative, nor when many share one alt', () => {
    const fine = factsOf('<img src="/a.jpg" alt="Our office"><img src="/b.jpg" alt="">');
    expect(strengths(fine)).toContain('All 2 images have alt text or are marked decorative.');
    const unnamedLink = factsOf('<a href="/"><img src="/logo.png" alt=""></a><img src="/b.jpg" alt="Team">');
    expect(unnamedLink.images.decorativeLinks).toBe(1);
    expect(strengths(unnamedLink).join(' ')).not.toMatch(/alt text/);
    const shared = factsOf(Array.from({ length: 12 }, (_, i) => `<img src="/g${i}.jpg" alt="wedding photo">`).join(''));
    expect(strengths(shared).join(' ')).not.toMatch(/alt text/);
    expect(found(shared, 'shared-alt-text')!.evidence).toEqual(['12 images share the same alt text, "wedding photo"']);
  });

  it('calls to action: only those that lead somewhere, and not when links go to "#"', () => {
    const live = factsOf('<a href="/contact/">Contact us</a><p id="book">x</p><a href="#book">Book a consultation</a>');
    expect(strengths(live)).toContain('Calls to action that lead somewhere, e.g. "Contact us", "Book a consultation".');
    const dead = factsOf('<a href="#">Book a consultation</a><button type="button">Get a quote</button>');
    expect(dead.ctas).toMatchObject({ live: 0, dead: 1 });
    expect(strengths(dead).join(' ')).not.toMatch(/Calls to action/);
    expect(found(dead, 'dead-links')!.evidence[0]).toBe('1 link with text is written as href="#" (or javascript:) and goes nowhere: "Book a consultation"');
  });

  it('the description: not when it repeats the title, which is a finding of its own', () => {
    const facts = factsOf('<p>x</p>', { raw: true });
    expect(facts.description).toBeNull();
    const repeat = factsOf(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbor &amp; Vale Law | Family lawyers in Portland, Oregon, since 1998</title><meta name="description" content="Harbor & Vale Law - Family lawyers in Portland, Oregon, since 1998"></head><body></body></html>',
      { raw: true },
    );
    expect(found(repeat, 'description-repeats-title')!.evidence[0]).toMatch(/^The meta description repeats the title word for word/);
    expect(strengths(repeat).join(' ')).not.toMatch(/meta description/);
    expect(ids(repeat)).not.toContain('description-length');
  });

  it('weight and files: not while files were left unmeasured or to a script', () => {
    const facts = factsOf('<img src="" data-src="/big.jpg" alt="Portfolio">', { resources: [{ url: 'https://www.example.com/a.js' }] });
    const said = strengths(facts).join(' ');
    expect(said).not.toMatch(/^Light|Every file/);
    expect(found(facts, 'script-only-images')!.evidence[0]).toMatch(/^1 image has no src of its own: a script fills it in from data-src/);
    const withFallback = factsOf('<img src="" data-src="/big.jpg" alt="Portfolio"><noscript><img src="/big.jpg" alt="Portfolio"></noscript>');
    expect(ids(withFallback)).not.toContain('script-only-images');
  });
});

describe('advice that assumes nothing the page lacks', () => {
  it('a number shown as text gets “make it tappable”; no number at all gets “show one”', () => {
    const shown = factsOf('<footer>Call (847) 384-8202</footer>');
    expect(found(shown, 'no-phone-or-email-link')!.title).toBe('Make your phone number tappable');
    expect(found(shown, 'no-phone-or-email-link')!.evidence[0]).toBe('"(847) 384-8202" is written as plain text: the page has no tel: or mailto: link');
    const none = factsOf('<p>Welcome.</p>');
    expect(found(none, 'no-phone-or-email-link')!.title).toBe('Show a phone number or e-mail address');
    expect(found(none, 'no-phone-or-email-link')!.advice).not.toMatch(/tappable/);
  });

  it('reads phone numbers in other countries’ formats, obfuscated and protected e-mail addresses, before saying there are none', () => {
    for (const shown of ['Tel. 020 7123 4567', 'Ring +44 20 7123 4567', 'Call (02) 9876 5432', 'Phone 0161 832 7000', 'Call 847.384.8202']) {
      expect([shown, found(factsOf(`<footer>${shown}</footer>`), 'no-phone-or-email-link')!.title]).toEqual([shown, 'Make your phone number tappable']);
    }
    expect(found(factsOf('<p>Write to info [at] harborvale [dot] com</p>'), 'no-phone-or-email-link')!.title).toBe('Make your e-mail address tappable');
    const cloudflare = factsOf('<a href="/cdn-cgi/l/email-protection#1a7b">[email&#160;protected]</a>');
    expect(cloudflare.links.mailto).toBe(1);
    expect(ids(cloudflare)).not.toContain('no-phone-or-email-link');
    expect(factsOf('<footer>© 2013–2026 Antioch</footer>').contact.phones).toEqual([]);
  });

  it('favicon: a malformed rel is named as such, and /favicon.ico answering means there is one', () => {
    const malformed = factsOf('<p>x</p>', { raw: true });
    expect(malformed.malformedIcon).toBeNull();
    const shortcut = factsOf('<html lang="en"><head><link rel="shortcut" href="favicon.ico"></head><body></body></html>', { raw: true, faviconIco: 404 });
    expect(found(shortcut, 'no-favicon')!.title).toBe('Fix the favicon link');
    expect(found(shortcut, 'no-favicon')!.evidence[0]).toContain('<link rel="shortcut" href="favicon.ico"> is not an icon link');
    const root = factsOf('<p>x</p>', { faviconIco: 200 });
    expect(ids(root)).not.toContain('no-favicon');
    expect(found(factsOf('<p>x</p>', { faviconIco: 404 }), 'no-favicon')!.evidence[0]).toBe('No icon link in the page’s <head>, and /favicon.ico answers 404');
  });

  it('no form: not when a button opens a hosted form, or a contact page is linked', () => {
    expect(ids(factsOf('<a class="typeform-share button" href="https://studio.typeform.com/to/abc">Contact Form</a>'))).not.toContain('no-form');
    expect(ids(factsOf('<a href="/contact/">Get in touch</a>'))).not.toContain('no-form');
    expect(ids(factsOf('<p>Nothing here.</p>'))).toContain('no-form');
  });

  it('headings: names the level the page really starts at', () => {
    expect(found(factsOf('<h4>Get in Touch</h4><h2>Work</h2>'), 'h1-missing')!.evidence[0]).toBe('No <h1>; the first heading is an h4: "Get in Touch"');
    expect(found(factsOf('<p>x</p>'), 'h1-missing')!.evidence[0]).toBe('No headings at all on the page, so no <h1>');
  });

  it('writes advice in the visitor’s trade', () => {
    const facts = factsOf('<p>Open daily.</p><a href="/a">Click here</a>');
    expect(found(facts, 'no-call-to-action', 'local-businesses')!.advice).toContain('Call us');
    expect(found(facts, 'no-call-to-action', 'lawyers')!.advice).toContain('Book a consultation');
    expect(found(facts, 'no-call-to-action', 'nonprofits')!.advice).toContain('Donate');
    expect(found(facts, 'generic-link-text', 'lawyers')!.advice).toContain('See our practice areas');
    expect(found(facts, 'generic-link-text', 'lawyers')!.advice).not.toMatch(/menu/);
    expect(found(facts, 'structured-data-missing', 'accountants')!.advice).toContain('as an AccountingService:');
    // The page names itself "family lawyers": the type is its trade's own; an accountant's is the industry's, never a lawyer's.
    expect(found(facts, 'structured-data-missing', 'lawyers')!.advice).toContain('as a LegalService, schema.org’s type for your trade:');
    // A thin page's advice names the trade's own people: a congregation has no clients, a shop has customers.
    expect(found(facts, 'thin-content', 'nonprofits')!.advice).toBe('Say what you do, who it is for and how to take part (visit, volunteer, give), in the words of the people you serve.');
    expect(found(facts, 'thin-content', 'local-businesses')!.advice).toContain('in your customers’ words');
    expect(found(facts, 'thin-content', 'lawyers')!.advice).toContain('in your clients’ words');
  });

  it('a privacy policy where the page collects something: a form or an analytics tag, named; not for a page that collects nothing', () => {
    expect(found(factsOf('<p>We are open daily.</p>'), 'no-privacy-link')).toBeUndefined();
    expect(found(factsOf('<form role="search"><input type="search" name="q" aria-label="Search"></form>'), 'no-privacy-link')).toBeUndefined();
    const form = found(factsOf('<form action="/send"><label>Name <input name="name"></label><label>Message <textarea name="message"></textarea></label></form>'), 'no-privacy-link')!;
    expect(form.evidence).toEqual(['No link on the page mentions a privacy policy, though it collects visitors’ data: a form']);
    expect(form.advice).toBe('Link it in the footer and next to the form.');
    const tag = found(factsOf('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"></script>'), 'no-privacy-link')!;
    expect(tag.evidence).toEqual(['No link on the page mentions a privacy policy, though it collects visitors’ data: an analytics tag']);
    expect(tag.advice).toBe('Link it in the footer.');
    expect(found(factsOf('<form action="/send"><textarea name="message" aria-label="Message"></textarea></form><a href="/privacy">Privacy policy</a>'), 'no-privacy-link')).toBeUndefined();
  });

  it('the h1: the logo as the only h1 is named and not praised; a heading of the page’s own is praised', () => {
    const logo = factsOf('<header><h1 id="logo"><a href="/">Homedale Chiropractic</a></h1></header><h2>Gentle care for the whole family</h2>');
    expect(logo.headings.h1IsLogo).toBe(true);
    expect(found(logo, 'h1-is-logo')!.evidence[0]).toBe('The page’s only h1 is its logo, the site’s name: "Homedale Chiropractic", so the main heading says nothing of what this page offers');
    expect(strengths(logo).join(' ')).not.toContain('One clear main heading');
    const homeLink = factsOf('<h1><a href="https://www.example.com/index.html">Harbor &amp; Vale Law</a></h1>');
    expect(homeLink.headings.h1IsLogo).toBe(true);
    const own = factsOf('<a href="/" class="logo">Harbor &amp; Vale Law</a><h1>Family lawyers in <a href="/portland/">Portland</a></h1>');
    expect(own.headings.h1IsLogo).toBe(false);
    expect(ids(own)).not.toContain('h1-is-logo');
    expect(strengths(own)).toContain('One clear main heading: "Family lawyers in Portland".');
  });

  it('alt-text praise is not given for stand-in pictures, whose alts describe photos not there yet', () => {
    const standIns = factsOf('<img src="https://placehold.co/600x400" alt="Homemade biscuits and gravy"><img src="/img/cafe.jpg" alt="Our café on Main Street">');
    expect(strengths(standIns).join(' ')).not.toContain('have alt text');
    expect(strengths(factsOf('<img src="/img/a.jpg" alt="Our café"><img src="/img/b.jpg" alt="Our kitchen">')).join(' ')).toContain('All 2 images have alt text');
  });

  it('frames: one an inline style hides is still checked (responsive pages show it by media query), one in a <template> or hidden is not', () => {
    const facts = factsOf(
      '<iframe class="big" src="https://maps.example/a"></iframe><iframe class="small" style="display:none" src="https://maps.example/b"></iframe><template><iframe src="https://maps.example/c"></iframe></template><iframe hidden src="https://maps.example/d"></iframe>',
    );
    expect(found(facts, 'untitled-frames')!.evidence[0]).toBe('2 frames without a title, so screen readers cannot say what they hold: https://maps.example/a, https://maps.example/b');
  });
});

describe('the leftovers that embarrass a business', () => {
  it('file:///, localhost and loopback addresses, but not the page’s own host', () => {
    const facts = factsOf('<img data-src="file:///Users/me/Desktop/site/hero.jpg" alt="x"><a href="http://localhost:8080/about">About</a><a href="http://127.0.0.1/x">x</a>');
    expect(facts.leftovers.local).toBe(3);
    expect(found(facts, 'build-leftover-links')!.evidence[0]).toMatch(/^3 addresses in the page point at a computer.*file:\/\/\/Users\/me\/Desktop\/site\/hero\.jpg/);
    const local = factsOf('<a href="http://127.0.0.2:4700/about">About</a>', { url: 'http://127.0.0.2:4700/' });
    expect(local.leftovers.local).toBe(0);
  });

  it('a "#" link a script drives is neither dead nor praised', () => {
    const modal = factsOf('<a href="#" class="open-booking" data-modal="booking">Book a consultation</a>');
    expect(modal.deadLinks.count).toBe(0);
    expect(modal.ctas).toMatchObject({ count: 1, live: 0, dead: 0 });
    expect(ids(modal)).not.toContain('no-call-to-action');
    const submenu = factsOf('<nav><ul><li><a href="#">Services</a><ul><li><a href="/wills/">Wills</a></li></ul></li></ul></nav>');
    expect(submenu.deadLinks.count).toBe(0);
  });

  it('only gone or failing pages are broken links: not a members’ area or a busy server', () => {
    const links: CheckedLink[] = [403, 401, 429, 503].map((status, i) => ({ url: `https://www.example.com/p${i}/`, text: `P${i}`, status, problem: null }));
    expect(ids(factsOf('<p>x</p>', { links }))).not.toContain('broken-links');
    const failing = factsOf('<p>x</p>', { links: [{ url: 'https://www.example.com/a/', text: 'A', status: 500, problem: null }] });
    expect(found(failing, 'broken-links')!.title).toBe('Fix the broken links to your own pages');
  });

  it('a staging host in the navigation, not an ordinary link elsewhere', () => {
    const facts = factsOf('<nav><a href="https://staging.example-dev.com/services/">Services</a></nav><p><a href="https://github.com/x">Code</a></p>');
    expect(found(facts, 'staging-links')!.evidence[0]).toContain('Services → https://staging.example-dev.com/services/');
    expect(ids(factsOf('<p><a href="https://partner.com/">Partner</a></p><nav><a href="/about">About</a></nav>'))).not.toContain('staging-links');
  });

  it('filler text, quoted, and WordPress’s sample post by its exact title', () => {
    expect(found(factsOf('<h2><a href="/?p=1">Hello world!</a></h2>'), 'filler-text')!.evidence[0]).toContain('Hello world!');
    expect(ids(factsOf('<h1>Hello world! I photograph weddings in Columbus.</h1>'))).not.toContain('filler-text');
    expect(ids(factsOf('<p>Opening date TBD. We replace placeholder text with your words.</p>'))).not.toContain('filler-text');
    expect(found(factsOf('<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>'), 'filler-text')!.evidence[0]).toContain('Lorem ipsum dolor sit amet');
    expect(ids(factsOf('<p>We draft wills and trusts for Portland families.</p>'))).not.toContain('filler-text');
    const note = factsOf('<p>x</p>', { raw: true });
    expect(note.leftovers.filler).toEqual([]);
    const developerNote = factsOf('<html lang="en"><head><meta name="description" content="TODO: write the description for SEO"></head><body></body></html>', { raw: true });
    expect(found(developerNote, 'filler-text')!.evidence[0]).toContain("TODO: write the description");
  });

  it('a copyright year two or more years old, not this or last year’s, nor one a script fills in', () => {
    expect(found(factsOf('<footer>Copyright © 2021 Firm LLP</footer>'), 'stale-copyright')!.evidence[0]).toBe('The copyright notice reads "Copyright © 2021", 5 years ago');
    expect(ids(factsOf('<footer>© 2013–2025 Firm</footer>'))).not.toContain('stale-copyright');
    expect(ids(factsOf('<footer>© <span id="year">2019</span> Firm</footer>'))).not.toContain('stale-copyright');
  });

  it('a dated notice two or more years old, not a year of the firm’s history', () => {
    const closed = factsOf('<p>Our office will be closed December 24–26, 2019 for the holidays.</p>');
    expect(found(closed, 'stale-notice')!.evidence[0]).toBe('"Our office will be closed December 24–26, 2019 for the holidays." is a notice dated 2019, 7 years ago');
    expect(ids(factsOf('<p>Serving Portland families since 1998. Book a consultation today.</p>'))).not.toContain('stale-notice');
    expect(ids(factsOf('<p>Founded in 2005, we updated our offices last spring.</p>'))).not.toContain('stale-notice');
    expect(ids(factsOf('<p>Holiday hours for 2025: closed on the 25th.</p>'))).not.toContain('stale-notice');
    expect(ids(factsOf('<footer>Copyright © 2021 Firm. Updated daily.</footer>'))).not.toContain('stale-notice');
  });

  it('retired Universal Analytics, not Google Analytics 4, each old tag by its own name', () => {
    const ua = factsOf('<script>var _gaq=_gaq||[];_gaq.push(["_setAccount","UA-21009327-1"]);</script>');
    expect(found(ua, 'old-analytics')!.evidence[0]).toContain('UA-21009327-1');
    const classic = factsOf('<script>var _gaq=[];_gaq.push(["_setAccount","UA-21009327-1"]);(function(){var ga=document.createElement("script");ga.src="https://ssl.google-analytics.com/ga.js";})();</script>');
    expect(found(classic, 'old-analytics')!.evidence[0]).toBe('The page loads Classic Google Analytics (ga.js) for UA-21009327-1, which reports to Universal Analytics: Google stopped processing Universal Analytics in July 2023, so it no longer counts your visitors');
    const universal = factsOf('<script async src="https://www.google-analytics.com/analytics.js"></script><script>ga("create","UA-1234567-1","auto")</script>');
    expect(found(universal, 'old-analytics')!.evidence[0]).toBe('The page loads Universal Analytics (analytics.js) for UA-1234567-1: Google stopped processing Universal Analytics in July 2023, so it no longer counts your visitors');
    expect(ids(factsOf('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC1234567"></script>'))).not.toContain('old-analytics');
    expect(ids(factsOf('<script>ga("create","UA-1234567-1","auto")</script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-ABCD12"></script>'))).not.toContain('old-analytics');
    const gtag = factsOf('<script async src="https://www.googletagmanager.com/gtag/js?id=UA-7654321-2"></script><script>gtag("config", "UA-7654321-2");</script>');
    expect(found(gtag, 'old-analytics')!.evidence[0]).toContain('UA-7654321-2');
  });

  it('takes an analytics tag for a script that loads or calls one, never an id in a configuration object or a look-alike file', () => {
    const config = factsOf('<script>window.themeSettings = {"analytics": {"trackingId": "UA-1234567-1"}, "ga": "off"};</script><script type="application/json">{"ua":"UA-7654321-2"}</script>');
    expect(config.analytics).toMatchObject({ universal: false, universalIds: [] });
    expect(ids(config)).not.toContain('old-analytics');
    expect(factsOf('<script src="/js/omega.js"></script><script>ga("create","UA-1234567-1","auto")</script>').analytics.legacyLoader).toBeNull();
  });

  it('old libraries by version, from the address or the file’s own comment', () => {
    const old = factsOf('<p>x</p>', {
      resources: [
        { url: 'https://www.example.com/wp-includes/js/jquery/jquery.js?ver=1.12.4' },
        { url: 'https://www.example.com/js/vendor.js', banner: '/*! jQuery v3.4.1 | (c) JS Foundation */' },
        { url: 'https://cdn.example.net/bootstrap/3.3.7/js/bootstrap.min.js', thirdParty: true },
        { url: 'https://www.example.com/wp-includes/js/jquery/jquery-migrate.min.js?ver=1.4.1' },
      ],
    });
    expect(old.libraries.map((l) => `${l.name} ${l.version}`)).toEqual(['jQuery 1.12.4', 'jQuery 3.4.1', 'Bootstrap 3.3.7']);
    const current = factsOf('<p>x</p>', {
      resources: [
        { url: 'https://www.example.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' },
        { url: 'https://www.example.com/bootstrap-5.3.2.min.js' },
        // A theme's own version in ?ver= says nothing about the library it bundles.
        { url: 'https://www.example.com/wp-content/themes/x/js/bootstrap.min.js?ver=1.0.2' },
      ],
    });
    expect(current.libraries).toEqual([]);
  });

  it('no doctype, and no character set only when neither the page nor the header names one', () => {
    const bare = factsOf('<html><head><title>x</title></head><body></body></html>', { raw: true, headers: { 'content-type': 'text/html' } });
    expect(ids(bare)).toEqual(expect.arrayContaining(['no-doctype', 'no-charset']));
    const headerCharset = factsOf('<html><head><title>x</title></head><body></body></html>', { raw: true });
    expect(ids(headerCharset)).not.toContain('no-charset');
    expect(ids(factsOf('<p>x</p>'))).not.toEqual(expect.arrayContaining(['no-doctype']));
    const bom = factsOf('\uFEFF<!DOCTYPE html><html><head><title>x</title></head><body></body></html>', { raw: true, headers: { 'content-type': 'text/html' } });
    expect(ids(bom)).not.toContain('no-charset');
  });

  it('a script that sends phones elsewhere, not one that only reads the width', () => {
    expect(ids(factsOf('<script>if (window.innerWidth > 900) { initMenu(); } document.querySelector("form").onsubmit = () => { location.href = "/thanks"; };</script>'))).not.toContain('phone-redirect');
    const facts = factsOf('<script>if(screen.width < 600){ window.location = "http://m.example.com/test.html"; }</script>');
    expect(found(facts, 'phone-redirect')!.evidence[0]).toContain('http://m.example.com/test.html');
    expect(ids(factsOf('<script>document.querySelector("a").addEventListener("click",()=>{location.href="/x"})</script>'))).not.toContain('phone-redirect');
  });

  it('the site’s own pages that answer errors, named with their link text', () => {
    const links: CheckedLink[] = [
      { url: 'https://www.example.com/about/', text: 'About', status: 404, problem: null },
      { url: 'https://www.example.com/team/', text: 'Team', status: 200, problem: null },
    ];
    const facts = factsOf('<p>x</p>', { links });
    expect(found(facts, 'broken-links')!.evidence).toEqual(['1 of the 2 pages of this site we asked for answers with an error, e.g. "About" → /about/ answers 404']);
    expect(ids(factsOf('<p>x</p>', { links: [links[1]!] }))).not.toContain('broken-links');
  });

  it('address and opening hours for a local business only, read from text, <address> and structured data', () => {
    const bare = factsOf('<p>Fresh bread every day.</p>');
    expect(ids(bare, 'local-businesses')).toEqual(expect.arrayContaining(['no-address', 'no-opening-hours']));
    expect(ids(bare, 'lawyers')).not.toEqual(expect.arrayContaining(['no-address']));
    const shown = factsOf('<footer><address>12 Main Street, Geneva, NE 68361</address><p>Open Mon–Sat 7am – 2pm</p></footer>');
    expect(ids(shown, 'local-businesses')).not.toEqual(expect.arrayContaining(['no-address']));
    expect(ids(shown, 'local-businesses')).not.toContain('no-opening-hours');
    const structured = factsOf('<script type="application/ld+json">{"@type":"Restaurant","address":{"streetAddress":"1 Elm"},"openingHours":"Mo-Su 11:00-21:00"}</script>');
    expect(ids(structured, 'local-businesses')).not.toEqual(expect.arrayContaining(['no-address']));
    expect(ids(structured, 'local-businesses')).not.toContain('no-opening-hours');
  });

  it('says when the weight counts fonts offered in several formats, of which a browser downloads one', () => {
    const font = (file: string, wireBytes: number) => ({ url: `https://www.example.com/fonts/${file}`, type: 'font' as const, from: 'css' as const, wireBytes });
    const facts = factsOf('<p>x</p>', { resources: [font('icons.woff2', 20_000), font('icons.woff', 30_000), font('icons.ttf?v=2', 60_000), font('icons.svg#icons', 90_000), font('body.woff2', 15_000)] });
    expect(facts.performance.fontAlternates).toBe(3);
    // What blocks the first paint takes one file per face, the format a browser picks.
    expect(facts.performance.earlyBytes - facts.performance.byType.html).toBe(35_000);
    const summary = writeBuiltinReport(facts, assess(facts, { industry: 'lawyers' }), { industry: 'lawyers' }).summary;
    expect(summary).toContain('the page and 5 files it references, 215 KB in all, counting 3 font files that only stand in for another format of the same font.');
    const single = factsOf('<p>x</p>', { resources: [font('body.woff2', 15_000)] });
    expect(writeBuiltinReport(single, assess(single, { industry: 'lawyers' }), { industry: 'lawyers' }).summary).not.toContain('stand in');
  });

  it('a trade that goes to its customers is not asked for an address, and is asked when it takes calls', () => {
    const plumber = factsOf('<h1>Rivera Plumbing | Leak repairs in Austin</h1><p>Burst pipe? Call (512) 555-0148.</p>');
    expect(ids(plumber, 'local-businesses')).not.toContain('no-address');
    const hours = found(plumber, 'no-opening-hours', 'local-businesses')!;
    expect(hours.title).toBe('Say when you take calls');
    expect(hours.evidence[0]).toContain('it names itself by its trade, "Rivera Plumbing | Leak repairs in Austin"');
    expect(hours.advice).toContain('emergency call-outs');
    expect(found(plumber, 'structured-data-missing', 'local-businesses')!.advice).toContain('the towns you cover (areaServed)');
    const typed = factsOf('<script type="application/ld+json">{"@context":"https://schema.org","@type":["Electrician"],"name":"Volt Bros"}</script><p>Wiring and rewiring.</p>');
    expect(ids(typed, 'local-businesses')).not.toContain('no-address');
    expect(found(typed, 'no-opening-hours', 'local-businesses')!.evidence[0]).toContain('its structured data names it an Electrician');
    // A page without a title or h1 names its business by its logo (or its og:site_name).
    const logo = factsOf('<header><img id="logo" src="/uploads/logo-header1.png" alt="J Knisely Landscaping"></header><h2>Leaf Care</h2>');
    expect(ids(logo, 'local-businesses')).not.toContain('no-address');
    expect(found(logo, 'no-opening-hours', 'local-businesses')!.evidence[0]).toContain('it names itself by its trade, "J Knisely Landscaping"');
    const mobile = factsOf('<h1>Pawfect Grooming</h1><p>Our mobile grooming van: we’ll come to you.</p>');
    expect(ids(mobile, 'local-businesses')).not.toContain('no-address');
    // A shop that delivers, or that sells a trade's supplies under another name, still has a door.
    // A cleaning company's services are done at its customers' places; a dry cleaner has a counter.
    const cleaners = factsOf('<h1>Fresh Start</h1><nav><a href="/r">Residential Cleaning</a> <a href="/c">Commercial Cleaning</a></nav>');
    expect(ids(cleaners, 'local-businesses')).not.toContain('no-address');
    const dryCleaner = factsOf('<h1>Main Street Dry Cleaning</h1><p>Same-day dry cleaning and alterations.</p>');
    expect(ids(dryCleaner, 'local-businesses')).toContain('no-address');
    const bakery = factsOf('<h1>Crumb &amp; Co. Bakery</h1><p>Fresh bread delivered to your door.</p>');
    expect(ids(bakery, 'local-businesses')).toEqual(expect.arrayContaining(['no-address', 'no-opening-hours']));
    expect(found(bakery, 'no-opening-hours', 'local-businesses')!.title).toBe('Show your opening hours');
  });

  it('a sound page gains no new finding', () => {
    const facts = factsOf(
      '<header><nav><a href="/services/">Services</a><a href="/contact/">Contact us</a></nav></header><main><h1>Family lawyers in Portland</h1><p>Call <a href="tel:+15032740147">(503) 274-0147</a> or write to <a href="mailto:hello@harborvalelaw.com">hello@harborvalelaw.com</a>.</p><img src="/office.jpg" alt="Our office on Main Street"></main><footer>© 2026 Harbor &amp; Vale Law</footer>',
      { links: [{ url: 'https://www.example.com/services/', text: 'Services', status: 200, problem: null }], faviconIco: 200 },
    );
    const newRules = ['stale-notice', 'base-off-site', 'build-leftover-links', 'staging-links', 'filler-text', 'stale-copyright', 'outdated-libraries', 'no-doctype', 'no-charset', 'phone-redirect', 'dead-links', 'broken-links', 'old-analytics', 'script-only-images', 'shared-alt-text', 'description-repeats-title', 'no-favicon', 'no-form'];
    expect(ids(facts).filter((id) => newRules.includes(id))).toEqual([]);
  });
});
