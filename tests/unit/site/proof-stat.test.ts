import { countTarget, formatCount, parseProofStat } from '@/lib/site/proof-stat';

describe('parseProofStat', () => {
  it.each([
    ['63% more consultation requests within 90 days', 0, '63%', 'More consultation requests within 90 days'],
    ['2x more booked calls', 1, '2x', 'More booked calls'],
    ['2.4x more qualified inquiries from search', 0, '2.4x', 'More qualified inquiries from search'],
    ['3.2s faster first load on phones', 2, '3.2s', 'Faster first load on phones'],
    ['Pages now load in 0.9s on a mid-range phone', 0, '0.9s', 'Pages now load in on a mid-range phone'],
    ['Donations up 41% and recurring gifts up 2x', 0, '41%', 'Donations up and recurring gifts up 2x'],
    ['Bounce rate down 18.5 % after launch', 0, '18.5%', 'Bounce rate down after launch'],
    ['1,200% more traffic from Google Maps', 0, '1,200%', 'More traffic from Google Maps'],
    ['3× more calls from the contact page', 0, '3x', 'More calls from the contact page'],
    ['Load time under 2 seconds on 4G', 0, '2s', 'Load time under on 4G'],
  ])('%s → %s', (text, index, value, label) => {
    expect(parseProofStat(text, index)).toEqual({ value, label });
  });

  it('falls back to the item number followed by x when there is no figure', () => {
    expect(parseProofStat('Clients who stay with us for years', 0)).toEqual({ value: '1x', label: 'Clients who stay with us for years' });
    expect(parseProofStat('Every page passes WCAG 2.2 AA', 3)).toEqual({ value: '4x', label: 'Every page passes WCAG 2.2 AA' });
  });

  it('does not read figures out of words, versions or plain counts', () => {
    expect(parseProofStat('Built on Next.js 16 with 3 services', 1).value).toBe('2x');
    expect(parseProofStat('120 clients across 3xl screens', 0).value).toBe('1x');
    expect(parseProofStat('4 weeks to launch, 50 pages', 2).value).toBe('3x');
  });

  it('collapses whitespace and keeps punctuation tidy', () => {
    expect(parseProofStat('  Inquiries   up 35%,  year on year ', 0)).toEqual({ value: '35%', label: 'Inquiries up, year on year' });
  });
});

describe('countTarget and formatCount', () => {
  it('splits a value into a number, its decimals and the suffix', () => {
    expect(countTarget('63%')).toEqual({ target: 63, decimals: 0, suffix: '%' });
    expect(countTarget('2.4x')).toEqual({ target: 2.4, decimals: 1, suffix: 'x' });
    expect(countTarget('1,200%')).toEqual({ target: 1200, decimals: 0, suffix: '%' });
    expect(countTarget('0.95s')).toEqual({ target: 0.95, decimals: 2, suffix: 's' });
    expect(countTarget('n/a')).toBeNull();
  });

  it('formats intermediate values like the final one', () => {
    expect(formatCount(0, countTarget('2.4x')!)).toBe('0.0x');
    expect(formatCount(1.234, countTarget('2.4x')!)).toBe('1.2x');
    expect(formatCount(1199.6, countTarget('1,200%')!)).toBe('1,200%');
    expect(formatCount(62.4, countTarget('63%')!)).toBe('62%');
  });
});
