/**
 * Menu items that name one page and go to another page of the site, on small sites made for it:
 * said only when the page it opens answers none of the label's words in its title, headings,
 * address, current menu item or text; a label that fits any page, a call to action, a dropdown's
 * parent, a language switch, a redirect to the page named and a page titled only with the
 * business's name are no such item.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import type { FetchedPage } from '@/lib/review/fetch/site';
import { parsePage } from '@/lib/review/html/document';
import { provedFinding, siteFrom, siteOf, type SitePage } from '../../support/review-site';

const menu = '<nav><a href="/">Home</a><a href="/about/">About</a><a href="/pricing/">Pricing</a><a href="/contact/">Contact</a></nav>';
const pages = (nav: string, about = '<h1>About Harbor & Vale</h1><p>Two lawyers who listen.</p>'): Record<string, SitePage> => ({
  '/': { title: 'Harbor & Vale | Portland family lawyers', body: `${nav}<h1>Family law in Portland</h1>` },
  '/about/': { title: 'About us | Harbor & Vale', body: `${nav}${about}` },
  '/contact/': { title: 'Contact | Harbor & Vale', body: `${nav}<h1>Write to us</h1>` },
});
const wrong = (given: Record<string, SitePage>) => {
  const site = siteOf(given);
  return siteWideFacts(site, readPages(site)).menuToOtherPage;
};

describe('menu items that go to another page than the one they name', () => {
  it('names "Pricing" that opens the About page, with the page’s title and heading, and the proof keeps it', () => {
    const nav = '<nav><a href="/">Home</a><a href="/about/">About</a><a href="/about/">Pricing</a><a href="/contact/">Contact</a></nav>';
    const { finding, dropped } = provedFinding(pages(nav), 'menu-to-wrong-page');
    expect(dropped).toEqual([]);
    expect(finding!.evidence).toEqual([
      'The menu item "Pricing" on /, /about/, /contact/ goes to /about/, whose title "About us | Harbor & Vale" and heading "About Harbor & Vale" share none of its words',
    ]);
  });

  it('says nothing when the menu is right, or when the page answers the label in its headings, address, text or its own menu', () => {
    expect(wrong(pages(menu))).toEqual([]);
    const nav = '<nav><a href="/about/">Our Team</a><a href="/about/">Fees</a><a href="/about/">Our Story</a><a href="/contact/">Directions</a><a href="/divorce/">Divorce</a></nav>';
    const divorce = { title: 'Ending a marriage | Harbor & Vale', body: `${nav}<h1>Ending a marriage</h1>` };
    expect(wrong({ ...pages(nav, '<h1>About Harbor & Vale</h1><h2>Meet the team</h2><p>Our fees are fixed.</p>'), '/divorce/': divorce })).toEqual([]);
    const people = { title: 'Our Attorneys | Harbor & Vale', body: '<nav><a href="/attorneys/">Team</a></nav><h1>Our attorneys</h1>' };
    expect(wrong({ ...pages('<nav><a href="/attorneys/">Team</a></nav>'), '/attorneys/': people })).toEqual([]);
    const current = '<nav><a href="/about/">Rates</a></nav>';
    const about = '<nav><span aria-current="page">Our rates</span></nav><h1>About Harbor & Vale</h1>';
    expect(wrong({ ...pages(current), '/about/': { title: 'About us | Harbor & Vale', body: about } })).toEqual([]);
  });

  it('says nothing of a label that fits any page, a call to action, a dropdown’s parent, a language switch, a breadcrumb or a logo', () => {
    const nav = [
      '<nav><a href="/about/">Learn more</a><a href="/about/">More</a><a href="/contact/">Book a consultation</a><a href="/contact/">Get a quote</a>',
      '<ul><li class="menu-item-has-children"><a href="/about/">Practice Areas</a><ul><li><a href="/about/">Divorce</a></li></ul></li></ul>',
      '<a href="/about/" hreflang="es">Español</a><a href="/about/">ES</a><a href="/about/"><img src="/logo.png" alt="Pricing"></a></nav>',
      '<nav aria-label="Breadcrumb"><a href="/about/">Lawyers</a></nav>',
    ].join('');
    const found = wrong(pages(nav)).map((m) => m.label);
    expect(found).toEqual(['Divorce']);
  });

  it('judges a redirect by the page it ends on, and each label of two that share a page on its own', () => {
    const nav = '<nav><a href="/old-pricing">Pricing</a><a href="/old-pricing">About</a><a href="/about/">Pricing</a></nav>';
    const made = siteOf(pages(nav));
    const about = made.pages.find((p) => p.url.endsWith('/about/'))!;
    const moved: FetchedPage = { ...about, url: 'https://www.harborvale.com/old-pricing', planned: { url: 'https://www.harborvale.com/old-pricing', text: 'Pricing', where: 'menu' } };
    const site = siteFrom([made.pages[0], moved, made.pages[2]!]);
    const found = siteWideFacts(site, readPages(site)).menuToOtherPage;
    expect(found.map((m) => [m.label, m.target])).toEqual([['Pricing', '/about/']]);
    expect(found[0]!.pages).toEqual(['/', '/about/', '/contact/']);
  });

  it('says nothing of a page whose title and heading give only the business’s name, and quotes the heading when only the title does', () => {
    const nav = '<nav><a href="/about/">Pricing</a></nav>';
    const nameOnly = { '/': { title: 'Harbor & Vale', body: `${nav}<h1>Family law</h1>` }, '/about/': { title: 'Harbor & Vale', body: `${nav}<h1>Harbor & Vale</h1>` } };
    expect(wrong(nameOnly)).toEqual([]);
    const headed = { ...nameOnly, '/about/': { title: 'Harbor & Vale', body: `${nav}<h1>Our lawyers</h1>` } };
    expect(wrong(headed)).toEqual([{ label: 'Pricing', pages: ['/', '/about/'], target: '/about/', title: null, h1: 'Our lawyers' }]);
  });

  it('says nothing of a page in another language than the menu’s (its own menu, in its language, is judged)', () => {
    const nav = '<nav><a href="/about/">Pricing</a></nav>';
    const site = siteOf(pages(nav));
    const about = site.pages[1]!;
    const html = about.page!.body.replace('lang="en-US"', 'lang="fr"');
    const french = { ...about, page: { ...about.page!, body: html }, document: parsePage({ ...about.page!, body: html }) };
    const mixed = siteFrom([site.pages[0], french, site.pages[2]!]);
    expect(siteWideFacts(mixed, readPages(mixed)).menuToOtherPage.map((m) => m.pages)).toEqual([['/about/']]);
  });
});
