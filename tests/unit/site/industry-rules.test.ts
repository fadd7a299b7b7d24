import { pickCtaVariant } from '@/lib/site/cta-variant';
import { breakEvenMonth, compareCosts, costModel, DEFAULT_HORIZON, formatUsd, horizons } from '@/lib/site/cost-calculator';
import { clampPercent, SLIDER_START, sliderKeyStep } from '@/lib/site/slider';
import { pickWhatYouGetIcon } from '@/lib/site/what-you-get-icon';
import { founderCtas } from '@/content/industries/founder-cta';

describe('pickCtaVariant', () => {
  it.each([
    ['Speak With the Founder', 'primary'],
    ['Talk to the Founder today', 'primary'],
    ['Book Your 20-Min Discovery Call', 'secondary'],
    ['Grab a 20-Min slot', 'secondary'],
    ['Get Your Free Strategy Session', 'value-first'],
    ['Talk to the founder', 'value-first'],
    ['Book a 20-minute call', 'value-first'],
  ] as const)('%s → %s', (text, variant) => {
    expect(pickCtaVariant(text)).toBe(variant);
  });

  it('gives Founder precedence when both words appear', () => {
    expect(pickCtaVariant('A 20-Min call with the Founder')).toBe('primary');
  });

  it('labels each variant with the spec’s button text', () => {
    expect(founderCtas.primary.buttonText).toBe('Speak With the Founder');
    expect(founderCtas.secondary.buttonText).toBe('Book Your 20-Min Discovery Call');
    expect(founderCtas['value-first'].buttonText).toBe('Get Your Free Strategy Session');
  });
});

describe('pickWhatYouGetIcon', () => {
  it.each([
    ['Hand-coded pages that load in under a second', 'lawyers', 'gauge'],
    ['Full code and domain ownership with a documented export', 'consultants', 'key'],
    ['Local SEO setup with schema markup', 'accountants', 'search'],
    ['Online donation page connected to your processor', 'nonprofits', 'hand-heart'],
    ['Online donation page connected to your processor', 'consultants', 'compass'],
    ['Portfolio galleries with fast, sharp images', 'creatives', 'camera'],
    ['Portfolio galleries with fast, sharp images', 'consultants', 'gauge'],
    ['Menu and online ordering pages', 'local-businesses', 'utensils'],
    ['Google Business Profile optimization', 'local-businesses', 'map-pin'],
    ['Google Business Profile optimization', 'lawyers', 'search'],
    ['Secure, HIPAA-aware intake forms', 'professional-services', 'shield'],
    ['Online booking for consultations', 'professional-services', 'calendar'],
    ['Monthly analytics report', 'creatives', 'chart'],
    ['A thoughtful launch party', 'accountants', 'calculator'],
    ['A thoughtful launch party', 'nonprofits', 'heart-handshake'],
    ['Owner training session', 'creatives', 'file-text'],
  ] as const)('"%s" on %s → %s', (item, industry, icon) => {
    expect(pickWhatYouGetIcon(item, industry)).toBe(icon);
  });
});

describe('cost calculator', () => {
  it('uses the spec’s constants', () => {
    expect(costModel.product).toEqual({ upfront: 4500, hostingPerYear: 120, maintenancePerYear: 0 });
    expect(costModel.agency).toEqual({ upfront: 3500, hostingPerYear: 0, maintenancePerYear: 600 });
    expect(horizons).toEqual([1, 2, 3, 5]);
    expect(DEFAULT_HORIZON).toBe(3);
  });

  it.each([
    [1, 4620, 4100, -520],
    [2, 4740, 4700, -40],
    [3, 4860, 5300, 440],
    [5, 5100, 6500, 1400],
  ])('over %i years: ours %i, agency %i, savings %i', (years, productTotal, agencyTotal, savings) => {
    expect(compareCosts(years)).toMatchObject({ years, productTotal, agencyTotal, savings });
  });

  it('states savings as a share of the agency total', () => {
    expect(compareCosts(3).savingsPercent).toBe(8);
    expect(compareCosts(5).savingsPercent).toBe(22);
  });

  it('is ahead of the agency from month 26 (equal at month 25)', () => {
    expect(breakEvenMonth()).toBe(26);
  });

  it('rejects impossible horizons', () => {
    expect(() => compareCosts(-1)).toThrow(RangeError);
    expect(() => compareCosts(Number.NaN)).toThrow(RangeError);
  });

  it('formats whole US dollars by magnitude', () => {
    expect(formatUsd(4860)).toBe('$4,860');
    expect(formatUsd(-520)).toBe('$520');
    expect(formatUsd(0)).toBe('$0');
  });
});

describe('before/after slider rules', () => {
  it('starts at 50 and clamps to 0–100', () => {
    expect(SLIDER_START).toBe(50);
    expect(clampPercent(-12)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(37.5)).toBe(37.5);
    expect(clampPercent(Number.NaN)).toBe(50);
  });

  it('moves by key and never past the ends', () => {
    expect(sliderKeyStep('ArrowRight', 50)).toBe(55);
    expect(sliderKeyStep('ArrowUp', 98)).toBe(100);
    expect(sliderKeyStep('ArrowLeft', 3)).toBe(0);
    expect(sliderKeyStep('ArrowDown', 50)).toBe(45);
    expect(sliderKeyStep('PageUp', 50)).toBe(70);
    expect(sliderKeyStep('PageDown', 10)).toBe(0);
    expect(sliderKeyStep('Home', 50)).toBe(0);
    expect(sliderKeyStep('End', 50)).toBe(100);
    expect(sliderKeyStep('Enter', 50)).toBeNull();
  });
});
