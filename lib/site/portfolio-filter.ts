import { CAPABILITIES, type Capability, type ProjectIndustry } from '@/content/portfolio-facets';
import type { PortfolioProject } from '@/content/portfolio';

export const ALL = 'All';

export interface PortfolioFilters {
  industry: ProjectIndustry | typeof ALL;
  capability: Capability | typeof ALL;
}

/** What the filters read of a project (all the client island is sent). */
export type ProjectFacets = Pick<PortfolioProject, 'slug' | 'industry' | 'capabilities'>;

/** The facets of each project, in order. */
export function projectFacets(projects: readonly PortfolioProject[]): ProjectFacets[] {
  return projects.map(({ slug, industry, capabilities }) => ({ slug, industry, capabilities }));
}

export const DEFAULT_FILTERS: PortfolioFilters = { industry: ALL, capability: ALL };

/** 'All' followed by each industry of the projects, once, in the order they first appear. */
export function industryOptions(projects: readonly ProjectFacets[]): (ProjectIndustry | typeof ALL)[] {
  return [ALL, ...new Set(projects.map((p) => p.industry))];
}

export const capabilityOptions: (Capability | typeof ALL)[] = [ALL, ...CAPABILITIES];

/** Reads the filters from a query string; unknown values fall back to All. */
export function parseFilters(
  params: { get(name: string): string | null },
  projects: readonly ProjectFacets[],
): PortfolioFilters {
  const industry = params.get('industry');
  const capability = params.get('capability');
  return {
    industry: industryOptions(projects).find((o) => o === industry) ?? ALL,
    capability: capabilityOptions.find((o) => o === capability) ?? ALL,
  };
}

/** Query string for the filters, without the defaults ('' when both are All). */
export function filtersToQuery(filters: PortfolioFilters): string {
  const params = new URLSearchParams();
  if (filters.industry !== ALL) params.set('industry', filters.industry);
  if (filters.capability !== ALL) params.set('capability', filters.capability);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Projects matching both filters (AND). */
export function filterProjects<P extends ProjectFacets>(projects: readonly P[], filters: PortfolioFilters): P[] {
  return projects.filter(
    (p) =>
      (filters.industry === ALL || p.industry === filters.industry) &&
      (filters.capability === ALL || p.capabilities.includes(filters.capability)),
  );
}
