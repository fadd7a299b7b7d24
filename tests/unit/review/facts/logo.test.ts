/**
 * The business's logo, from evidence: a picture is "not the logo" only when something other than its
 * file's name says so, and the credit to the agency that built the site is never the business's logo.
 */
import { isLogo } from '@/lib/review/facts/logo';
import { parsePage } from '@/lib/review/html/document';
import { factsOf, found, sound } from '../../support/review-facts';

function logoIn(body: string, head = '') {
  const html = sound(body, head);
  const d = parsePage({ url: 'https://www.harborcafe.example/', status: 200, headers: {}, body: html, bytes: html.length, elapsedMs: 1, redirects: [] });
  const img = d.tags('img')[0]!;
  return isLogo(img, img.attribs.src ?? '', d);
}
const credit = '<footer><p>© Harbor Cafe</p><p>Website by <a href="https://acme-web.example/"><img src="/img/acme-logo.png" alt="logo"></a></p></footer>';

describe('the business’s logo', () => {
  it('is known by its class or id, its link’s, an alt that says logo, the schema.org logo, or a link home from the header', () => {
    expect(logoIn('<a class="custom-logo-link" href="/"><img src="/img/mark.png" alt=""></a>')).toBe(true);
    expect(logoIn('<img src="/img/mark.png" alt="Harbor Cafe logo">')).toBe(true);
    expect(logoIn('<header><a href="/"><img src="/img/mark.png" alt=""></a></header>')).toBe(true);
    const schema = '<script type="application/ld+json">{"@type":"Restaurant","name":"Harbor Cafe","logo":{"@type":"ImageObject","url":"https://www.harborcafe.example/img/mark.png"}}</script>';
    expect(logoIn('<img src="/img/mark.png" alt="">', schema)).toBe(true);
    expect(logoIn('<main><img src="/img/terrace.jpg" alt=""></main>')).toBe(false);
  });

  it('is never a picture linked to another site by its file name alone, nor the credit to whoever built the site', () => {
    expect(logoIn('<a href="https://www.elca.org/"><img src="/files/elca-logo.png" alt="Evangelical Lutheran Church in America"></a>')).toBe(false);
    expect(logoIn(credit)).toBe(false);
    expect(logoIn('<footer><a href="https://acme.example/" class="site-logo"><img src="/img/acme.png" alt="Designed by Acme"></a></footer>')).toBe(false);
    expect(logoIn('<footer><a href="https://acme.example/"><img src="/img/acme.png" alt="Acme Web Design"></a></footer>')).toBe(false);
  });
});

describe('what the review says of a picture that is or is not the logo', () => {
  it('never calls a picture "not the logo" from its file’s name: alt="Logo" on a picture named otherwise is only a word for any picture', () => {
    const facts = factsOf('<a href="/"><img src="/img/header-2019.png" alt="Logo"></a><h1>Harbor Cafe</h1>');
    expect(facts.images.vagueAltExamples).toEqual(['alt="Logo" on /img/header-2019.png: a word for any picture']);
    // The logo, by its class, may be called so.
    expect(factsOf('<a href="/" class="site-logo"><img src="/img/header-2019.png" alt="Logo"></a>').images.vagueAltExamples).toEqual([]);
  });

  it('calls alt="logo" on the agency’s credit what it is, with the words that credit it', () => {
    const facts = factsOf(`<h1>Harbor Cafe</h1>${credit}`);
    expect(facts.images.vagueAltExamples).toEqual(['alt="logo" on /img/acme-logo.png: "logo" on a credit to whoever built the site ("Website by"), not the business’s logo']);
  });

  it('never takes the agency’s credit for the business’s decorative or unnamed logo, nor its alt for the business’s trade', () => {
    const decorative = factsOf('<h1>Harbor Cafe</h1><footer>Designed by <a href="https://acme.example/"><img src="/img/acme-logo.png" alt=""></a></footer>');
    expect(decorative.images.decorativeLogo).toBeNull();
    expect(decorative.images.brandOnlyInLogo).toBeNull();
    const roofer = factsOf('<h1>Harbor Cafe</h1><p>Breakfast and lunch by the harbour.</p><footer><a href="https://roofweb.example/"><img src="/img/roof-logo.png" alt="Roofing Web Design"></a></footer>');
    expect(roofer.contact.atCustomers).toBeNull();
    // The business's own logo, marked decorative with nothing beside it, is still named.
    const own = factsOf('<header><a href="/"><img src="/img/mark.png" alt=""></a></header><h1>Fresh bread daily</h1>');
    expect(own.images.decorativeLogo).toBe('/img/mark.png');
  });
});
