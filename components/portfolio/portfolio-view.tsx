import { Fragment, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  capabilityOptions,
  filterProjects,
  industryOptions,
  type PortfolioFilters,
  type ProjectFacets,
} from '@/lib/site/portfolio-filter';

function FilterRow<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: readonly T[];
  selected: T;
  onSelect?: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-muted-foreground" aria-hidden="true">
        {label.replace('Filter by ', '').replace(/^./, (c) => c.toUpperCase())}:
      </span>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === selected}
          onClick={onSelect ? () => onSelect(option) : undefined}
          className={buttonVariants({
            variant: option === selected ? 'default' : 'outline',
            size: 'sm',
            className: 'rounded-full',
          })}
        >
          {option}
        </button>
      ))}
    </div>
  );
}

/**
 * Filters and project grid. Presentational: the client island passes the handlers. The cards are
 * server-rendered nodes keyed by slug, so the island is sent each project's facets, not its content.
 */
export function PortfolioView({
  projects,
  cards,
  filters,
  onIndustry,
  onCapability,
  onClear,
}: {
  projects: readonly ProjectFacets[];
  cards: Readonly<Record<string, ReactNode>>;
  filters: PortfolioFilters;
  onIndustry?: (value: PortfolioFilters['industry']) => void;
  onCapability?: (value: PortfolioFilters['capability']) => void;
  onClear?: () => void;
}) {
  const shown = filterProjects(projects, filters);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <FilterRow label="Filter by industry" options={industryOptions(projects)} selected={filters.industry} onSelect={onIndustry} />
        <FilterRow label="Filter by capability" options={capabilityOptions} selected={filters.capability} onSelect={onCapability} />
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        Showing {shown.length} of {projects.length} projects
      </p>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border bg-card p-10 text-center">
          <p className="text-lg font-semibold text-primary">No projects match these filters.</p>
          <p className="text-muted-foreground">Try another combination, or see every project.</p>
          <button type="button" onClick={onClear} className={buttonVariants({ variant: 'outline' })}>
            Show all projects
          </button>
        </div>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((project) => (
            <Fragment key={project.slug}>{cards[project.slug]}</Fragment>
          ))}
        </ul>
      )}
    </div>
  );
}
