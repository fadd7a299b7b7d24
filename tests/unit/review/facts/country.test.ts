/**
 * The country a page places its business in, from its own signals, by precedence: structured data's
 * addressCountry, a real international number, the country-code domain (not .co or .io), a postal
 * address, then og:locale and lang (hints only); null when nothing says.
 */
import { factsOf } from '../../support/review-facts';

/** A page with its own <html lang> and head, at the given address. */
const page = (body: string, { lang = 'en', head = '', url = 'https://www.example.com/' }: { lang?: string; head?: string; url?: string } = {}) =>
  factsOf(`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Harbour Plumbing, Sydney</title>${head}</head><body>${body}</body></html>`, { raw: true, url });
const jsonLd = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('the country a page places itself in', () => {
  it('takes structured data’s addressCountry first, then a real international number, the country-code domain, a postal address, og:locale and lang', () => {
    const all = { lang: 'en-US', url: 'https://harbour.com.au/', head: `<meta property="og:locale" content="en_GB">${jsonLd({ '@type': 'Plumber', address: { '@type': 'PostalAddress', addressCountry: 'New Zealand' } })}` };
    const body = '<p>Auckland Central, NSW 2000</p><a href="tel:+61298765432">Call</a>';
    expect(page(body, all).contact.country).toEqual({ code: 'NZ', by: 'address-country', text: 'New Zealand', firm: true });
    expect(page(body, { ...all, head: '<meta property="og:locale" content="en_GB">' }).contact.country).toEqual({ code: 'AU', by: 'phone', text: '+61298765432', firm: true });
    expect(page('<p>Sydney NSW 2000</p>', { lang: 'en-US', url: 'https://harbour.co.uk/' }).contact.country).toMatchObject({ code: 'GB', by: 'domain', firm: true });
    expect(page('<p>Sydney NSW 2000</p>', { lang: 'en-US', url: 'https://harbour.co/' }).contact.country).toEqual({ code: 'AU', by: 'postal-address', text: 'Sydney NSW 2000', firm: true });
    expect(page('<p>Portland, OR 97205</p>', { lang: 'en-AU' }).contact.country).toMatchObject({ code: 'US', by: 'postal-address' });
    expect(page('<p>Hello</p>', { lang: 'en-US', head: '<meta property="og:locale" content="en_AU">' }).contact.country).toEqual({ code: 'AU', by: 'og-locale', text: 'en_AU', firm: false });
    expect(page('<p>Hello</p>', { lang: 'en-AU' }).contact.country).toEqual({ code: 'AU', by: 'lang', text: 'en-AU', firm: false });
    expect(page('<p>Hello</p>', { lang: 'en', url: 'https://harbour.io/' }).contact.country).toBeNull();
  });

  it('does not take a tel: link that dials no real number as a signal', () => {
    expect(page('<a href="tel:+2125551234">(212) 555-1234</a>', { lang: 'en-US' }).contact.country).toMatchObject({ code: 'US', by: 'lang' });
  });
});
