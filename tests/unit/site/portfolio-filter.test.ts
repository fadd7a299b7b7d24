import { portfolioProjects } from '@/content/portfolio';
import {
  ALL,
  capabilityOptions,
  filterProjects,
  filtersToQuery,
  industryOptions,
  parseFilters,
} from '@/lib/site/portfolio-filter';

const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('portfolio filters', () => {
  it('has the spec’s six projects and slugs', () => {
    expect(slugs([...portfolioProjects])).toEqual([
      'accountant-brand-refresh',
      'law-firm-speed-overhaul',
      'consulting-authority-site',
      'local-services-conversion',
      'professional-site-replatform',
      'technical-seo-image-pipeline',
    ]);
  });

  it('offers All plus the distinct industries, and All plus the five capabilities', () => {
    expect(industryOptions(portfolioProjects)).toEqual(['All', 'Accountants', 'Law Firm', 'Consultants', 'Local Business', 'Professional Services']);
    expect(capabilityOptions).toEqual(['All', 'Design', 'Build', 'Performance', 'SEO', 'Messaging']);
  });

  it('defaults to everything', () => {
    expect(filterProjects(portfolioProjects, { industry: ALL, capability: ALL })).toHaveLength(6);
  });

  it('filters each row on its own and both together with AND', () => {
    expect(slugs(filterProjects(portfolioProjects, { industry: 'Professional Services', capability: ALL }))).toEqual([
      'professional-site-replatform',
      'technical-seo-image-pipeline',
    ]);
    expect(slugs(filterProjects(portfolioProjects, { industry: ALL, capability: 'SEO' }))).toEqual([
      'consulting-authority-site',
      'professional-site-replatform',
      'technical-seo-image-pipeline',
    ]);
    expect(slugs(filterProjects(portfolioProjects, { industry: 'Professional Services', capability: 'Performance' }))).toEqual([
      'professional-site-replatform',
      'technical-seo-image-pipeline',
    ]);
    expect(filterProjects(portfolioProjects, { industry: 'Local Business', capability: 'SEO' })).toEqual([]);
  });

  it('round-trips through the query string and ignores unknown values', () => {
    const filters = { industry: 'Law Firm', capability: 'Performance' } as const;
    const query = filtersToQuery(filters);
    expect(query).toBe('?industry=Law+Firm&capability=Performance');
    expect(parseFilters(new URLSearchParams(query), portfolioProjects)).toEqual(filters);
    expect(filtersToQuery({ industry: ALL, capability: ALL })).toBe('');
    expect(parseFilters(new URLSearchParams('industry=Astronauts&capability=seo'), portfolioProjects)).toEqual({
      industry: ALL,
      capability: ALL,
    });
  });
});
