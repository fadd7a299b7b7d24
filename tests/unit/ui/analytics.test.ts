/** @jest-environment jsdom */
import { ctaClickFromElement, newMilestones, pushEvent, scrollProgress, type ScrollMilestone } from '@/lib/ui/analytics';

describe('scrollProgress', () => {
  it('is null when the page cannot scroll', () => {
    expect(scrollProgress(0, 800, 800)).toBeNull();
    expect(scrollProgress(0, 800, 600)).toBeNull();
  });

  it('is the fraction of the scrollable height, clamped', () => {
    expect(scrollProgress(0, 800, 1800)).toBe(0);
    expect(scrollProgress(500, 800, 1800)).toBe(0.5);
    expect(scrollProgress(1000, 800, 1800)).toBe(1);
    expect(scrollProgress(1200, 800, 1800)).toBe(1);
  });
});

describe('newMilestones', () => {
  it('returns every milestone passed, in order', () => {
    expect(newMilestones(0.1, new Set())).toEqual([]);
    expect(newMilestones(0.25, new Set())).toEqual([25]);
    expect(newMilestones(0.8, new Set())).toEqual([25, 50, 75]);
    expect(newMilestones(1, new Set())).toEqual([25, 50, 75, 100]);
  });

  it('skips milestones that already fired in this page view', () => {
    const fired = new Set<ScrollMilestone>([25, 50]);
    expect(newMilestones(0.8, fired)).toEqual([75]);
    expect(newMilestones(0.3, fired)).toEqual([]);
  });

  it('counts the very bottom as 100 despite sub-pixel rounding', () => {
    expect(newMilestones(0.996, new Set([25, 50, 75]))).toEqual([100]);
  });
});

describe('pushEvent', () => {
  afterEach(() => {
    delete window.dataLayer;
    jest.restoreAllMocks();
  });

  it('pushes to window.dataLayer when it exists', () => {
    window.dataLayer = [];
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    pushEvent({ event: 'scroll_depth', value: 50, page: '/', ts: '2026-01-01T00:00:00.000Z' });
    expect(window.dataLayer).toEqual([{ event: 'scroll_depth', value: 50, page: '/', ts: '2026-01-01T00:00:00.000Z' }]);
    expect(info).not.toHaveBeenCalled();
  });

  it('logs to the console when dataLayer is absent', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const event = { event: 'scroll_depth', value: 25, page: '/', ts: 'x' } as const;
    pushEvent(event);
    expect(info).toHaveBeenCalledWith('[analytics]', event);
  });
});

describe('ctaClickFromElement', () => {
  it('reads the cta name, href and industry from the element or its section', () => {
    document.body.innerHTML = `
      <section data-industry="lawyers">
        <a id="a" href="/contact" data-cta="hero_primary">Speak With the Founder</a>
      </section>
      <a id="b" href="/ai-feedback" data-cta="final" data-industry="creatives">Audit</a>
      <a id="c" href="/payment" data-cta="">Pay</a>`;
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(ctaClickFromElement(document.getElementById('a')!, '/lawyers', now)).toEqual({
      event: 'cta_click',
      cta: 'hero_primary',
      page: '/lawyers',
      industry: 'lawyers',
      href: '/contact',
      ts: '2026-11-21T10:00:00.000Z',
    });
    expect(ctaClickFromElement(document.getElementById('b')!, '/', now).industry).toBe('creatives');
    const fallback = ctaClickFromElement(document.getElementById('c')!, '/', now);
    expect(fallback.cta).toBe('Pay');
    expect(fallback.industry).toBeNull();
  });
});
