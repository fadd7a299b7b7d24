/**
 * "Send phones smaller images" names the slot an image fills on a phone only where the page gives
 * one: an <img> (its width attribute, else the phone's screen). A stylesheet's picture is painted at a
 * size its rules and its box decide (background-size: cover fills the box, however wide the image),
 * so it is never told the slot it fills, nor to use srcset.
 */
import { ids, factsOf } from '../../support/review-facts';

const skyline = (from: 'html' | 'css') => ({
  url: 'https://www.example.com/images/skyline.jpg',
  type: 'image' as const,
  from,
  wireBytes: 468_000,
  bytes: 468_000,
  contentType: 'image/jpeg',
  image: { format: 'jpeg' as const, width: 3760, height: 1200 },
});

describe('an image much wider than a phone shows', () => {
  it('in an <img>: named, with the slot the phone gives it', () => {
    const facts = factsOf('<img src="/images/skyline.jpg" alt="The Bay Bridge at dusk">', { resources: [skyline('html')] });
    expect(facts.performance.oversizedImages).toEqual([expect.objectContaining({ file: '/images/skyline.jpg', width: 3760, shownWidth: 412 })]);
    expect(ids(facts)).toContain('oversized-images');
  });

  it('as a stylesheet’s background: no slot is claimed and no srcset advised', () => {
    const facts = factsOf('<section class="hero"><h1>Tax help</h1></section>', { resources: [skyline('css')] });
    expect(facts.performance.oversizedImages).toEqual([]);
    expect(ids(facts)).not.toContain('oversized-images');
  });
});
