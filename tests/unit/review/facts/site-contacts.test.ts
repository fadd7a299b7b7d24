/**
 * Contact details that disagree from page to page, on small sites made for it: numbers compared by
 * what they dial, so one number written two ways (or only as a tel: link) agrees with itself, and a
 * fax or a registration number is never one of the site's phone numbers.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { siteOf as siteOfPages } from '../../support/review-site';

/** A site of the given pages (path → body), each a sound page of a US business, all read. */
const siteOf = (pages: Record<string, string>) => siteOfPages(pages, undefined, { name: 'Harbor & Vale Law' });
const mismatch = (pages: Record<string, string>) => {
  const site = siteOf(pages);
  return siteWideFacts(site, readPages(site)).contactMismatch;
};

describe('contact details that disagree', () => {
  it('are not one number written two ways, or given only as a tel: link', () => {
    expect(
      mismatch({
        '/': '<header>Call +1 (503) 555-2368</header>',
        '/about/': '<footer>503.555.2368</footer>',
        '/contact/': '<a href="tel:+15035552368">Call us</a><p>Office: (503) 555-2368</p>',
      }),
    ).toEqual([]);
  });

  it('are not a labelled fax, nor a licence or registration number beside the phone', () => {
    expect(
      mismatch({
        '/': '<p>Phone (503) 555-2368</p><p>Fax: (503) 555-2369</p>',
        '/about/': '<p>Phone (503) 555-2368</p><p>NPI 2143658709</p>',
        '/contact/': '<p>Phone (503) 555-2368</p><h4>Fax</h4><p>(503) 555-2370</p><a href="tel:5035552370">Send a fax</a>',
      }),
    ).toEqual([]);
  });

  it('are a second number one page shows, by what it dials', () => {
    expect(
      mismatch({
        '/': '<p>Call +1 (503) 555-2368 or (503) 555-4100</p>',
        '/about/': '<p>Call 503.555.2368</p>',
      }),
    ).toEqual([
      { kind: 'phone number', text: '+1 (503) 555-2368', pages: ['/', '/about/'], of: 2 },
      { kind: 'phone number', text: '(503) 555-4100', pages: ['/'], of: 2 },
    ]);
  });
});
