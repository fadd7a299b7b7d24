/**
 * Leftovers found by what they are, not by a list of the practice pages' phrases: filler in its many
 * forms, menus that leave for another host, addresses on a machine or a private network, copyright
 * years wherever the notice puts them, notices whose date has passed, old libraries and CMS
 * versions, Flash, template code, services that have shut down; and which scripts hold the paint.
 */
import { htmlReferences } from '@/lib/review/fetch/references';
import { factsOf, found, ids, sound } from '../../support/review-facts';

describe('filler and template text', () => {
  it('is found in any of its forms, quoted from where it starts', () => {
    const forms: [string, string][] = [
      ['<p>Neque porro quisquam est qui dolorem ipsum quia dolor sit amet, consectetur, adipisci velit.</p>', 'Neque porro quisquam'],
      ['<p>Vestibulum ante ipsum primis in faucibus orci luctus et ultrices posuere cubilia curae.</p>', 'Vestibulum ante ipsum'],
      ['<p>Blah blah blah about our services.</p>', 'Blah blah blah'],
      ['<a class="btn" href="/quote">Button Text</a>', 'Button Text'],
      ['<h2>Your text here</h2>', 'Your text here'],
      ['<p>Sample text for the welcome section.</p>', 'Sample text'],
      ['<p>Our mission is things and stuff and other filler text.</p>', 'things and stuff'],
    ];
    for (const [body, quoted] of forms) expect([quoted, found(factsOf(body), 'filler-text')?.evidence[0] ?? 'nothing']).toEqual([quoted, expect.stringContaining(quoted)]);
  });

  it('names a theme’s name in the title and a developer’s note in the description', () => {
    const theme = factsOf('<html lang="en"><head><title>Smith Plumbing (Blue Theme)</title></head><body><p>x</p></body></html>', { raw: true });
    expect(found(theme, 'filler-text')!.evidence[0]).toContain('Smith Plumbing (Blue Theme) (the page title)');
    const note = factsOf('<html lang="en"><head><title>Smith Plumbing</title><meta name="description" content="TODO: write the meta description before launch"></head><body><p>x</p></body></html>', { raw: true });
    expect(found(note, 'filler-text')!.evidence[0]).toContain('(the meta description)');
  });

  it('leaves real words alone: a firm that writes about placeholders, a Latin motto, text inside a comment', () => {
    for (const body of ['<p>We replace placeholder text with your words.</p>', '<p>Veritas et aequitas: our motto since 1952.</p>', '<!-- <h3>Your text here</h3> --><p>Family dentistry.</p>', '<h1>Hello world! I photograph weddings in Columbus.</h1>']) {
      expect([body, ids(factsOf(body))]).not.toEqual([body, expect.arrayContaining(['filler-text'])]);
    }
  });

  it('names template code the server should have replaced', () => {
    expect(found(factsOf('<jdoc:include:message></jdoc:include:message><p>Welcome</p>'), 'template-code')!.evidence[0]).toContain('"<jdoc:include:message>"');
    expect(found(factsOf('<p>Hello {{ customer.first_name }}, welcome back</p>'), 'template-code')!.evidence[0]).toContain('{{ customer.first_name }}');
    expect(ids(factsOf('<svg><metadata><rdf:RDF></rdf:RDF></metadata></svg><p>Hi</p>'))).not.toContain('template-code');
  });
});

describe('addresses that are not this site', () => {
  it('counts every address on a machine or a private network, names with no domain included', () => {
    const facts = factsOf('<a href="http://localhostcontact">Contact</a><img src="http://192.168.1.20/logo.png" alt="Logo"><a href="file:///C:/site/about.html">About</a><a href="http://intranet/x">X</a>');
    expect(found(facts, 'build-leftover-links')!.evidence[0]).toMatch(/^4 addresses in the page point/);
    expect(found(facts, 'build-leftover-links')!.evidence[0]).toContain('<a href="http://localhostcontact">');
  });

  it('names menu links that send visitors to another host for the site’s own sections, not links to platforms', () => {
    const facts = factsOf('<ul><li><a href="/team/">Team</a></li><li><a href="/services/">Services</a></li><li><a href="http://www.harborvalelaw.com/blog">Blog</a></li><li><a href="https://www.facebook.com/harborvale">Facebook</a></li></ul>');
    const offsite = found(facts, 'offsite-menu-links')!;
    expect(offsite.evidence[0]).toContain('1 menu link leaves this site (www.example.com) for another host, www.harborvalelaw.com: Blog → http://www.harborvalelaw.com/blog');
    expect(offsite.evidence[0]).not.toContain('facebook');
  });

  it('names links to services that have shut down, and scripts written in from them', () => {
    const facts = factsOf(
      '<a href="https://plus.google.com/+Dervindental">Google+</a><script>document.write(\'\\x3Cscript src="http://musecdn.businesscatalyst.com/scripts/4.0/jquery-1.8.3.min.js">\\x3C/script>\');</script>',
    );
    const defunct = found(facts, 'defunct-services')!.evidence[0]!;
    expect(defunct).toContain('https://plus.google.com/+Dervindental (Google+, closed in April 2019)');
    expect(defunct).toContain('musecdn.businesscatalyst.com/scripts/4.0/jquery-1.8.3.min.js (Adobe Business Catalyst, closed in March 2021)');
    expect(found(facts, 'outdated-libraries')!.evidence[0]).toContain('jQuery 1.8.3 (musecdn.businesscatalyst.com/scripts/4.0/jquery-1.8.3.min.js)');
    expect(defunct).not.toContain('more');
    // More than it lists: it says how many more, so the count and the list agree.
    const many = found(factsOf(['a', 'b', 'c', 'd', 'e'].map((n) => `<a href="https://plus.google.com/+${n}">${n}</a>`).join('')), 'defunct-services')!.evidence[0]!;
    expect(many).toMatch(/^5 addresses in the page point at a service that no longer exists: .*\+c \(Google\+, closed in April 2019\); and 2 more$/);
  });

  it('names an e-mail address written as a web link', () => {
    const facts = factsOf('<a href="https://pastorchristieflc@gmail.com">pastorchristieflc@gmail.com</a>');
    expect(found(facts, 'mistyped-email-links')!.evidence[0]).toContain('<a href="https://pastorchristieflc@gmail.com">pastorchristieflc@gmail.com</a>');
    expect(facts.links.mailto).toBe(0);
  });
});

describe('dates that have passed', () => {
  it('reads the copyright year wherever the notice puts it, and a range by its last year', () => {
    expect(found(factsOf("<footer>© Copyright Arrighetto's Pizza 2016</footer>"), 'stale-copyright')!.evidence[0]).toContain('"© Copyright Arrighetto\'s Pizza 2016", 10 years ago');
    expect(found(factsOf('<footer>Copyright © Acme Widgets Corp. 2020</footer>'), 'stale-copyright')!.evidence[0]).toContain('Corp. 2020');
    expect(ids(factsOf('<footer>© 2013–2026 Antioch Christian Church</footer>'))).not.toContain('stale-copyright');
    expect(found(factsOf('<footer>© 2013–2020 Antioch</footer>'), 'stale-copyright')!.evidence[0]).toContain('6 years ago');
    expect(ids(factsOf('<footer>&copy; <span class="year">2019</span> Bakery</footer>'))).not.toContain('stale-copyright');
  });

  it('names a notice whose date has passed, and news whose newest date is years old', () => {
    const notice = found(factsOf('<p>Starting January 1st, 2024, our office will close at 4 pm on Fridays.</p>'), 'stale-notice')!;
    expect(notice.evidence[0]).toContain('"Starting January 1st, 2024, our office will close at 4 pm on Fridays."');
    const news = found(factsOf('<ul><li>03/21/14 — New patient forms are online</li><li>11/02/13 — Welcome Dr. Lee</li></ul>'), 'stale-notice')!;
    expect(news.evidence[0]).toMatch(/^The newest date on the page, in "03\/21\/14 — New patient forms are online", is from 2014, 12 years ago$/);
    expect(ids(factsOf('<p>Founded on June 5, 1972 and serving Duluth since.</p><p>News: March 3, 2026 — new menu</p>'))).not.toContain('stale-notice');
  });

  it('names a years-of-experience figure the page’s own start year contradicts', () => {
    const facts = factsOf('<h1>With Over 27 Years Of Legal Experience</h1><p>He has been a lawyer since October 1996.</p><p>Client since 2005.</p>');
    expect(found(facts, 'stale-experience')!.evidence[0]).toBe('The page says "With Over 27 Years Of Legal Experience", and also "He has been a lawyer since October 1996.": from 1996 that is 30 years now, not 27');
    expect(ids(factsOf('<h1>30 years of experience</h1><p>Practising since 1996.</p>'))).not.toContain('stale-experience');
  });
});

describe('old code', () => {
  it('names old libraries by their own banner, URL or frozen address, not a plugin’s “Requires: jQuery v1.3+”', () => {
    const facts = factsOf('<p>x</p>', {
      resources: [
        { url: 'https://www.example.com/js/fancybox/jquery.fancybox-1.3.4.css', type: 'stylesheet', contentType: 'text/css', banner: '/*\n * FancyBox - jQuery Plugin\n * Version: 1.3.4\n * Requires: jQuery v1.3+\n */' },
        { url: 'https://www.example.com/js/jquery-ui.min.js', banner: '/*! jQuery UI - v1.10.3 - 2013-05-03\n* http://jqueryui.com */' },
        { url: 'https://code.jquery.com/jquery-latest.min.js', thirdParty: true, status: null, problem: 'unreachable' },
        { url: 'https://www.example.com/css/bootstrap.min.css', type: 'stylesheet', contentType: 'text/css', banner: '/*!\n * Bootstrap v3.3.7 (http://getbootstrap.com)\n */' },
        { url: 'https://www.example.com/plugins/mootools.js', banner: 'var MooTools={version:"1.2.5",build:"008d8f"};' },
      ],
    });
    const evidence = found(facts, 'outdated-libraries')!.evidence.join('\n');
    expect(evidence).toContain('jQuery UI 1.10.3 (/js/jquery-ui.min.js): versions before 1.13.2 have known cross-site scripting flaws');
    expect(evidence).toContain('jQuery 1.11.1 (code.jquery.com/jquery-latest.min.js)');
    expect(evidence).toContain('jquery-latest.min.js stopped at 1.11.1 in 2014');
    expect(evidence).toContain('Bootstrap 3.3.7');
    expect(evidence).toContain('MooTools 1.2.5');
    expect(evidence).not.toContain('fancybox');
  });

  it('names a CMS version past its security support from the generator tag, and Flash', () => {
    const joomla = factsOf(sound('<p>x</p>', '<meta name="generator" content="Joomla! 1.5 - Open Source Content Management">'), { raw: true });
    expect(found(joomla, 'outdated-cms')!.evidence[0]).toContain('Joomla 1.5');
    expect(found(joomla, 'outdated-cms')!.evidence[0]).toContain('stopped getting security fixes in 2012');
    expect(ids(factsOf(sound('<p>x</p>', '<meta name="generator" content="WordPress 6.6.2">'), { raw: true }))).not.toContain('outdated-cms');
    const flash = factsOf('<script>var fo = new FlashObject("assets/flash/base.swf", "base", "100%", "100%", "8", "#000"); fo.write("flashcontent");</script>');
    expect(found(flash, 'flash')!.evidence[0]).toContain('assets/flash/base.swf');
  });

  it('a nomodule script, a module and a non-JavaScript type do not hold the first paint', () => {
    const head = '<script src="/_next/static/chunks/polyfills.js" nomodule=""></script><script type="module" src="/app.js"></script><script type="text/template" src="/card.tpl"></script><script src="/blocking.js"></script>';
    const scripts = htmlReferences(sound('<p>x</p>', head), new URL('https://www.example.com/')).filter((r) => r.type === 'script');
    // The nomodule file is never downloaded by a browser that runs modules, and a template is not a script.
    expect(scripts.map((r) => [r.url.pathname, r.renderBlocking])).toEqual([
      ['/app.js', false],
      ['/blocking.js', true],
    ]);
  });
});

describe('years that are history, not staleness', () => {
  it('a year after "since" in a notice, combined experience and a page loader are no findings', () => {
    expect(ids(factsOf('<footer>© The Vintage Shop, selling since 1975</footer>'))).not.toContain('stale-copyright');
    expect(ids(factsOf('<p>Our attorneys bring over 50 years of combined experience.</p><p>Practicing since 2005.</p>'))).not.toContain('stale-experience');
    expect(ids(factsOf('<div id="preloader">Loading...</div><p>Welcome</p>'))).not.toContain('script-filled-content');
  });
});
