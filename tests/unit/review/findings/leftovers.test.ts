/**
 * The review's judgement of the leftovers that embarrass a business, rule by rule, on small fixture
 * pages (judgement.test.ts has the rest): each is named with its evidence on the flawed page and not
 * on the sound one, nor where a look-alike is no leftover.
 */
import type { CheckedLink } from '@/lib/review/fetch/links';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { assess } from '@/lib/review/findings';
import { factsOf, found, ids } from '../../support/review-facts';

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
