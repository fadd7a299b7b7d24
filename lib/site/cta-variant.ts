import type { CtaVariant } from '@/content/industries/founder-cta';

/**
 * Which founder call-to-action card an industry page shows, from its hero's primary button text:
 * 'Founder' → primary, '20-Min' → secondary, anything else → value-first (the spec's rule).
 */
export function pickCtaVariant(primaryCtaText: string): CtaVariant {
  if (primaryCtaText.includes('Founder')) return 'primary';
  if (primaryCtaText.includes('20-Min')) return 'secondary';
  return 'value-first';
}
