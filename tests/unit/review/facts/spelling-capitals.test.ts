/**
 * Typos in capitalised words and acronyms, on small sites made for it: a capital that says nothing
 * (a sentence's start, a Title Case heading or menu) on a word one slip from one common word, and an
 * acronym two swapped letters from the one the site writes more often; names, places, brands, legal
 * acronyms and other languages never. Every statement of the finding holds in the proof.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { capitalCorrection, isTitleCase, slipsOf } from '@/lib/review/facts/spelling/capitals';
import { spellChecker } from '@/lib/review/facts/spelling/checker';
import { assessSite } from '@/lib/review/findings/site';
import { proofCorpus, proveFindings } from '@/lib/review/proof';
import { siteOf } from '../../support/review-site';

/** Sentences of a sound page, every word in the dictionary. */
const PROSE =
  '<p>We are a small family firm and we have been helping our neighbours with their accounts and taxes for many years.</p>' +
  '<p>Every client starts with a free meeting, and you will know the fee before any work begins.</p>';

function review(pages: Record<string, string>, lang = 'en-US') {
  const site = siteOf(pages, undefined, { lang, name: 'Harbor Accounting', host: 'www.harboraccounting.com' });
  const read = readPages(site);
  const facts = siteWideFacts(site, read);
  const finding = assessSite(read, facts, { industry: 'professional-services' }).findings.find((f) => f.id === 'misspellings');
  return { site, words: facts.misspellings ?? [], finding };
}
const named = (body: string, lang?: string) => review({ '/': PROSE + body }, lang).words.map((w) => [w.word, w.suggestion]);

describe('typos in capitalised words', () => {
  it('names a typo in a Title Case heading, a menu and at a sentence’s start, and the proof keeps every line', () => {
    const { site, words, finding } = review({
      '/': `${PROSE}<nav><a href="/">Home</a> <a href="/services">Servcies</a> <a href="/contact">Contact</a></nav><h2>Our Proffesional Team</h2><p>Accomodation is close by for clients who travel to see us.</p>`,
    });
    expect(words.map((w) => [w.word, w.suggestion, w.sentence])).toEqual([
      ['Accomodation', 'Accommodation', 'Accomodation is close by for clients who travel to see us.'],
      ['Servcies', 'Services', 'Home Servcies Contact'],
      ['Proffesional', 'Professional', 'Our Proffesional Team'],
    ]);
    expect(proveFindings([finding!], proofCorpus(site)).proof.dropped).toEqual([]);
    expect(named('<h3>Find an Attorny</h3>')).toEqual([['Attorny', 'Attorney']]);
  });

  it('never names a name, a place or a brand, nor a word the site writes as a name', () => {
    // People's names (a list of names has them), and places and firms the dictionary has with their capital.
    expect(named('<h2>Meet Jon Smyth</h2><p>Smyth founded the firm with Kathryn.</p><h3>Fischer and Brown Partners</h3>')).toEqual([]);
    expect(named('<h2>Offices in Plano and Mesa</h2><p>Brisbane is where we started.</p><h3>Haynes Tax Advisers</h3>')).toEqual([]);
    expect(named('<h2>We Work With Xero, Intuit and QuickBooks</h2><p>Xero is the software most of our clients use.</p>')).toEqual([]);
    // A word the site writes with a capital inside a sentence is its own, wherever it stands.
    expect(named('<h2>Servco Accounting</h2><p>Clients of Servco get a yearly review of their books.</p>')).toEqual([]);
    expect(named('<h2>Servcies</h2><p>We founded Servcies to help farms with their books.</p>')).toEqual([]);
    // A word of the page's title, the logo's alt text, the domain or a link's address.
    expect(named('<h2>Our Servcies</h2><p><a href="/servcies/">See them</a> before you call.</p>')).toEqual([]);
    expect(named('<img src="/logo.png" alt="Attorny Pro"><h2>Attorny Pro Team</h2>')).toEqual([]);
    const titled = siteOf({ '/': { title: 'Attorny Pro | Law', body: `${PROSE}<h2>Meet the Attorny Team</h2>` } }, undefined, { name: 'x', host: 'www.attornypro.com' });
    expect(siteWideFacts(titled, readPages(titled)).misspellings ?? []).toEqual([]);
    const hosted = siteOf({ '/': `${PROSE}<h2>Meet the Attorny Team</h2>` }, undefined, { host: 'www.attorny.com' });
    expect(siteWideFacts(hosted, readPages(hosted)).misspellings ?? []).toEqual([]);
    expect(named('<h2>Meet the Attorny Team</h2>')).toEqual([['Attorny', 'Attorney']]);
  });

  it('never reads a page of headings made of words no list knows: a menu of dishes, a list of names', () => {
    const dishes = ['Teryaki Chicken Steak', 'Moogoo Gai Pan', 'Chow Shrimp Kew', 'Hung Shu Chicken', 'Beef Lo Mien'].map((dish) => `<h4>${dish}</h4>`).join('');
    expect(named(dishes)).toEqual([]);
    // A word the list of common misspellings lacks is named where the site writes the word it is a slip from.
    expect(named('<h4>Teryaki Chicken Steak</h4><h4>Sesame Chicken</h4>')).toEqual([]);
    expect(named('<p>Our teriyaki sauce is made here every morning by the chef.</p><h4>Teryaki Chicken Steak</h4><h4>Sesame Chicken</h4>')).toEqual([['Teryaki', 'Teriyaki']]);
  });

  it('never names another language’s word, nor a word two slips or its last letter away from one', () => {
    expect(named('<h2>Contacto</h2><h2>Servicios Legales</h2>')).toEqual([]);
    expect(review({ '/': '<p>Somos una pequeña empresa familiar y ayudamos a nuestros vecinos con sus cuentas e impuestos desde hace muchos años.</p><h2>Nuestros Servcios</h2><p>Cada cliente empieza con una reunión gratuita.</p>' }, 'es').words).toEqual([]);
    expect(named('<p>We speak <span lang="es">Español</span>.</p><h2 lang="es">Servcios Contables</h2>')).toEqual([]);
  });

  it('never names a capitalised word inside a sentence, or in a sentence with another unknown word', () => {
    expect(named('<p>We met the team at Accomodation House for a day of planning.</p>')).toEqual([]);
    expect(named('<p>Accomodation for the xqzvbt week is close by for clients who travel.</p>')).toEqual([]);
  });
});

describe('typos in acronyms', () => {
  it('names an acronym two swapped letters from the one the site writes more often, and the proof keeps every line', () => {
    const { site, words, finding } = review({
      '/': `${PROSE}<p>We file FATCA reports for clients with accounts abroad.</p><h2>FATCA Help</h2>`,
      '/expats/': `${PROSE}<p>Every FACTA filing is checked twice before it goes out.</p>`,
    });
    expect(words.map((w) => [w.word, w.suggestion, w.siteWrites, w.pages])).toEqual([['FACTA', 'FATCA', 2, ['/expats/']]]);
    expect(finding!.evidence[1]).toBe('/expats/: "FACTA" in "Every FACTA filing is checked twice before it goes out." (elsewhere the site writes FATCA, in 2 passages)');
    expect(proveFindings([finding!], proofCorpus(site)).proof.dropped).toEqual([]);
  });

  it('names a word of a heading set in capitals as the list of common misspellings has it', () => {
    expect(named('<h2>OUR SERVCIES</h2>')).toEqual([['SERVCIES', 'SERVICES']]);
  });

  it('never names an acronym the site writes as often, nor a legal acronym written right', () => {
    expect(named('<p>We handle FATCA, FINRA, ERISA and HIPAA questions, and our CPA team deals with the IRS.</p>')).toEqual([]);
    expect(named('<p>We file FATCA reports.</p><p>Every FACTA filing is checked twice.</p>')).toEqual([]);
  });
});

describe('one slip of the keys', () => {
  it('takes the one common word a slip away, none when there are two or none', () => {
    const spell = spellChecker();
    // cspell's list of common misspellings has these.
    expect(capitalCorrection('Servcies', spell, new Set())).toBe('Services');
    expect(capitalCorrection('Proffesional', spell, new Set())).toBe('Professional');
    // A surname a slip from a word (which a list of names may lack): named only where the site writes the word.
    expect(capitalCorrection('Gardin', spell, new Set())).toBeUndefined();
    expect(capitalCorrection('Gardin', spell, new Set(['garden']))).toBe('Garden');
    // Two words a slip away, none, or only its last letter.
    expect(capitalCorrection('Crandle', spell, new Set(['candle', 'cradle']))).toBeUndefined();
    expect(capitalCorrection('Smyht', spell, new Set())).toBeUndefined();
    expect(capitalCorrection('Contacto', spell, new Set(['contact']))).toBeUndefined();
    expect(slipsOf('attorny').has('attorney')).toBe(true);
    expect(slipsOf('contacto').has('contact')).toBe(false);
  });

  it('reads a short block of capitalised words as Title Case, a sentence not', () => {
    expect(isTitleCase('Our Professional Team')).toBe(true);
    expect(isTitleCase('Home Services Contact')).toBe(true);
    expect(isTitleCase('Find an Attorney')).toBe(true);
    expect(isTitleCase('Services')).toBe(false);
    expect(isTitleCase('We met the team at Accomodation House.')).toBe(false);
  });
});
