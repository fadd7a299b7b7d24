/**
 * The business's name spelt two ways where the site names itself (structured data, og:site_name,
 * the logo, the copyright line), on small sites made for it: one word misspelt or spelt another way
 * is named; a legal suffix, "&" for "and", another case, a parent company or a number is not.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { spelledOtherwise } from '@/lib/review/facts/business-name';
import { provedFinding, siteOf, type SitePage } from '../../support/review-site';

const jsonLd = (name: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService","name":"${name}"}</script>`;
const names = (pages: Record<string, SitePage>) => {
  const site = siteOf(pages);
  return siteWideFacts(site, readPages(site)).nameMismatch;
};

describe('the business name written two ways', () => {
  it('names one word spelt otherwise, with where each stands, and the proof keeps it', () => {
    const pages = { '/': `${jsonLd('Robert Wiest Law')}<h1>Family law</h1>`, '/about/': '<footer><p>© 2024 Robert Weist Law. All rights reserved.</p></footer>' };
    const { finding, dropped } = provedFinding(pages, 'name-written-two-ways');
    expect(dropped).toEqual([]);
    expect(finding!.evidence).toEqual(['The site writes its name "Robert Wiest Law" (structured data, /) and "Robert Weist Law" (copyright line, /about/)']);
  });

  it('says nothing of a legal suffix, "&" for "and", another case, a parent company, a number or a short word', () => {
    const pages = {
      '/': `${jsonLd('Harbor & Vale Law LLC')}<footer><p>© 2024 HARBOR AND VALE LAW. All rights reserved.</p></footer>`,
      '/about/': '<footer><p>© 2024 Neighborly Brands. All rights reserved.</p></footer>',
    };
    expect(names(pages)).toEqual([]);
    expect([spelledOtherwise('Studio 54 Salon', 'Studio 55 Salon'), spelledOtherwise("Joe's Cafe", "Jo's Cafe"), spelledOtherwise('Harbor Vale', 'Harbour Vale'), spelledOtherwise('Smith Plumbing', 'Jones Plumbing')]).toEqual([false, false, true, false]);
  });
});
