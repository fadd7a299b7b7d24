/**
 * Street addresses that differ from page to page, on small sites made for it: one address written
 * two ways is one (abbreviations, directions, ordinals, a unit, a town or ZIP left off), a P.O. Box
 * is no street address, two offices on one page are no contradiction, and an address in a sentence
 * (an event's venue) is not the business's.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { streetKey } from '@/lib/review/facts/site-addresses';
import { provedFinding, siteOf, type SitePage } from '../../support/review-site';

const mismatch = (pages: Record<string, SitePage>) => {
  const site = siteOf(pages);
  return siteWideFacts(site, readPages(site)).addressMismatch;
};
const footer = (address: string) => `<main><h1>Welcome</h1><p>We help families.</p></main><footer><p>Harbor &amp; Vale</p><p>${address}</p></footer>`;

describe('street addresses that differ between pages', () => {
  it('names the footer’s address against the contact page’s, with both written as the pages write them, and the proof keeps it', () => {
    const pages = {
      '/': footer('120 N. Main Street, Suite 200, Portland, OR 97204'),
      '/about/': footer('120 N. Main Street, Suite 200, Portland, OR 97204'),
      '/contact/': '<h1>Contact us</h1><p>Visit us:</p><p>455 Pine Ave, Portland, OR 97205</p>',
    };
    const { finding, dropped } = provedFinding(pages, 'address-mismatch');
    expect(dropped).toEqual([]);
    expect(finding!.evidence).toEqual([
      'Of the 3 pages that give the business’s street address, /, /about/ give "120 N. Main Street, Suite 200, Portland, OR 97204"; /contact/ gives "455 Pine Ave, Portland, OR 97205": not one place written two ways, but different street addresses',
    ]);
  });

  it('reads one address written two ways as one', () => {
    expect(['120 North Main St., Ste. 200', '120 N Main Street Suite 200', '120 main street', '120 N. MAIN ST'].map(streetKey)).toEqual(Array(4).fill('120 main street'));
    expect([streetKey('801 Eighth Street'), streetKey('801 8th St.'), streetKey('22002 W 66th St')]).toEqual(['801 8th street', '801 8th street', '22002 66th street']);
    const pages = {
      '/': footer('120 N. Main Street, Suite 200, Portland, OR 97204, USA'),
      '/about/': footer('120 North Main St., Ste. 200'),
      '/contact/': '<h1>Contact</h1><address>120 Main St<br>Portland, Oregon</address>',
      '/team/': {
        title: 'Team',
        body: `${footer('120 MAIN STREET')}<script type="application/ld+json">{"@type":"LegalService","name":"Harbor & Vale","address":{"@type":"PostalAddress","streetAddress":"120 N Main St Ste 200","postalCode":"97204"}}</script>`,
      },
    };
    expect(mismatch(pages)).toBeNull();
  });

  it('says nothing of a P.O. Box beside the street address, of two offices on one page, or of an address in a sentence', () => {
    const quiet: Record<string, SitePage>[] = [
      { '/': footer('120 Main Street, Portland'), '/contact/': '<h1>Contact</h1><p>Office: 120 Main Street, Portland</p><p>Mail: P.O. Box 455, Portland, OR 97204</p>' },
      {
        '/': footer('120 Main Street, Portland'),
        '/contact/': '<h1>Our offices</h1><p>120 Main Street, Portland, OR 97204</p><p>8 Harbor Way, Salem, OR 97301</p>',
        '/salem/': { title: 'Salem office', body: footer('8 Harbor Way, Salem, OR 97301') },
      },
      { '/': footer('120 Main Street, Portland'), '/contact/': '<h1>Contact</h1><p>Our picnic is at 455 Pine Ave this year, join us!</p>' },
      { '/': footer('120 Main Street, Portland'), '/news/': '<h1>News</h1><p>455 Pine Ave, Portland</p>' },
      // A location's own page: under /locations/, or named for its town.
      { '/': footer('120 Main Street, Portland'), '/locations/east/': { title: 'East side', body: footer('455 Pine Ave, Portland') } },
      { '/': footer('120 Main Street, Portland'), '/salem/': { title: 'Harbor & Vale in Oregon', body: footer('8 Harbor Way, Salem, OR 97301') } },
    ];
    for (const pages of quiet) expect(mismatch(pages)).toBeNull();
  });

  it('reads the structured data’s address where the page has it', () => {
    const ld = (street: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","address":{"@type":"PostalAddress","streetAddress":"${street}"}}</script>`;
    const found = mismatch({ '/': `<p>Welcome</p>${ld('22002 W 66th St')}`, '/contact/': `<h1>Contact</h1>${ld('9 Elm Road')}` });
    expect(found?.addresses.map((a) => [a.text, a.where, a.pages])).toEqual([
      ['22002 W 66th St', 'structured data', ['/']],
      ['9 Elm Road', 'structured data', ['/contact/']],
    ]);
  });
});
