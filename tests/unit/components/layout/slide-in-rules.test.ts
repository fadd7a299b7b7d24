import { NO_OFFERS_ATTRIBUTE, shouldShowSlideIn, SLIDE_IN_DISMISSED_KEY, SLIDE_IN_DISMISSED_VALUE } from '@/components/layout/slide-in-rules';

describe('slide-in rules', () => {
  it('uses the spec’s session flag', () => {
    expect(SLIDE_IN_DISMISSED_KEY).toBe('pd_slidein_dismissed');
    expect(SLIDE_IN_DISMISSED_VALUE).toBe('1');
  });

  it('shows at 50% scroll and later, not before', () => {
    expect(shouldShowSlideIn(0.49, false, false)).toBe(false);
    expect(shouldShowSlideIn(0.5, false, false)).toBe(true);
    expect(shouldShowSlideIn(0.9, false, false)).toBe(true);
  });

  it('never shows on a page marked as its own offer, after dismissal, or on a page that does not scroll', () => {
    expect(shouldShowSlideIn(1, true, false)).toBe(false);
    expect(shouldShowSlideIn(1, false, true)).toBe(false);
    expect(shouldShowSlideIn(null, false, false)).toBe(false);
  });

  it('names the marker the stylesheet hides the sticky bar by', () => {
    const css = require('node:fs').readFileSync('app/globals.css', 'utf8') as string;
    expect(css).toContain(`body:has([${NO_OFFERS_ATTRIBUTE}]) [data-sticky-cta]`);
  });
});
