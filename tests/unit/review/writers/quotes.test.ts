/**
 * Evidence quoted exactly: the site's own words as the page has them (underscores, hashes, asterisks,
 * brackets, angle brackets, backslashes and quotes kept), each renderer escaping them for its output,
 * and no quote glued together from two neighbouring elements.
 */
import { parseAnalysis } from '@/lib/review/analysis-blocks';
import { assess } from '@/lib/review/findings';
import { reviewEmail } from '@/lib/review/render/email';
import { reportText } from '@/lib/review/report/text';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { factsOf, found } from '../../support/review-facts';

describe('the page’s words, as the page has them', () => {
  it('keeps underscores, hashes, asterisks, brackets and backslashes in file names and text', () => {
    const facts = factsOf(
      '<img data-src="file:///Users/dev/site/ig-12__2000x.jpg"><a href="/pasta_and_subs.php"></a><img src="/img/index_desktop[1].jpg"><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit #1 *now* \\o/</p>',
    );
    expect(found(facts, 'build-leftover-links')!.evidence[0]).toContain('<img data-src="file:///Users/dev/site/ig-12__2000x.jpg">');
    expect(found(facts, 'empty-links')!.evidence[0]).toContain('/pasta_and_subs.php');
    expect(found(facts, 'images-without-alt')!.evidence.join(' ')).toContain('/img/index_desktop[1].jpg');
    expect(found(facts, 'filler-text')!.evidence[0]).toContain('Lorem ipsum dolor sit amet, consectetur adipiscing elit #1 *now* \\o/');
  });

  it('escapes a quote for each output: HTML in the e-mail, as written in the text and the JSON analysis', () => {
    const facts = factsOf('<h2>Fish & Chips <b>*daily*</b></h2><p>Lorem ipsum dolor sit amet, consectetur <adipiscing> elit.</p>');
    const report = writeBuiltinReport(facts, assess(facts), { industry: 'local-businesses' });
    const text = reportText(report);
    expect(text).toContain('"Fish & Chips *daily*"');
    expect(JSON.parse(JSON.stringify({ analysis: text })).analysis).toContain('"Fish & Chips *daily*"');
    const html = reviewEmail('owner@harborvale.law', report, { reportUrl: 'https://studio.test/review/x', bookUrl: 'https://studio.test/contact' }).html;
    expect(html).toContain('Fish &amp; Chips *daily*');
    expect(html).not.toContain('<adipiscing>');
    // The page and the admin inbox render the text as it is: nothing inside a line is read as markup.
    expect(parseAnalysis('- "a **bold** claim" and _this_').flatMap((b) => (b.kind === 'list' ? b.items.flat() : []))).toEqual([{ text: '"a **bold** claim" and _this_', bold: false }]);
  });

  it('never glues the end of one element to the start of the next', () => {
    const facts = factsOf('<div><h5>978-377-5200</h5><h5>24/7 emergency service</h5></div>');
    expect(facts.contact.phones).toEqual(['978-377-5200']);
    const filler = factsOf('<nav><a href="/coupons">Coupons</a></nav><p><span>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</span></p>');
    expect(found(filler, 'filler-text')!.evidence[0]).toContain('"Lorem ipsum dolor sit amet, consectetur adipiscing elit."');
    expect(found(filler, 'filler-text')!.evidence[0]).not.toContain('Coupons');
  });

  it('quotes an alt text shared by many images as written, not lower-cased', () => {
    const facts = factsOf(Array.from({ length: 5 }, (_, i) => `<img src="/p${i}.jpg" alt="Our Team at Work">`).join(''));
    expect(found(facts, 'shared-alt-text')!.evidence[0]).toContain('"Our Team at Work"');
  });
});
