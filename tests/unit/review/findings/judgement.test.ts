/**
 * The review's judgement, rule by rule, on small fixture pages: each rule names what the page's code
 * shows (both sides: the flawed page gets the finding with its evidence, the sound one does not),
 * praise is held back where the page contradicts it, and advice is written for the visitor's trade.
 * The leftovers that embarrass a business: leftovers.test.ts.
 */
import { strengths } from '@/lib/review/findings/strengths';
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
