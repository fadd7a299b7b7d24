/**
 * Misspelled words, on small sites made for it: a word is named only when no English dictionary nor
 * the site's own vocabulary knows it and the checker offers a close correction, quoted in its
 * sentence and counted across pages; names, brands, acronyms, addresses, code, quotations, other
 * languages and another variant's spelling never are. Every statement of the finding holds in the proof.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { editDistance, madeOfKnownWords } from '@/lib/review/facts/spelling/misspellings';
import { assessSite } from '@/lib/review/findings/site';
import { proofCorpus, proveFindings } from '@/lib/review/proof';
import { siteOf as siteOfPages } from '../../support/review-site';

/** Sentences of a sound page, every word in the dictionary. */
const PROSE =
  '<p>We are a small family business and we have been fixing leaks, heaters and drains for our neighbours for many years.</p>' +
  '<p>Every job starts with a free visit, and you will know the price before any work begins.</p>';

/** A site of the given pages (path → body), all read, with the page language given. */
const siteOf = (pages: Record<string, string>, lang = 'en-US', title = 'Harbor Plumbing', host = 'www.harborplumbing.com') => siteOfPages(pages, undefined, { lang, name: title, host });

function review(pages: Record<string, string>, lang?: string, title?: string, host?: string) {
  const site = siteOf(pages, lang, title, host);
  const read = readPages(site);
  const facts = siteWideFacts(site, read);
  const finding = assessSite(read, facts, { industry: 'professional-services' }).findings.find((f) => f.id === 'misspellings');
  return { site, words: facts.misspellings ?? [], finding };
}
const named = (body: string, lang?: string) => review({ '/': PROSE + body }, lang).words.map((w) => w.word);

describe('misspelled words', () => {
  it('names a lower-case word the dictionary does not know, with its close correction and its sentence, and the proof keeps every line', () => {
    const { site, words, finding } = review({ '/': `${PROSE}<p>You will recieve a written quote within one business day.</p>` });
    expect(words).toEqual([{ word: 'recieve', suggestion: 'receive', sentence: 'You will recieve a written quote within one business day.', pages: ['/'] }]);
    expect(finding!.title).toBe('Check the spelling of this word');
    expect(finding!.evidence).toEqual([
      '1 word on 1 page we read is in no English dictionary (American, British or Australian), and is a letter or two from a word that is',
      '"recieve" in "You will recieve a written quote within one business day." (the dictionary suggests receive)',
    ]);
    const proven = proveFindings([finding!], proofCorpus(site));
    expect(proven.proof.dropped).toEqual([]);
    expect(proven.findings[0]!.evidence).toEqual(finding!.evidence);
  });

  it('counts a word across pages, names the pages, and the proof keeps every line', () => {
    const footer = '<footer><p>We are open every day of the week, and our team can usualy come the same day.</p></footer>';
    const { site, words, finding } = review({ '/': PROSE + footer, '/about/': PROSE + footer, '/contact/': `${PROSE}<p>Call us and we will send a plumber in the mornning to fix it.</p>` });
    expect(words.map((w) => [w.word, w.suggestion, w.pages])).toEqual([
      ['usualy', 'usually', ['/', '/about/']],
      ['mornning', 'morning', ['/contact/']],
    ]);
    expect(finding!.title).toBe('Check the spelling of these words');
    expect(finding!.evidence[0]).toBe('2 words on 3 pages we read are in no English dictionary (American, British or Australian), and each is a letter or two from a word that is');
    expect(finding!.evidence[1]).toBe('/: "usualy" in "We are open every day of the week, and our team can usualy come the same day." (the dictionary suggests usually; also on /about/)');
    expect(finding!.evidence[2]).toBe('/contact/: "mornning" in "Call us and we will send a plumber in the mornning to fix it." (the dictionary suggests morning)');
    expect(finding!.pages.map((url) => new URL(url).pathname)).toEqual(['/', '/about/', '/contact/']);
    const proven = proveFindings([finding!], proofCorpus(site));
    expect(proven.proof.dropped).toEqual([]);
  });

  it('counts every page that shows the word, a page of filler text too', () => {
    const footer = '<footer><p>© Copyyright Harbor Plumbing. All Rights Reserved.</p></footer>';
    const filler = '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</p>';
    const { site, words, finding } = review({ '/': PROSE + footer, '/draft/': filler + footer });
    expect(words.map((w) => w.pages)).toEqual([['/', '/draft/']]);
    expect(finding!.evidence[1]).toBe('/: "Copyyright" in "© Copyyright Harbor Plumbing." (the dictionary suggests Copyright; also on /draft/)');
    expect(proveFindings([finding!], proofCorpus(site)).proof.dropped).toEqual([]);
  });

  it('takes the correction in the page’s variant, and never names another variant’s spelling', () => {
    const behaviour = '<p>We explain the behavour of every heater we fit before we leave the house.</p>';
    expect(review({ '/': PROSE + behaviour }, 'en-GB').words.map((w) => w.suggestion)).toEqual(['behaviour']);
    expect(review({ '/': PROSE + behaviour }, 'en-US').words.map((w) => w.suggestion)).toEqual(['behavior']);
    const colour = '<p>We match the colour of every tile we replace, and we tidy up the neighbourhood driveway after.</p>';
    expect(named(colour, 'en-GB')).toEqual([]);
    expect(named(colour, 'en-US')).toEqual([]);
    expect(named('<p>We match the color of every tile we replace, and we tidy the driveway after.</p>', 'en-GB')).toEqual([]);
  });

  it('names a capitalised word only for a letter English never doubles, where the dictionary has it without', () => {
    const { site, words, finding } = review({ '/': `${PROSE}<footer><p>© Copyyright Harbor Plumbing. All Rights Reserved.</p></footer>` });
    expect(words.map((w) => [w.word, w.suggestion, w.sentence])).toEqual([['Copyyright', 'Copyright', '© Copyyright Harbor Plumbing.']]);
    expect(proveFindings([finding!], proofCorpus(site)).proof.dropped).toEqual([]);
    // Where a script writes the year, the sentence starts after it: a visitor never reads the two pieces side by side.
    const scripted = review({ '/': `${PROSE}<footer><p>© <script>document.write(new Date().getFullYear())</script> Copyyright Harbor Plumbing.</p></footer>` });
    expect(scripted.words.map((w) => w.sentence)).toEqual(['Copyyright Harbor Plumbing.']);
    expect(proveFindings([scripted.finding!], proofCorpus(scripted.site)).proof.dropped).toEqual([]);
    // A name whose doubled letter English writes (Carrol, not carol), and a name at a sentence's start: never.
    expect(named('<p>Carrol answers the phone and books every visit for the whole team.</p>')).toEqual([]);
    expect(named('<p>Harly has fixed pipes in this town for twenty years and he is proud of it.</p>')).toEqual([]);
  });

  it('never names a name, a brand, an acronym or a word with digits, hyphens or an apostrophe', () => {
    expect(named('<p>Our founder Jaswinder trained as a plumber in Leeds before he moved to this town.</p>')).toEqual([]);
    expect(named('<p>We take payment by paypal or by card when the job is done.</p>')).toEqual([]);
    // A company cspell lists, written in lower case: the dictionary would suggest "abbot".
    expect(named('<p>We buy the test kits from abbott and keep them in the van for you.</p>')).toEqual([]);
    expect(named('<p>We also build on Shopify.</p><p>Each shopify store we make is fast and easy to run.</p>')).toEqual([]);
    expect(named('<p>We are certified for HVAC work and we answer calls ASAP at any hour of the day.</p>')).toEqual([]);
    // The dictionary would suggest there's.
    expect(named('<p>If there’re any questions about the job, you can call us at any time.</p>')).toEqual([]);
    expect(named('<p>It’s a well-knwon fact that we’re the 24hrs team you can call for a 2nd opinion at the weekend.</p>')).toEqual([]);
  });

  it('never names what the site calls itself: its title, its logo’s alt text, its domain', () => {
    const cleen = '<p>The cleen team will visit you at a time that suits you.</p>';
    expect(review({ '/': PROSE + cleen }).words.map((w) => [w.word, w.suggestion])).toEqual([['cleen', 'clean']]);
    expect(review({ '/': PROSE + cleen }, 'en-US', 'Cleen Plumbing').words).toEqual([]);
    expect(review({ '/': `${PROSE}<img src="/logo.png" alt="Cleen">${cleen}` }).words).toEqual([]);
    expect(review({ '/': PROSE + cleen }, 'en-US', 'Harbor Plumbing', 'www.cleen.co.uk').words).toEqual([]);
  });

  it('never reads addresses, code, scripts, styles or quotations', () => {
    expect(named('<p>Write to us at hello@recieve-plumbing.com or visit www.recieve.com for more of our news.</p>')).toEqual([]);
    expect(named('<p>To install it you run the command <code>recieve</code> in a terminal of your computer.</p>')).toEqual([]);
    expect(named('<script>/* You will recieve a quote within one business day. */</script><style>/* You will recieve a quote within one business day. */</style>')).toEqual([]);
    expect(named('<blockquote>They said we would recieve the bill in the post, and we did.</blockquote>')).toEqual([]);
  });

  it('never checks a page in another language, whatever its lang says, nor a passage marked as one', () => {
    const german = '<p>Wir sind ein kleiner Familienbetrieb und reparieren seit vielen Jahren Heizungen und Leitungen für unsere Nachbarn in der Stadt.</p><p>Jeder Auftrag beginnt mit einem kostenlosen Besuch, und Sie kennen den Preis vorher.</p>';
    expect(review({ '/': german }, 'de').words).toEqual([]);
    expect(review({ '/': german }, 'en').words).toEqual([]);
    expect(named('<p>We say <span lang="it">grazie</span> to every one of our clients at the end of a job.</p>')).toEqual([]);
  });

  it('reads a page without a lang when its words are English', () => {
    expect(review({ '/': `${PROSE}<p>You will recieve a written quote within one business day.</p>` }, '').words.map((w) => w.word)).toEqual(['recieve']);
  });

  it('never names a word in a list of dishes, a lower-case line, or a term the site uses in three passages', () => {
    expect(named('<p>Tomato sauce, mozzarella, funghi, ham, olives and basil</p>')).toEqual([]);
    expect(named('<p>we will recieve your call any time of the day or night</p>')).toEqual([]);
    expect(named('<p>You will recieve a call.</p><p>You will recieve a quote from us.</p><p>You will recieve the bill by post.</p>')).toEqual([]);
  });

  it('never names a word made of known words: an ending, a beginning, two words as one', () => {
    // The dictionary would suggest techs, recook, regroup and overstay.
    expect(named('<p>We are a techy team, but we explain every job in plain words to you.</p>')).toEqual([]);
    expect(named('<p>You can rebook your visit online at any time of the day.</p>')).toEqual([]);
    expect(named('<p>We regrout the tiles in your shower in a single day.</p>')).toEqual([]);
    expect(named('<p>We cover the floor so that no overspray lands on it.</p>')).toEqual([]);
    const knows = (w: string) => ['church', 'tech', 'book', 'pet', 'care', 'usual', 'morn', 'loss', 'tap'].includes(w);
    expect(madeOfKnownWords('lossy', knows, 'lousy')).toBe(true);
    expect(madeOfKnownWords('tappable', knows, 'trappable')).toBe(true);
    expect(madeOfKnownWords('churchy', knows, 'church')).toBe(true);
    expect(madeOfKnownWords('techy', knows, 'techs')).toBe(true);
    expect(madeOfKnownWords('rebook', knows)).toBe(true);
    expect(madeOfKnownWords('petcare', knows)).toBe(true);
    // A typo looks like an ending too; the dictionary's word then ends the same way.
    expect(madeOfKnownWords('usualy', knows, 'usually')).toBe(false);
    expect(madeOfKnownWords('mornning', knows, 'morning')).toBe(false);
  });

  it('never takes a correction that drops a first letter or is far from the word', () => {
    expect(named('<p>We build a fast ecommerce shop for each of our clients in the town.</p>')).toEqual([]);
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('mornning', 'morning')).toBe(1);
    expect(editDistance('neccessary', 'necessary')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
