/**
 * What a site says of itself that its pages contradict, on small sites made for it: a start year
 * against the years in business it counts (as of the day the review read it; rounded, "over" and
 * combined figures, a person's years and a client's words are no contradiction), and a form that
 * sends to an address no page shows (the same address in another case is the same; a form service
 * whose recipient is not in the HTML says nothing). Each finding's statements stand in the proof.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { yearsHold } from '@/lib/review/facts/site-claims';
import { provedFinding, siteOf, type SitePage } from '../../support/review-site';

/** The rule's finding, every statement of it kept by the proof. */
function proved(pages: Record<string, SitePage>, id: string) {
  const { finding, dropped } = provedFinding(pages, id);
  expect(dropped).toEqual([]);
  return finding;
}

const factsOf = (pages: Record<string, SitePage>, fetchedAt?: string) => {
  const site = siteOf(pages, fetchedAt);
  return siteWideFacts(site, readPages(site));
};
describe('a start year against the years counted', () => {
  it('names a counter frozen years ago, with both quotes and the arithmetic, and the proof keeps it', () => {
    const pages = {
      '/': '<div class="stat"><div>25</div><p>Years of international accounting and taxation services provided</p></div>',
      '/about/': '<h1>About us</h1><p>We value our clients.</p><p>Founded in 1994 by Young Shin Kim to serve the Bay Area.</p>',
    };
    const finding = proved(pages, 'years-in-business')!;
    expect(finding.evidence).toEqual([
      '/about/ gives 1994 as the start ("Founded in 1994 by Young Shin Kim to serve the Bay Area."), 32 years before 2026, when we read the site; / says "25" "Years of international accounting and taxation services provided"',
    ]);
    expect(finding.pages).toEqual(['https://www.harborvale.com/', 'https://www.harborvale.com/about/']);
  });

  it('is one flaw: a page whose own start year shows the same frozen figure is not told it again (stale-experience)', () => {
    const pages = {
      '/': '<div class="stat"><div>25</div><p>Years of international accounting and taxation services provided</p></div>',
      '/about/': '<h1>About us</h1><div class="stat"><div>25</div><p>Years of international accounting and taxation services provided</p></div><p>Founded in 1994 by Young Shin Kim to serve the Bay Area.</p>',
    };
    expect(proved(pages, 'years-in-business')).toBeDefined();
    expect(provedFinding(pages, 'stale-experience').finding).toBeUndefined();
    // A page's figure the site rule does not name is still the page's own finding.
    const alone = { '/': '<h1>Harbor & Vale</h1><p>Founded in 1994 in Portland.</p><p>With 20 years of experience in family law, we know the courts.</p>' };
    expect(provedFinding(alone, 'years-in-business').finding).toBeUndefined();
    expect(provedFinding(alone, 'stale-experience').finding).toBeDefined();
  });

  it('counts from the day the review read the site: "since 1999" and 25 years hold in 2024 and, rounded, in 2026, not in 2031', () => {
    const pages = { '/': '<p>Serving Portland since 1999.</p><p>25 years in business and counting.</p>' };
    expect(factsOf(pages, '2024-05-01T00:00:00Z').yearsMismatch).toEqual([]);
    expect(factsOf(pages, '2026-11-25T00:00:00Z').yearsMismatch).toEqual([]);
    expect(factsOf(pages, '2031-01-10T00:00:00Z').yearsMismatch.map((m) => m.claim.figure)).toEqual([25]);
  });

  it('takes "over" and "+" as a floor and round figures as rounded, but not a floor the years do not reach', () => {
    expect(factsOf({ '/': '<p>Since 1994, we have helped local families.</p><p>We have been serving Duluth for over 20 years.</p>' }).yearsMismatch).toEqual([]);
    expect(factsOf({ '/': '<p>Est. 1994</p><p>30 years in business</p>' }).yearsMismatch).toEqual([]);
    expect(factsOf({ '/': '<p>In business since 2000.</p><p>Serving Duluth for over 40 years.</p>' }).yearsMismatch.map((m) => m.claim.quotes)).toEqual([['Serving Duluth for over 40 years.']]);
    expect([yearsHold({ figure: 25, bound: 'exact' }, 32), yearsHold({ figure: 27, bound: 'exact' }, 30), yearsHold({ figure: 30, bound: 'over' }, 32), yearsHold({ figure: 30, bound: 'nearly' }, 29)]).toEqual([false, false, true, true]);
  });

  it('never reads a person’s, a team’s, a combined, a client’s or an office’s years as the business’s', () => {
    const pages = {
      '/': '<p>Founded in 2015.</p><p>Our team has 75 years of combined experience.</p><p>Dr. Lee has been serving patients for 30 years.</p><p>"They have been serving our family for 40 years!" - Ann</p>',
      '/about/': '<p>Jane Park has been a lawyer since 1990 and has 12 years of experience in family law.</p><p>Mr Hale has been our accountant since 2001.</p>',
    };
    expect(factsOf(pages).yearsMismatch).toEqual([]);
    // An office, a location or a family's ownership starts later than the business it belongs to.
    const later = '<p>Our Denver office was established in 2010.</p><p>Established in 2012, our Boulder studio serves the county.</p><p>Family owned since 2015.</p><p>We have been serving Colorado for over 30 years.</p>';
    expect(factsOf({ '/': later }).yearsMismatch).toEqual([]);
  });

  it('says nothing when any start year the site gives bears the figure out, or when it gives none', () => {
    expect(factsOf({ '/': '<p>Founded in 1972.</p>', '/about/': '<p>Our firm was established in 2001.</p><p>25 years of service to Duluth.</p>' }).yearsMismatch).toEqual([]);
    expect(factsOf({ '/': '<p>We have been serving Duluth for 12 years.</p>' }).yearsMismatch).toEqual([]);
  });
});

describe('a form that sends to an address no page shows', () => {
  it('names a mailto: form to another address, with the one the pages show, and the proof keeps it', () => {
    const pages = {
      '/': '<footer><p>Write to info@harborvale.com</p></footer>',
      '/contact/': '<form action="mailto:jsmith@oldagency.net" method="post"><label>Name <input name="name"></label><label>Message <textarea name="m"></textarea></label><button>Send</button></form>',
    };
    const finding = proved(pages, 'form-recipient')!;
    expect(finding.evidence).toEqual([
      'The form on /contact/ sends its messages to "jsmith@oldagency.net" (its action is a mailto: link), while the pages show "info@harborvale.com" (/); "jsmith@oldagency.net" appears nowhere in the page’s text of any page we read',
    ]);
  });

  it('reads the recipient of FormSubmit’s address and of a hidden recipient field', () => {
    const form = (open: string, extra = '') => `<p><a href="mailto:hello@harborvale.com">E-mail us</a></p>${open}${extra}<label>Message <textarea name="m"></textarea></label><button>Send</button></form>`;
    expect(factsOf({ '/': form('<form action="https://formsubmit.co/old@harborvale.com" method="post">') }).formRecipients).toEqual([
      { page: '/', recipient: 'old@harborvale.com', via: 'form service', shown: [{ text: 'hello@harborvale.com', page: '/' }] },
    ]);
    expect(factsOf({ '/': form('<form action="/cgi-bin/formmail.pl" method="post">', '<input type="hidden" name="recipient" value="web@devshop.io">') }).formRecipients.map((f) => f.via)).toEqual(['recipient field']);
  });

  it('says nothing of the same address in another case, of one another page shows, or of a form service that keeps its recipient', () => {
    const message = '<label>Message <textarea name="m"></textarea></label><button>Send</button></form>';
    const quiet: Record<string, SitePage>[] = [
      { '/': `<p>info@harborvale.com</p><form action="mailto:Info@HarborVale.com">${message}` },
      { '/': `<p>info@harborvale.com</p><form action="mailto:office@harborvale.com">${message}`, '/team/': '<p>Office manager: office@harborvale.com</p>' },
      { '/': `<p>info@harborvale.com</p><form action="https://formspree.io/f/xyzabcd" method="post">${message}` },
      { '/': `<p>info@harborvale.com</p><form name="contact" method="POST" data-netlify="true">${message}` },
      { '/': `<p>Call us</p><form action="mailto:office@harborvale.com">${message}` },
      { '/': `<p><a href="/cdn-cgi/l/email-protection" data-cfemail="1a73747c75">[email&#160;protected]</a></p><form action="mailto:office@harborvale.com">${message}` },
    ];
    for (const pages of quiet) expect(factsOf(pages).formRecipients).toEqual([]);
  });
});
