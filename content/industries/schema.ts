import { z } from 'zod';
import { iconNames } from '../icons';
import { industrySlugs, type IndustrySlug } from './registry';

/**
 * The spec's "Industry page content" entity, checked by a unit test over all seven industries so
 * that a missing or mistyped field fails the tests rather than a visitor's page. Content modules
 * import only the inferred type; the schema itself never reaches the browser.
 */


const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const list = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item).min(min).max(max);
const sitePath = z.string().regex(/^\/[a-z0-9/_.-]*\.(webp|png|jpg|avif)$/, 'an image path under public/');

export const comparisonValues = ['Yes', 'No', 'Partial', 'Sometimes'] as const;
export type ComparisonValue = (typeof comparisonValues)[number];

const heroSchema = z.strictObject({
  /** The badge above the headline; defaults to the industry name. */
  badge: text(2, 40).optional(),
  headline: text(10, 90),
  subheadline: text(60, 320),
  /** Also decides the founder card variant: 'Founder' → primary, '20-Min' → secondary, else value-first. */
  primaryCtaText: text(4, 40),
  secondaryCtaText: z.literal('Run a free AI site audit'),
});

const caseStudySchema = z.strictObject({
  title: text(10, 90),
  client: text(3, 80),
  challenge: text(40, 400),
  solution: text(40, 400),
  outcome: text(20, 300),
});

const testimonialSchema = z.strictObject({
  quote: text(40, 400),
  author: text(3, 60),
  role: text(3, 80),
});

const faqSchema = z.strictObject({ q: text(10, 140).endsWith('?'), a: text(40, 700) });

const endCtaSchema = z.strictObject({
  heading: text(10, 90),
  subheading: text(30, 260),
  primaryCtaText: text(4, 40),
});

const seoSchema = z.strictObject({
  /** Rendered with the " | Polaris Digital" suffix, so at most 48 characters here. */
  title: text(20, 48),
  description: text(110, 160),
  keywords: list(text(3, 60), 3, 12),
});

const common = {
  slug: z.enum(industrySlugs as [IndustrySlug, ...IndustrySlug[]]),
  industry: text(3, 40),
  /** How headings name the readers, e.g. 'law firms'. */
  audience: text(3, 60),
  icon: z.enum(iconNames),
  vanityAliases: list(z.string().regex(/^[a-z0-9-]+$/), 0, 8),
  hero: heroSchema,
  /**
   * Proof points, e.g. "63% more consultation requests in the first 90 days". The first percentage,
   * multiplier or seconds figure becomes the stat's value and the rest its label.
   */
  proof: list(text(10, 140), 3, 4),
  caseStudies: list(caseStudySchema, 1, 3),
  testimonial: testimonialSchema,
  faqs: list(faqSchema, 4, 8),
  endCta: endCtaSchema,
  seo: seoSchema,
};

const valuePropSchema = z.strictObject({ title: text(4, 60), description: text(30, 260) });
const offerSchema = z.strictObject({
  name: text(4, 60),
  description: text(30, 260),
  /** Include a price where it helps the reader decide, e.g. "From $6,000". */
  price: text(2, 40).optional(),
  points: list(text(4, 120), 2, 6),
});

const comparisonSchema = z
  .strictObject({
    title: text(10, 90),
    subtitle: text(20, 240),
    /** The first column is the studio's offer, badged 'Best Value'. */
    columns: list(text(2, 40), 2, 4),
    rows: list(
      z.strictObject({
        label: text(3, 80),
        /** One per column: Yes/No/Partial/Sometimes are drawn as icons; anything else as text. */
        values: list(text(1, 40), 2, 4),
        emphasis: z.boolean().optional(),
      }),
      4,
      12,
    ),
    footnote: text(20, 300),
  })
  .refine((c) => c.rows.every((row) => row.values.length === c.columns.length), {
    message: 'every comparison row needs one value per column',
  });

/** The full layout: every block of the spec's industry page. */
export const fullIndustrySchema = z.strictObject({
  ...common,
  layout: z.literal('full'),
  whyMatters: z.strictObject({ heading: text(10, 90), points: list(text(20, 260), 3, 5) }),
  valueProps: list(valuePropSchema, 3, 6),
  servicesFocus: list(text(4, 120), 3, 8),
  offers: list(offerSchema, 2, 4),
  gtm: z.strictObject({ title: text(10, 90), points: list(text(10, 200), 3, 6) }),
  subProfessions: list(z.strictObject({ name: text(3, 40), icon: z.enum(iconNames) }), 4, 8),
  comparison: comparisonSchema.optional(),
  beforeAfter: z.strictObject({ beforeImage: sitePath, afterImage: sitePath, caption: text(20, 200) }),
  /** "What You'll Get": each item's icon is picked from its words and the industry. */
  whatYouGet: list(text(10, 120), 5, 8),
});

/** The shorter layout of lawyers and accountants: hero, stats, four feature cards, case study, testimonial, guide, FAQ, closing CTA. */
export const focusedIndustrySchema = z.strictObject({
  ...common,
  layout: z.literal('focused'),
  /** The shorter layout shows one case study. */
  caseStudies: list(caseStudySchema, 1, 1),
  features: z
    .array(z.strictObject({ title: text(4, 60), description: text(30, 260), icon: z.enum(iconNames) }))
    .length(4),
});

export const industryContentSchema = z
  .discriminatedUnion('layout', [fullIndustrySchema, focusedIndustrySchema])
  .refine((c) => c.layout === 'focused' || c.slug === 'local-businesses' || c.comparison === undefined, {
    message: 'the comparison table belongs to the local businesses page only',
  })
  .refine((c) => c.slug !== 'local-businesses' || (c.layout === 'full' && c.comparison !== undefined), {
    message: 'the local businesses page needs its comparison table',
  });

export type IndustryContent = z.infer<typeof industryContentSchema>;
export type FullIndustryContent = z.infer<typeof fullIndustrySchema>;
export type FocusedIndustryContent = z.infer<typeof focusedIndustrySchema>;
export type IndustryComparison = z.infer<typeof comparisonSchema>;
export type IndustryCaseStudy = z.infer<typeof caseStudySchema>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * What an industry's content module writes: everything but the slug, name, audience and vanity aliases,
 * which come from `registry.ts` (the one list the nav, footer and redirect table read).
 */
export type IndustryCopy = DistributiveOmit<IndustryContent, 'slug' | 'industry' | 'audience' | 'vanityAliases'>;
