import { industries } from '@/content/industries';
import { industryContentSchema } from '@/content/industries/schema';
import { industryRegistry } from '@/content/industries/registry';
import { redirectRules } from '@/content/redirects';
import { parseProofStat } from '@/lib/site/proof-stat';
import { pickCtaVariant } from '@/lib/site/cta-variant';
import { findQuickWinsGuide } from '@/content/quick-wins';
import { existsSync } from 'node:fs';
import path from 'node:path';

describe.each(industries.map((c) => [c.slug, c] as const))('%s content', (slug, content) => {
  it('matches the industry content schema', () => {
    const result = industryContentSchema.safeParse(content);
    if (!result.success) {
      throw new Error(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    }
  });

  it('gives every proof point a real figure, so no stat falls back to "n x"', () => {
    for (const [index, proof] of content.proof.entries()) {
      expect(parseProofStat(proof, index).value).toMatch(/^[\d,.]+(%|x|s)$/);
      expect(parseProofStat(proof, index).value).not.toBe(`${index + 1}x`);
    }
  });

  it('has a quick-wins guide to offer', () => {
    expect(findQuickWinsGuide(slug)).toBeDefined();
  });

  if (content.layout === 'full') {
    it('has its before and after images on disk', () => {
      for (const image of [content.beforeAfter.beforeImage, content.beforeAfter.afterImage]) {
        expect(existsSync(path.join(process.cwd(), 'public', image))).toBe(true);
      }
    });
  }
});

describe('industry content as a whole', () => {
  it('covers the seven industries of the registry, in its order', () => {
    expect(industries.map((c) => c.slug)).toEqual(industryRegistry.map((i) => i.slug));
  });

  it('uses the shorter layout for lawyers and accountants only', () => {
    const focused = industries.filter((c) => c.layout === 'focused').map((c) => c.slug);
    expect(focused).toEqual(['lawyers', 'accountants']);
  });

  it('puts the comparison table on the local businesses page only', () => {
    const withTable = industries.filter((c) => c.layout === 'full' && c.comparison).map((c) => c.slug);
    expect(withTable).toEqual(['local-businesses']);
  });

  it('exercises all three founder card variants across the pages', () => {
    const variants = new Set(industries.map((c) => pickCtaVariant(c.hero.primaryCtaText)));
    expect([...variants].sort()).toEqual(['primary', 'secondary', 'value-first']);
  });

  it('mentions the 30% 501(c)(3) discount on the nonprofits page', () => {
    const nonprofits = JSON.stringify(industries.find((c) => c.slug === 'nonprofits'));
    expect(nonprofits).toMatch(/30%/);
    expect(nonprofits).toMatch(/501\(c\)\(3\)/);
  });

  it('mentions $120/yr hosting on the local businesses page', () => {
    expect(JSON.stringify(industries.find((c) => c.slug === 'local-businesses'))).toMatch(/\$120\/yr/);
  });

  it('derives the redirect table from the industries’ vanity aliases, and nothing else', () => {
    const fromContent = industries.flatMap((c) => c.vanityAliases.map((alias) => ({ source: `/${alias}`, destination: `/${c.slug}` })));
    expect(redirectRules).toEqual(fromContent);
  });

  it('keeps SEO titles and descriptions unique', () => {
    expect(new Set(industries.map((c) => c.seo.title)).size).toBe(industries.length);
    expect(new Set(industries.map((c) => c.seo.description)).size).toBe(industries.length);
  });
});

describe('the schema rejects broken content', () => {
  const consultants = () => structuredClone(industries.find((c) => c.slug === 'consultants')!);

  it('a missing field', () => {
    const broken = consultants() as Record<string, unknown>;
    delete broken.testimonial;
    expect(industryContentSchema.safeParse(broken).success).toBe(false);
  });

  it('a mistyped field', () => {
    const broken = { ...consultants(), faqs: [{ question: 'What?', answer: 'That.' }] };
    expect(industryContentSchema.safeParse(broken).success).toBe(false);
  });

  it('an unknown icon', () => {
    expect(industryContentSchema.safeParse({ ...consultants(), icon: 'unicorn' }).success).toBe(false);
  });

  it('a comparison table outside the local businesses page', () => {
    const local = industries.find((c) => c.slug === 'local-businesses');
    const comparison = local?.layout === 'full' ? local.comparison : undefined;
    expect(industryContentSchema.safeParse({ ...consultants(), comparison }).success).toBe(false);
  });

  it('a focused page without exactly four feature cards', () => {
    const lawyers = structuredClone(industries.find((c) => c.slug === 'lawyers')!);
    if (lawyers.layout !== 'focused') throw new Error('lawyers should use the focused layout');
    expect(industryContentSchema.safeParse({ ...lawyers, features: lawyers.features.slice(0, 3) }).success).toBe(false);
  });
});
