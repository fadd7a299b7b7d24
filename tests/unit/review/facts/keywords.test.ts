/**
 * A keywords meta stuffed with phrases: a dozen or more, most repeating one word. A short list, or a
 * long one of different words, is no stuffing. The finding's quotes stand in the page's code.
 */
import { corpusOf, proofPage, proveFindings } from '@/lib/review/proof';
import { parsePage } from '@/lib/review/html/document';
import { factsOf, found, sound } from '../../support/review-facts';

const meta = (content: string) => `<meta name="keywords" content="${content}">`;
const page = (head: string) => factsOf(sound('<h1>Pure Green Cleaning</h1><p>We clean homes.</p>', head), { raw: true });
const STUFFED =
  'Green Cleaning, Residential Cleaning, Commercial Cleaning, Site Cleaning, Construction Cleaning, Real Estate Cleaning, Cleaning for Realtors, Estate Cleaning, House Staging, Real Estate Staging, House Cleaning, Cleaning Companies in New Jersey, Cleaning Companies in Pennsylvania, Pure Green Cleaning';

describe('a stuffed keywords meta', () => {
  it('counts the phrases and the word most of them repeat, and the proof keeps the quotes', () => {
    const facts = page(meta(STUFFED));
    expect(facts.keywordsStuffed).toEqual({ phrases: 14, word: 'Cleaning', withWord: 12, examples: ['Green Cleaning', 'Residential Cleaning', 'Commercial Cleaning', 'Site Cleaning'] });
    const finding = found(facts, 'keywords-stuffed')!;
    expect(finding.evidence).toEqual(['The keywords meta lists 14 phrases, 12 of them with "Cleaning", e.g. "Green Cleaning", "Residential Cleaning", "Commercial Cleaning", "Site Cleaning"']);
    const html = sound('<h1>Pure Green Cleaning</h1><p>We clean homes.</p>', meta(STUFFED));
    const url = 'https://www.example.com/';
    const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
    expect(proveFindings([finding], corpusOf([proofPage(url, document, html, [])])).proof.dropped).toEqual([]);
  });

  it('is not a short list, nor a long one of different words', () => {
    expect(page(meta('chinese, restaurant, duluth, mn, cantonese, house, food, delivery')).keywordsStuffed).toBeNull();
    expect(page(meta('plumbing, heating, boilers, drains, radiators, showers, taps, toilets, leaks, pipes, gas safety, bathrooms, kitchens')).keywordsStuffed).toBeNull();
    expect(found(page(''), 'keywords-stuffed')).toBeUndefined();
  });
});

describe('a paragraph listing the places served', () => {
  const towns = 'Marlton, Cherry Hill, Voorhees, Mount Laurel, Medford, Moorestown, Haddonfield, Evesham, Berlin, Cinnaminson, Collingswood, Delran, Gibbsboro, Lindenwold, Maple Shade, Pennsauken, Riverton, Runnemede, Somerdale, Tabernacle, and Vincentown.';

  it('counts the names after the words that say they are served, and the proof keeps the quotes', () => {
    const facts = factsOf(`<p>We proudly serve: ${towns}</p>`);
    expect(facts.placeList).toEqual({ lead: 'We proudly serve', kind: 'paragraph', count: 21, examples: ['Marlton', 'Cherry Hill', 'Voorhees', 'Mount Laurel'] });
    const finding = found(facts, 'place-list')!;
    expect(finding.evidence).toEqual(['After "We proudly serve", one paragraph lists 21 names, e.g. "Marlton", "Cherry Hill", "Voorhees", "Mount Laurel"']);
    const html = sound(`<p>We proudly serve: ${towns}</p>`);
    const url = 'https://www.example.com/';
    const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
    expect(proveFindings([finding], corpusOf([proofPage(url, document, html, [])])).proof.dropped).toEqual([]);
    expect(factsOf(`<h2>Service areas</h2><p>${towns}</p>`).placeList?.count).toBe(21);
  });

  it('is not a practice area list, a short list of towns, or a list without words that say it is of places served', () => {
    const areas = 'Divorce, Custody, Adoption, Guardianship, Mediation, Probate, Wills, Trusts, Estates, Bankruptcy, Immigration, Employment, Contracts, Leases, Zoning, Appeals, Torts, Juvenile, Traffic, Expungement, Evictions';
    expect(factsOf(`<p>Practice areas: ${areas}</p>`).placeList).toBeNull();
    expect(factsOf('<p>We serve: Marlton, Cherry Hill, Voorhees, Mount Laurel and Medford.</p>').placeList).toBeNull();
    expect(factsOf(`<p>Our partners: ${towns}</p>`).placeList).toBeNull();
  });
});

describe('a list of the places served', () => {
  const names = 'Marlton, Cherry Hill, Voorhees, Mount Laurel, Medford, Moorestown, Haddonfield, Evesham, Berlin, Cinnaminson, Collingswood, Delran, Gibbsboro, Lindenwold, Maple Shade, Pennsauken, Riverton, Runnemede, Somerdale, Tabernacle, Vincentown'.split(', ');
  const items = (list: readonly string[], item = (n: string) => n) => list.map((n) => `<li>${item(n)}</li>`).join('');

  it('counts the items under a heading that says they are areas served, in one list or in columns, and the proof keeps the quotes', () => {
    const body = `<h2>Areas We Serve</h2><ul>${items(names, (n) => `${n}, NJ`)}</ul>`;
    const facts = factsOf(body);
    expect(facts.placeList).toEqual({ lead: 'Areas We Serve', kind: 'list', count: 21, examples: ['Marlton, NJ', 'Cherry Hill, NJ', 'Voorhees, NJ', 'Mount Laurel, NJ'] });
    expect(found(facts, 'place-list')!.evidence).toEqual(['After "Areas We Serve", a list gives 21 names, e.g. "Marlton, NJ", "Cherry Hill, NJ", "Voorhees, NJ", "Mount Laurel, NJ"']);
    const html = sound(body);
    const url = 'https://www.example.com/';
    const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
    expect(proveFindings([found(facts, 'place-list')!], corpusOf([proofPage(url, document, html, [])])).proof.dropped).toEqual([]);
    const columns = `<p>Proudly serving <strong>South Jersey</strong>:</p><div class="row"><div><ul>${items(names.slice(0, 11))}</ul></div><div><ol>${items(names.slice(11))}</ol></div></div>`;
    expect(factsOf(columns).placeList).toMatchObject({ kind: 'list', count: 21 });
    expect(factsOf(`<h2>Communities we serve</h2><ul>${items(names, (n) => `${n}, New Jersey`)}</ul>`).placeList?.count).toBe(21);
    // Links that all go to one page (the contact page) are no page per town.
    expect(factsOf(`<h3>Service areas</h3><ul>${items(names, (n) => `<a href="/contact/">${n}</a>`)}</ul>`).placeList?.count).toBe(21);
  });

  it('is not a menu of a page per town, a list of services or practice areas, a footer’s sitemap, or a list under another heading', () => {
    const perTown = items(names, (n) => `<a href="/areas/${n.toLowerCase().replace(/ /g, '-')}/">${n}</a>`);
    expect(factsOf(`<h2>Areas we serve</h2><ul>${perTown}</ul>`).placeList).toBeNull();
    expect(factsOf(`<p>We proudly serve: ${names.map((n) => `<a href="/areas/${n.toLowerCase().replace(/ /g, '-')}/">${n}</a>`).join(', ')}</p>`).placeList).toBeNull();
    const services = 'Drain Cleaning, Water Heater Repair, Sewer Line Replacement, Gas Line Installation, Leak Detection Services, Sump Pump Repair, Toilet Repair, Faucet Installation, Garbage Disposal Repair, Pipe Repair, Hydro Jetting Services, Backflow Testing Services, Water Softener Installation, Tankless Water Heater Installation, Slab Leak Repair, Bathroom Plumbing Design, Kitchen Plumbing Services, Emergency Plumbing, Commercial Plumbing, Repiping Services, Well Pump Repair';
    expect(factsOf(`<h2>Serving you with</h2><ul>${items(services.split(', '))}</ul>`).placeList).toBeNull();
    const areas = 'Divorce, Custody, Adoption, Guardianship, Mediation, Probate, Wills, Trusts, Estates, Bankruptcy, Immigration, Employment, Contracts, Leases, Zoning, Appeals, Torts, Juvenile, Traffic, Expungement, Evictions';
    expect(factsOf(`<h2>Practice Areas</h2><ul>${items(areas.split(', '))}</ul>`).placeList).toBeNull();
    const sitemap = items(names, (n) => `<a href="/${n.toLowerCase().replace(/ /g, '-')}.html">${n}</a>`);
    expect(factsOf(`<footer><h4>Communities</h4><ul>${sitemap}</ul></footer>`).placeList).toBeNull();
    expect(factsOf(`<h2>Areas we serve</h2><p>All of Burlington County.</p><h2>Our partners</h2><ul>${items(names)}</ul>`).placeList).toBeNull();
  });
});
