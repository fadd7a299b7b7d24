/**
 * Phone numbers as the facts read them: parsed by libphonenumber-js in the plans of the page's
 * country (country.test.ts); stand-ins only where a numbering plan reserves them or where they are
 * plainly fake; tax, registration and fax numbers never phones; the same number written two ways is
 * one; a tel: link that leaves out its country code dials another country.
 */
import { parsePage } from '@/lib/review/html/document';
import { corpusOf, proofPage, proveFindings } from '@/lib/review/proof';
import { findIssues } from '@/lib/review/findings';
import { strengths } from '@/lib/review/findings/strengths';
import { factsOf, found, ids } from '../../support/review-facts';

/** A page with its own <html lang> and head, at the given address. */
const page = (body: string, { lang = 'en', head = '', url = 'https://www.example.com/' }: { lang?: string; head?: string; url?: string } = {}) =>
  factsOf(`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Harbour Plumbing, Sydney</title>${head}</head><body>${body}</body></html>`, { raw: true, url });
const jsonLd = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('phone numbers and stand-ins', () => {
  it('an Australian mobile written the national way is a phone on an Australian page, and on a page that names no country', () => {
    for (const options of [{ lang: 'en-AU' }, { lang: 'en-US' }, { lang: 'en' }]) {
      const facts = page('<p>Call Dan on 0412 345 678</p>', options);
      expect([options.lang, facts.contact.phones, facts.contact.placeholders]).toEqual([options.lang, ['0412 345 678'], []]);
    }
    expect(ids(page('<p>Call Dan on 0412 345 678</p><a href="mailto:dan@harbour.com.au">Write</a>', { lang: 'en-AU' }))).not.toContain('placeholder-contact');
  });

  it('a number a plan reserves for fiction is a stand-in, in its own plan’s words', () => {
    expect(page('<p>Call (503) 555-0123</p>', { lang: 'en-US' }).contact.placeholders).toEqual([{ kind: 'phone', text: '(503) 555-0123', why: '555-0100 to 555-0199 are reserved for fiction and examples' }]);
    expect(page('<p>Call 0491 570 006</p>', { lang: 'en-AU' }).contact.placeholders).toEqual([{ kind: 'phone', text: '0491 570 006', why: 'a number Australia reserves for fiction and examples' }]);
    expect(page('<p>Call 020 7946 0123</p>', { url: 'https://harbour.co.uk/' }).contact.placeholders).toEqual([{ kind: 'phone', text: '020 7946 0123', why: 'a number the UK reserves for drama and examples' }]);
    // A 555 number outside 555-0100…0199 is assignable and valid: a phone.
    expect(page('<p>Call (503) 555-2368</p>', { lang: 'en-US' }).contact).toMatchObject({ phones: ['(503) 555-2368'], placeholders: [] });
  });

  it('a plainly fake number is a stand-in; a real UK number on a .co.uk page is a phone', () => {
    expect(page('<p>Call 123-456-7890 or 000-000-0000</p>', { lang: 'en-US' }).contact.placeholders.map((p) => p.why)).toEqual(['a run of consecutive digits', 'one digit repeated']);
    expect(page('<p>Call 020 7123 4567</p>', { url: 'https://harbour.co.uk/' }).contact).toMatchObject({ phones: ['020 7123 4567'], placeholders: [] });
  });

  it('tax, registration and licence numbers are never phones, by their label or as schema.org taxID', () => {
    const facts = page(
      `<footer><p>ABN 51 824 753 556 · ACN 004 085 616</p><p>EIN: 12-3456789</p><p>VAT Reg. No. GB 123 4567 89</p><p>NPI 2143658709</p><p>Lic. # 2125551234</p><dl><dt>Company No.</dt><dd>5035552369</dd></dl><p>Registered 2143658710</p><p>Call (503) 555-2368</p></footer>`,
      { lang: 'en-US', head: jsonLd({ '@type': 'Dentist', taxID: '2143658710' }) },
    );
    expect(facts.contact.phones).toEqual(['(503) 555-2368']);
    expect(facts.contact.placeholders).toEqual([]);
    expect(facts.contact.faxes).toEqual([]);
  });

  it('a number labelled fax, or given as schema.org faxNumber, is a fax and not a phone', () => {
    const facts = page('<p>Phone: (503) 555-2368 | Fax: (503) 555-2369</p><p>Tel 503-555-2370</p><p>503-555-2371</p>', { lang: 'en-US', head: jsonLd({ '@type': 'Dentist', faxNumber: '+1-503-555-2371' }) });
    expect(facts.contact.phones).toEqual(['(503) 555-2368', '503-555-2370']);
    expect(facts.contact.faxes).toEqual(['(503) 555-2369', '503-555-2371']);
  });

  it('the same number written two ways is one phone', () => {
    expect(page('<header>+1 (503) 555-2368</header><footer>503.555.2368</footer>', { lang: 'en-US' }).contact.phones).toEqual(['+1 (503) 555-2368']);
  });
});

describe('a tel: link that dials another country', () => {
  const us = { lang: 'en-US' };

  it('is a finding when the + has no country code before a number of the page’s country, with what it dials and what it should', () => {
    const facts = page('<a href="tel:+2125551234">(212) 555-1234</a><a href="tel:+5551234567">Call</a>', us);
    expect(facts.links.tel).toBe(2);
    const finding = found(facts, 'tel-wrong-country')!;
    expect(finding.evidence).toEqual([
      'tel:+2125551234 dials +212, the country code of Morocco: read in the US, its digits are (212) 555-1234, which a link writes as tel:+12125551234',
      'tel:+5551234567 dials +55, the country code of Brazil: read in the US, its digits are (555) 123-4567, which a link writes as tel:+15551234567',
    ]);
    expect(ids(facts)).not.toContain('placeholder-contact');
    expect(strengths(facts).join(' ')).not.toMatch(/tap-to-call/);
  });

  it('reads a UK page’s link the UK way, and a page without a country only as a valid North American number', () => {
    expect(found(page('<a href="tel:+2071234567">020 7123 4567</a>', { url: 'https://harbour.co.uk/' }), 'tel-wrong-country')!.evidence[0]).toBe(
      'tel:+2071234567 dials +20, the country code of Egypt: read in the UK, its digits are 020 7123 4567, which a link writes as tel:+442071234567',
    );
    expect(found(page('<a href="tel:+2125551234">Call</a>'), 'tel-wrong-country')).toBeDefined();
  });

  it('is no finding for a real number in another country, or a link written with its code', () => {
    for (const href of ['tel:+442071234567', 'tel:+12125551234', 'tel:2125551234', 'tel:+61298765432']) expect([href, ids(page(`<a href="${href}">Call</a>`, us))]).not.toEqual([href, expect.arrayContaining(['tel-wrong-country'])]);
  });

  it('says only what the proof holds', () => {
    const html = `<!DOCTYPE html><html lang="en-US"><head><title>Harbor Law</title></head><body><a href="tel:+2125551234">(212) 555-1234</a></body></html>`;
    const url = 'https://www.example.com/';
    const document = parsePage({ url, status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
    const home = proofPage(url, document, html, []);
    const findings = findIssues(factsOf(html, { raw: true }), { industry: 'lawyers' }).filter((f) => f.id === 'tel-wrong-country');
    const { proof } = proveFindings(findings, corpusOf([home]));
    expect(findings).toHaveLength(1);
    expect(proof.dropped).toEqual([]);
  });
});
