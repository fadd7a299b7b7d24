/**
 * Real, not merely present: what the review counts or praises is what it looks like. Hidden elements
 * are no contact details, calls to action or dead links; stand-in contact details are placeholders;
 * alt texts, calls to action, forms, files and structured data are praised only when they hold up;
 * counts are exact; area scores agree with the findings.
 */
import { assess } from '@/lib/review/findings';
import { strengths } from '@/lib/review/findings/strengths';
import { factsOf, found, ids, sound } from '../../support/review-facts';

describe('what a visitor cannot see', () => {
  it('is no contact detail, call to action or dead link', () => {
    const hidden = factsOf(
      '<div style="display:none"><p>Call 503-274-0147</p><a href="tel:+15032740147">Call us</a></div><p hidden>Book a consultation</p><a href="#" aria-hidden="true">Read our story</a><template><a href="mailto:hi@harborvale.law">Write</a></template>',
    );
    expect(hidden.contact.phones).toEqual([]);
    expect(hidden.links.tel).toBe(0);
    expect(hidden.links.mailto).toBe(0);
    expect(hidden.ctas.count + hidden.ctas.dead).toBe(0);
    expect(hidden.deadLinks.count).toBe(0);
    expect(found(hidden, 'no-phone-or-email-link')!.title).toBe('Show a phone number or e-mail address');
  });

  it('a page kept invisible until its script runs is a finding; a pure-CSS fade-in is not', () => {
    const body = `<div id="page">${'<p>We repair roofs across Marlton and the county, every season of the year.</p>'.repeat(4)}</div><script>document.getElementById('page').style.opacity = 1</script>`;
    const hiddenPage = factsOf(body.replace('<div id="page">', '<style>#page { opacity: 0; }</style><div id="page">'));
    expect(found(hiddenPage, 'hidden-until-script')!.evidence[0]).toContain('(#page { opacity: 0; })');
    expect(found(factsOf(`<style>body{opacity:0}</style>${body}`), 'hidden-until-script')!.evidence[0]).toContain('body { opacity:0 }');
    expect(found(factsOf(`<style>body:not(.loaded){visibility:hidden}</style>${body}`), 'hidden-until-script')!.evidence[0]).toContain('body:not(.loaded) { visibility:hidden }');
    expect(found(factsOf(`<style>html.js body { display: none }</style>${body}`), 'hidden-until-script')).toBeDefined();
    expect(ids(factsOf(`<style>body { opacity: 0; animation: fade 1s forwards }</style>${body}`))).not.toContain('hidden-until-script');
    expect(ids(factsOf(`<style>.modal { display: none }</style><div class="modal">Sign up</div>${body}`))).not.toContain('hidden-until-script');
  });
});

describe('placeholder contact details', () => {
  it('are named as placeholders, never “make it tappable”, and leave the page with no way to reach the business', () => {
    const facts = factsOf('<footer><p>Call (503) 555-0147 or +019988772</p><p>Write to your@email or info@example.com</p><p>123 Main Street, Anytown, ST 12345</p><a href="tel:+15035550147">Call now</a></footer>');
    const placeholder = found(facts, 'placeholder-contact')!;
    expect(placeholder.evidence.join(' ')).toContain('"(503) 555-0147" is not a real phone number: 555-0100 to 555-0199 are reserved for fiction and examples');
    expect(placeholder.evidence.join(' ')).toContain('"+019988772" is not a real phone number');
    expect(placeholder.evidence.join(' ')).toContain('"info@example.com" is not a real e-mail address');
    expect(placeholder.evidence.join(' ')).toContain('"your@email"');
    expect(placeholder.evidence.join(' ')).toContain('Anytown');
    const contact = found(facts, 'no-phone-or-email-link')!;
    expect(contact.title).toBe('Show a real phone number or e-mail address');
    expect(contact.evidence[0]).toContain('a visitor has no way to reach the business by phone or e-mail');
    expect(contact.evidence[0]).not.toMatch(/tappable|plain text/);
    expect(strengths(facts).join(' ')).not.toMatch(/tap-to-call/);
    expect(facts.contact.address).toBe(false);
  });

  it('reads numbers in the forms businesses write them, and a labelled fax is not a phone', () => {
    for (const written of ['(972) 989 - 5880', '978.377.5200', '+1 212-997-7400']) expect([written, factsOf(`<p>${written}</p>`).contact.phones]).toEqual([written, [written]]);
    const fax = factsOf('<p>Phone: 913-422-0875 | Fax: 913-422-0883</p><h4>Fax</h4><p>Fax availability is 24 hours a day.</p><div>+1 (415) 221-8222</div>');
    expect(fax.contact.phones).toEqual(['913-422-0875']);
    expect(fax.contact.faxes).toEqual(['913-422-0883', '+1 (415) 221-8222']);
  });

  it('does not read "Illinois at Chicago" as an e-mail address', () => {
    expect(factsOf('<p>She studied at the University of Illinois at Chicago. Her focus is youth.</p>').contact.emails).toEqual([]);
    expect(factsOf('<p>Write to info [at] harborvale [dot] law</p>').contact.emails).toEqual(['info [at] harborvale [dot] law']);
  });
});

describe('praise that must hold', () => {
  it('alt texts: not a file name, not “logo” on a photo, not one alt for links to different pages, not a decorative logo', () => {
    const cases = {
      fileName: '<img src="/uploads/1776390142258-firstlutheranlogocropped.png" alt="Firstlutheran"><img src="/a.jpg" alt="IMG_4031.JPG">',
      logo: '<img src="/team/maria-at-work.jpg" alt="logo">',
      sameName: '<a href="/weddings"><img src="/w.jpg" alt="Read more"></a><a href="/families"><img src="/f.jpg" alt="Read more"></a>',
      decorativeLogo: '<header><a href="/"><img src="/images/pure-green-logo.png" alt=""></a></header><p>Cleaning done right.</p>',
    };
    for (const [name, body] of Object.entries(cases)) {
      const facts = factsOf(body);
      expect([name, strengths(facts).join(' ')]).not.toEqual([name, expect.stringMatching(/alt text/)]);
      expect([name, ids(facts)]).toEqual([name, expect.arrayContaining(['vague-alt-text'])]);
    }
    expect(found(factsOf(cases.fileName), 'vague-alt-text')!.evidence[0]).toContain('alt="Firstlutheran" on /uploads/1776390142258-firstlutheranlogocropped.png: words run together from the file’s name');
    expect(found(factsOf(cases.sameName), 'vague-alt-text')!.evidence[0]).toBe('2 image links to different pages are all named "Read more"');
    // A short word that names the picture is a description, whatever the file is called.
    expect(ids(factsOf('<img src="/outside.png" alt="Outside">'))).not.toContain('vague-alt-text');
  });

  it('names the brand that only the logo shows, when no text on the page says it', () => {
    const head = '<html lang="en"><head><title>Home | Pure Green Cleaning</title></head>';
    const facts = factsOf(`${head}<body><img src="/images/pgc-logo.png"><p>We clean homes.</p></body></html>`, { raw: true });
    expect(found(facts, 'vague-alt-text')!.evidence.join(' ')).toContain('The name "Pure Green Cleaning" appears nowhere in the page’s text');
    expect(factsOf(`${head}<body><img src="/images/pgc-logo.png"><footer>© 2026 Pure Green Cleaning</footer></body></html>`, { raw: true }).images.brandOnlyInLogo).toBeNull();
  });

  it('looks for the name in every form it is written before saying it appears nowhere: "&" or "and", accents, a company form, its structured data', () => {
    const shown = (title: string, body: string, extra = '') =>
      factsOf(`<html lang="en"><head><title>${title}</title>${extra}</head><body><img src="/img/logo.png"><p>${body}</p></body></html>`, { raw: true }).images.brandOnlyInLogo;
    expect(shown('Services | Smith &amp; Jones LLC', 'Smith and Jones have advised families since 1990.')).toBeNull();
    expect(shown('Home | Café Lumière', 'Cafe Lumiere opens at eight.')).toBeNull();
    expect(shown('Home | Harbor Law', 'Harbor Law, P.C. serves Portland.')).toBeNull();
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService","name":"Harbor & Vale Law"}</script>';
    expect(shown('Home | HVL Family Law Group', 'Harbor and Vale Law, family lawyers.', ld)).toBeNull();
    expect(shown('Home | Smith & Jones LLC', 'We advise families.')).toBe('Smith & Jones LLC');
  });

  it('calls to action: only when their targets resolve', () => {
    for (const href of ['#', 'http://localhostcontact', '']) {
      const facts = factsOf(`<a href="${href}">Contact us</a><a href="/about">About</a>`);
      expect([href, strengths(facts).join(' ')]).not.toEqual([href, expect.stringMatching(/Calls to action/)]);
    }
    expect(strengths(factsOf('<a href="/contact">Contact us</a>')).join(' ')).toMatch(/Calls to action that lead somewhere/);
  });

  it('a search box is not a way to get in touch, and its field is not a form praised for labels', () => {
    const facts = factsOf('<form action="/search-results"><label for="q"><input id="q" name="search" value="Search here..."></label><input type="submit" value="Go!"></form>');
    expect(facts.forms).toMatchObject({ fields: 1, unlabelled: 1, messageForms: 0, searchForms: 1, actionForms: 0 });
    expect(found(facts, 'no-phone-or-email-link')!.evidence[0]).not.toContain('only way to get in touch');
    expect(found(facts, 'no-form')!.evidence[0]).toContain('(a search box is not one)');
    expect(found(facts, 'no-call-to-action')).toBeDefined();
  });

  it('“Light” only when every file it counts was fetched, none answering 404', () => {
    const light = factsOf('<p>x</p>', { resources: [{ url: 'https://www.example.com/a.css', type: 'stylesheet' }] });
    expect(strengths(light).join(' ')).toMatch(/^.*Light:/m);
    const broken = factsOf('<p>x</p>', { resources: [{ url: 'https://www.example.com/a.css', type: 'stylesheet' }, { url: 'https://www.example.com/gone.png', type: 'image', status: 404 }] });
    expect(strengths(broken).join(' ')).not.toMatch(/Light:/);
  });

  it('structured data: praised when it names the business with a schema.org type; an invented type is a finding', () => {
    const business = factsOf('<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService","name":"Harbor & Vale Law"}</script>');
    expect(strengths(business)).toContain('Structured data names who the page is about: a LegalService, "Harbor & Vale Law".');
    const site = factsOf('<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Home"}</script>');
    expect(strengths(site).join(' ')).not.toMatch(/Structured data/);
    const invented = factsOf('<script type="application/ld+json">{"@context":"https://schema.org","@type":"LawFirm","name":"Harbor & Vale"}</script><div itemscope itemtype="http://data-vocabulary.org/Breadcrumb"></div>');
    expect(found(invented, 'structured-data-invalid')!.evidence).toEqual(['Not schema.org types, so search engines ignore them: LawFirm, data-vocabulary.org/Breadcrumb']);
    expect(ids(invented)).not.toContain('structured-data-missing');
    expect(strengths(invented).join(' ')).not.toMatch(/Structured data/);
  });
});

describe('counts and scores', () => {
  it('counts exactly: pages linked beyond those asked for, every local address, every uncached file', () => {
    const links = Array.from({ length: 20 }, (_, i) => ({ url: `https://www.example.com/p${i}`, text: `Page ${i}`, status: i < 15 ? (i < 11 ? 404 : 200) : null, problem: i < 15 ? null : ('not checked: cap' as const) }));
    expect(found(factsOf('<p>x</p>', { links }), 'broken-links')!.evidence[0]).toMatch(/^11 of the 15 pages of this site we asked for answer with an error \(the page links to 20 pages of this site; 5 were not asked for\)/);
    const local = factsOf(Array.from({ length: 33 }, (_, i) => `<a href="http://localhost:8080/p${i}">Page ${i}</a>`).join(''));
    expect(found(local, 'build-leftover-links')!.evidence[0]).toMatch(/^33 addresses in the page point/);
    const uncached = factsOf('<p>x</p>', { resources: Array.from({ length: 12 }, (_, i) => ({ url: `https://www.example.com/f${i}.js`, cacheControl: '' })) });
    expect(found(uncached, 'no-caching')!.evidence[0]).toMatch(/^12 files of this site answered without Cache-Control/);
    expect(found(uncached, 'no-caching')!.evidence[0]).toMatch(/and 9 more files$/);
  });

  it('areas never score 100 beside a finding of theirs: a page with no headings loses accessibility points', () => {
    const noHeadings = assess(factsOf('<p>We repair roofs.</p>'));
    expect(noHeadings.findings.map((f) => f.id)).toContain('no-headings');
    expect(noHeadings.scores.accessibility).toBeLessThan(100);
    // A high-impact finding weighs 15 or more, so its area scores 85 at most.
    const highAreas = [...new Set(noHeadings.findings.filter((f) => f.severity === 'high' && f.area !== 'performance').map((f) => f.area))];
    expect(highAreas.length).toBeGreaterThan(0);
    for (const area of highAreas) expect([area, noHeadings.scores[area] <= 85]).toEqual([area, true]);
  });
});

describe('a stand-in phone number beside a real e-mail link', () => {
  it('is the placeholder finding’s, not “add a tap-to-call link”', () => {
    const facts = factsOf('<footer><a href="tel:+15550142290">(555) 014-2290</a> <a href="mailto:hello@polarisdigital.studio">hello@polarisdigital.studio</a></footer>');
    expect(ids(facts)).toContain('placeholder-contact');
    expect(ids(facts)).not.toContain('no-phone-link');
    expect(strengths(facts).join(' ')).not.toMatch(/tap-to-call/);
  });
});

describe('forms and canonicals, on whichever page they are', () => {
  it('a form that hands its message to the visitor’s e-mail program, and required fields marked only by an asterisk', () => {
    const facts = factsOf('<form action="mailto:office@harborvale.law" method="post"><label for="n">Name *</label><input id="n" name="name"><label>E-mail * <input name="email" type="email" required></label><button>Send</button></form>');
    expect(found(facts, 'mailto-form')!.evidence[0]).toContain('action="mailto:office@harborvale.law"');
    expect(found(facts, 'required-only-starred')!.evidence[0]).toBe('1 field is marked required only by the label’s asterisk, so screen readers never say so: "Name *"');
  });

  it('a canonical naming another page is a finding; the same page on another host (a staging copy) is not', () => {
    const other = factsOf(sound('<p>x</p>', '<link rel="canonical" href="https://www.harborvalelaw.com/">'), { raw: true, url: 'https://www.harborvalelaw.com/fees/' });
    expect(found(other, 'canonical-elsewhere')!.evidence[0]).toContain('https://www.harborvalelaw.com/');
    const staging = factsOf(sound('<p>x</p>', '<link rel="canonical" href="https://www.harborvalelaw.com/fees/">'), { raw: true, url: 'http://127.0.0.1:4000/fees/' });
    expect(ids(staging)).not.toContain('canonical-elsewhere');
    const index = factsOf(sound('<p>x</p>', '<link rel="canonical" href="https://www.harborvalelaw.com/">'), { raw: true, url: 'https://www.harborvalelaw.com/index.html' });
    expect(ids(index)).not.toContain('canonical-elsewhere');
  });
});
