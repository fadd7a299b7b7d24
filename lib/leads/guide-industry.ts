import { findIndustry, type IndustrySlug } from '@/content/industries/registry';
import { DEFAULT_GUIDE_INDUSTRY } from '@/content/guides';

/** An unknown or missing industry falls back to professional services. */
export function resolveGuideIndustry(industry: string | undefined | null): IndustrySlug {
  return (industry && findIndustry(industry)?.slug) || DEFAULT_GUIDE_INDUSTRY;
}
