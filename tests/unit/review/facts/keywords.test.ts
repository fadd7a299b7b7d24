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
