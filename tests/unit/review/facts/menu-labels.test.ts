/**
 * Menu items that name one page and go to the home page, on small sites made for it: said only when
 * the home page's title and heading share none of the label's words (stems: Service is Services);
 * "Home" in any language, the business's name, a logo, a section of a one-page site, a language
 * switch and a link outside the menu are no such item.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { labelWords, sharesWord } from '@/lib/review/facts/menu-labels';
import { provedFinding, siteOf, type SitePage } from '../../support/review-site';

const home = { title: 'Harbor & Vale Law | Portland family lawyers', body: '<h1>Family law in Portland</h1><p>We help families.</p>' };
const nav = (links: string) => `<nav>${links}</nav>`;
const menuToHome = (pages: Record<string, SitePage>) => {
  const site = siteOf(pages);
  return siteWideFacts(site, readPages(site)).menuToHome;
};

describe('menu items that go back to the home page', () => {
  it('names an item whose page is the home page, with the home page’s title and heading, and the proof keeps it', () => {
    const pages = {
      '/': { ...home, body: `${nav('<a href="/">Home</a><a href="/index.html">Services</a><a href="/about/">About</a>')}${home.body}` },
      '/about/': `${nav('<a href="/">Home</a><a href="https://www.harborvale.com/">Services</a><a href="/about/">About</a>')}<h1>About us</h1>`,
    };
    const { finding, dropped } = provedFinding(pages, 'menu-to-home');
    expect(dropped).toEqual([]);
    expect(finding!.evidence).toEqual([
      'The menu item "Services" on /, /about/ goes to the home page (/), whose title "Harbor & Vale Law | Portland family lawyers" and heading "Family law in Portland" share none of its words',
    ]);
  });

  it('says nothing of home in other words, the business’s name, a logo, a section, a language switch, or a label the home page speaks of', () => {
    const links = [
      '<a href="/">Inicio</a>',
      '<a href="/">Startseite</a>',
      '<a href="/">Harbor and Vale</a>',
      '<a href="/"><img src="/logo.png" alt="Our firm"></a>',
      '<a href="/#services">Services</a>',
      '<a href="/" hreflang="en">English</a>',
      '<a href="/">Family Law</a>',
      '<a href="/">Lawyer</a>',
      '<a href="">Practice Areas</a>',
      '<a href="/">English</a>',
      '<a href="/">EN</a>',
    ].join('');
    expect(menuToHome({ '/': { ...home, body: `${nav(links)}<p><a href="/">Our services</a></p>` }, '/about/': nav(links) })).toEqual([]);
  });

  it('says nothing of a "Blog" whose home page lists the posts, and names one whose home page does not', () => {
    const posts = '<article><h2>First post</h2></article><article><h2>Second post</h2></article>';
    expect(menuToHome({ '/': { ...home, body: `${nav('<a href="/">Blog</a>')}${posts}` } })).toEqual([]);
    expect(menuToHome({ '/': { ...home, body: nav('<a href="/">Blog</a>') } }).map((m) => m.label)).toEqual(['Blog']);
  });

  it('judges only a home page the review read', () => {
    expect(menuToHome({ '/about/': nav('<a href="/">Services</a>') })).toEqual([]);
  });

  it('reads words by their stems, without stop words or accents', () => {
    expect(labelWords('Our Services & Pricing')).toEqual(['servic', 'pric']);
    expect(sharesWord(labelWords('Service'), labelWords('Services'))).toBe(true);
    expect(sharesWord(labelWords('Über uns'), labelWords('uber-Seite'))).toBe(true);
    expect(sharesWord(labelWords('About'), labelWords('Our Story'))).toBe(false);
  });
});
