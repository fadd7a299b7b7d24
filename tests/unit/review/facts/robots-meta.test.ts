/**
 * A robots meta filled with phrases that are no directive: said with the directives it does hold,
 * and a directive run into the phrases with no comma; directives alone (in any of their forms, a
 * missing comma between two), and other metas' values an old generator ran into it, are not.
 */
import { corpusOf, proofPage, proveFindings } from '@/lib/review/proof';
import { parsePage } from '@/lib/review/html/document';
import { factsOf, found, sound } from '../../support/review-facts';

const robots = (content: string, name = 'robots') => `<meta name="${name}" content="${content}">`;
const page = (head: string) => factsOf(sound('<h1>Riverside Plumbing</h1><p>We fix leaks.</p>', head), { raw: true });
const proved = (head: string, id: string) => {
  const html = sound('<h1>Riverside Plumbing</h1><p>We fix leaks.</p>', head);
  const url = 'https://www.example.com/';
  const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
  return proveFindings([found(page(head), id)!], corpusOf([proofPage(url, document, html, [])])).proof.dropped;
};

describe('a robots meta stuffed with phrases', () => {
  it('counts the phrases, names the directives it holds, and the proof keeps the quotes', () => {
    const head = robots('index, follow, plumber Dallas, emergency plumber, cheap plumbing repair, water heater installation, drain cleaning Dallas TX');
    expect(page(head).robotsStuffed).toEqual({
      name: 'robots',
      phrases: 5,
      examples: ['plumber Dallas', 'emergency plumber', 'cheap plumbing repair', 'water heater installation'],
      directives: ['index', 'follow'],
      buried: [],
    });
    expect(found(page(head), 'robots-meta-stuffed')!.evidence).toEqual([
      'The robots meta holds 5 phrases that are no directive to search engines, e.g. "plumber Dallas", "emergency plumber", "cheap plumbing repair", "water heater installation"',
      'Of its parts, only "index", "follow" are directives; search engines pass over the rest and rank nothing by it',
    ]);
    expect(proved(head, 'robots-meta-stuffed')).toEqual([]);
  });

  it('says what is true of a directive run into the phrases, and of a meta with no directive at all', () => {
    const head = robots('noindex plumber Dallas emergency plumber', 'googlebot');
    const evidence = found(page(head), 'robots-meta-stuffed')!.evidence;
    expect(evidence).toEqual([
      'The googlebot meta holds 1 phrase that is no directive to search engines: "noindex plumber Dallas emergency plumber"',
      'None of its parts is a directive: it gives search engines no instruction, and they rank nothing by it',
      '"noindex plumber Dallas emergency plumber" runs "noindex" into other words with no comma between, so search engines may not read it as a directive',
    ]);
    expect(proved(head, 'robots-meta-stuffed')).toEqual([]);
    expect(page(head).robots.noindex).toBe(false);
  });

  it('is not a meta of directives, however written, nor one with another meta’s values in it', () => {
    for (const content of [
      'index, follow',
      'INDEX,FOLLOW,NOODP,NOYDIR',
      'index follow',
      'index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1',
      'noindex, nofollow, noarchive, nosnippet, notranslate, noimageindex, unavailable_after: 2030-01-01',
      'all, index, follow, archive, snippet, imageindex',
      'index, follow, revisit-after 7 days, distribution global, rating general',
      'index, follow, all pages',
      'index, follow, Googlebot, Bingbot, Slurp, DuckDuckBot',
    ]) {
      expect([content, page(robots(content)).robotsStuffed]).toEqual([content, null]);
    }
    expect(found(page(robots('noindex, nofollow')), 'robots-meta-stuffed')).toBeUndefined();
  });
});
