/**
 * The seven industries the studio serves: slug, display name and the vanity
 * paths that redirect to each. Navigation, the footer, the redirect table and
 * (later) the industry pages all read this list.
 */
export type IndustrySlug =
  | 'lawyers'
  | 'accountants'
  | 'consultants'
  | 'local-businesses'
  | 'nonprofits'
  | 'creatives'
  | 'professional-services';

export interface IndustryEntry {
  slug: IndustrySlug;
  name: string;
  /** How headings name the readers, e.g. 'law firms' in "Questions law firms ask us". */
  audience: string;
  vanityAliases: readonly string[];
}

export const industryRegistry = [
  { slug: 'lawyers', name: 'Lawyers', audience: 'law firms', vanityAliases: ['law-firms'] },
  { slug: 'accountants', name: 'Accountants', audience: 'accounting firms', vanityAliases: [] },
  { slug: 'consultants', name: 'Consultants', audience: 'consultants', vanityAliases: [] },
  {
    slug: 'local-businesses',
    name: 'Local Businesses',
    audience: 'local businesses',
    vanityAliases: ['restaurants', 'retailers', 'service-providers'],
  },
  {
    slug: 'nonprofits',
    name: 'Nonprofits & Religious',
    audience: 'nonprofits and faith communities',
    vanityAliases: ['charities', 'foundations', 'ngo'],
  },
  {
    slug: 'creatives',
    name: 'Independent Creatives',
    audience: 'independent creatives',
    vanityAliases: ['artists', 'designers', 'photographers', 'agencies'],
  },
  {
    slug: 'professional-services',
    name: 'Professional Services',
    audience: 'professional practices',
    vanityAliases: ['therapists'],
  },
] as const satisfies readonly IndustryEntry[];

export const industrySlugs: readonly IndustrySlug[] = industryRegistry.map((i) => i.slug);

export function findIndustry(slug: string): IndustryEntry | undefined {
  return industryRegistry.find((i) => i.slug === slug);
}

export function industryPath(slug: IndustrySlug): string {
  return `/${slug}`;
}
