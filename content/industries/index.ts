import { industryRegistry, type IndustrySlug } from './registry';
import type { IndustryContent, IndustryCopy } from './schema';
import { lawyersIndustry } from './lawyers';
import { accountantsIndustry } from './accountants';
import { consultantsIndustry } from './consultants';
import { localBusinessesIndustry } from './local-businesses';
import { nonprofitsIndustry } from './nonprofits';
import { creativesIndustry } from './creatives';
import { professionalServicesIndustry } from './professional-services';

const copyBySlug: Record<IndustrySlug, IndustryCopy> = {
  lawyers: lawyersIndustry,
  accountants: accountantsIndustry,
  consultants: consultantsIndustry,
  'local-businesses': localBusinessesIndustry,
  nonprofits: nonprofitsIndustry,
  creatives: creativesIndustry,
  'professional-services': professionalServicesIndustry,
};

/**
 * Every industry page's content: the slug, name and vanity aliases from the registry (which the
 * nav, footer and redirect table also read) joined with the page copy of each industry's module.
 */
export const industries: readonly IndustryContent[] = industryRegistry.map(
  (entry) =>
    ({
      ...copyBySlug[entry.slug],
      slug: entry.slug,
      industry: entry.name,
      audience: entry.audience,
      vanityAliases: [...entry.vanityAliases],
    }) as IndustryContent,
);

export function findIndustryContent(slug: string): IndustryContent | undefined {
  return industries.find((industry) => industry.slug === slug);
}
