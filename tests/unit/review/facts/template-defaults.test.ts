/**
 * A template's defaults, by what they are: alt texts that describe nothing whatever their words
 * (a framework's sample alts, a holder.js size), stand-in pictures from placeholder services or
 * holder.js, and a template's sample person where a name stands alone.
 */
import { parsePage } from '@/lib/review/html/document';
import { findIssues } from '@/lib/review/findings';
import { corpusOf, proofPage, proveFindings } from '@/lib/review/proof';
import { factsOf, found, ids, sound } from '../../support/review-facts';

/** What the proof drops of the page's findings. */
function dropped(body: string, rule: string) {
  const html = sound(body);
  const url = 'https://www.example.com/';
  const document = parsePage({ url, status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html, bytes: html.length, elapsedMs: 10, redirects: [] });
  return proveFindings(findIssues(factsOf(body), { industry: 'lawyers' }), corpusOf([proofPage(url, document, html, [])])).proof.dropped.filter((d) => d.rule === rule);
}

describe('a template’s defaults', () => {
  it('alt texts that fit any picture, whatever their words, and a holder.js size', () => {
    const facts = factsOf(
      '<img src="/a.jpg" alt="Card image cap"><img src="/b.jpg" alt="Generic placeholder image"><img src="/c.jpg" alt="First slide"><img src="/d.jpg" alt="Featured Image 2"><img data-src="holder.js/100px180" src="/e.png" alt="100%x180">',
    );
    expect(facts.images.vagueAltExamples).toEqual([
      'alt="Card image cap" on /a.jpg: words that fit any picture',
      'alt="Generic placeholder image" on /b.jpg: words that fit any picture',
      'alt="First slide" on /c.jpg: words that fit any picture',
      'alt="Featured Image 2" on /d.jpg: words that fit any picture',
      'alt="100%x180" on /e.png: a picture’s size',
    ]);
    expect(dropped('<img src="/a.jpg" alt="Card image cap"><img data-src="holder.js/100px180" src="/e.png" alt="100%x180">', 'vague-alt-text')).toEqual([]);
    expect(found(facts, 'vague-alt-text')!.evidence[0]).toMatch(/^5 images have alt text taken from a file name or a size, or made of words that fit any picture, not a description: /);
  });

  it('leaves descriptions and decorative pictures alone', () => {
    for (const body of ['<img src="/s.jpg" alt="Photo of Dr. Smith">', '<img src="/o.png" alt="">', '<img src="/t.jpg" alt="Team photo at the 2024 picnic">', '<img src="/w.jpg" alt="Water slide at the lake">', '<img src="/l.png" alt="Harbor & Vale logo image">']) {
      expect([body, factsOf(body).images.vagueAlt]).toEqual([body, 0]);
    }
  });

  it('stand-in pictures from a placeholder service, holder.js or a shop platform, in src, srcset or a lazy-loading attribute', () => {
    const facts = factsOf('<img src="https://via.placeholder.com/350x150" alt="Our office"><img data-src="https://picsum.photos/200/300" alt="Team"><img srcset="https://dummyimage.com/600x400 2x" alt="Shop"><img data-src="holder.js/300x200" alt="Lawyer">');
    expect(facts.images.placeholders).toBe(4);
    expect(found(facts, 'placeholder-images')!.evidence[0]).toContain('4 images are stand-ins, not pictures of the business (from a placeholder service, holder.js');
    // A shop's picture for a product without one is a stand-in too; a lazy loader's blank and the shop's own photos are not.
    expect(factsOf('<img src="/wp-content/uploads/woocommerce-placeholder-300x300.png" alt="Placeholder">').images.placeholders).toBe(1);
    expect(factsOf('<img src="/img/placeholder.gif" data-src="/img/shoes.jpg" alt="Trail shoes"><img src="/wp-content/uploads/2024/05/shoes.jpg" alt="Trail shoes">').images.placeholders).toBe(0);
    expect(factsOf('<img src="https://cdn.example-photos.com/placeholder-free/real.jpg" alt="Our office">').images.placeholders).toBe(0);
  });

  it('a template’s sample person where a name stands alone, not the words of a lawsuit', () => {
    expect(found(factsOf('<blockquote><p>Great service!</p><cite>— John Doe, CEO</cite></blockquote>'), 'filler-text')!.evidence[0]).toContain('"— John Doe, CEO"');
    expect(dropped('<blockquote><p>Great service!</p><cite>— John Doe, CEO</cite></blockquote>', 'filler-text')).toEqual([]);
    expect(ids(factsOf('<p>We filed a John Doe lawsuit to identify the poster.</p>'))).not.toContain('filler-text');
  });

  it('a "Demo" label alone on an empty picture box or a card, counted once however deep it stands, and the proof keeps it', () => {
    const body = '<div class="img-box"><span class="badge">Demo</span></div><div class="card"><div><p>DEMO</p></div><h3>Family law</h3><p>We help families.</p></div><figure class="thumb"><figcaption>Placeholder</figcaption></figure>';
    const facts = factsOf(body);
    expect(facts.sampleLabels).toEqual({ examples: ['Demo', 'DEMO', 'Placeholder'], count: 3 });
    expect(found(facts, 'sample-labels')!.evidence).toEqual(['"Demo", "DEMO", "Placeholder" stand alone as a label in 3 places, in no sentence, link or menu: a template’s sample badge']);
    expect(dropped(body, 'sample-labels')).toEqual([]);
    expect(found(factsOf('<div class="photo"><small>Sample</small></div>'), 'sample-labels')!.evidence[0]).toBe('"Sample" stands alone as a label, in no sentence, link or menu: a template’s sample badge');
  });

  it('no "Book a demo" button, demo page in the menu, tab, hidden badge, or page that offers a demo of its product', () => {
    for (const body of [
      '<a class="btn" href="/demo/">Book a demo</a><button>Request a Demo</button>',
      '<nav><ul><li><a href="/">Home</a></li><li><a href="/demo/">Demo</a></li></ul></nav>',
      '<div class="menu"><span>Demo</span></div>',
      '<div role="tablist"><div role="tab">Demo</div><div role="tab">Pricing</div></div>',
      '<div class="card" hidden><span>Demo</span></div><span style="display:none">Sample</span>',
      '<h2>See it work</h2><p>Watch the demo of our scheduling app.</p><div class="video"><span class="badge">Demo</span></div>',
      '<p>Ask for a free sample of our coffee.</p><div class="tile"><span>Sample</span></div>',
      '<select><option>Demo</option></select><label>Sample <input name="s"></label>',
    ]) {
      expect([body, factsOf(body).sampleLabels]).toEqual([body, null]);
    }
  });
});
