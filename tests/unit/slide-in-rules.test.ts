import { hidesStickyCta, shouldShowSlideIn, SLIDE_IN_DISMISSED_KEY, SLIDE_IN_DISMISSED_VALUE } from '@/components/layout/slide-in-rules';

describe('slide-in rules', () => {
  it('uses the spec’s session flag', () => {
    expect(SLIDE_IN_DISMISSED_KEY).toBe('pd_slidein_dismissed');
    expect(SLIDE_IN_DISMISSED_VALUE).toBe('1');
  });

  it('shows at 50% scroll and later, not before', () => {
    expect(shouldShowSlideIn(0.49, '/', false)).toBe(false);
    expect(shouldShowSlideIn(0.5, '/', false)).toBe(true);
    expect(shouldShowSlideIn(0.9, '/pricing', false)).toBe(true);
  });

  it('never shows on /contact, after dismissal, or on a page that does not scroll', () => {
    expect(shouldShowSlideIn(1, '/contact', false)).toBe(false);
    expect(shouldShowSlideIn(1, '/', true)).toBe(false);
    expect(shouldShowSlideIn(null, '/', false)).toBe(false);
  });

  it('hides the sticky bar on /contact only', () => {
    expect(hidesStickyCta('/contact')).toBe(true);
    expect(hidesStickyCta('/')).toBe(false);
    expect(hidesStickyCta('/contact-us')).toBe(false);
  });
});
