import { quickWinsGuides } from '@/content/quick-wins';
import { industrySlugs } from '@/content/industries/registry';
import { allQuickWinsSlugs, guideForSlug, quickWinsPath } from '@/lib/leads/guides';

describe('quick-wins guides', () => {
  it('has one guide per industry with five tips', () => {
    expect(quickWinsGuides.map((g) => g.industry).sort()).toEqual([...industrySlugs].sort());
    for (const guide of quickWinsGuides) {
      expect(guide.tips).toHaveLength(5);
      expect(guide.seo.description.length).toBeLessThanOrEqual(160);
      for (const tip of guide.tips) expect(tip.body.length).toBeGreaterThan(80);
    }
  });

  it('maps slugs to guides and back', () => {
    expect(allQuickWinsSlugs()).toContain('local-businesses-quick-wins');
    expect(guideForSlug('lawyers-quick-wins')?.industry).toBe('lawyers');
    expect(guideForSlug('lawyers')).toBeUndefined();
    expect(guideForSlug('astronauts-quick-wins')).toBeUndefined();
    expect(quickWinsPath('creatives')).toBe('/guides/creatives-quick-wins');
  });
});
