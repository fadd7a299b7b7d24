import Image from 'next/image';
import Link from 'next/link';
import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import type { PortfolioProject } from '@/content/portfolio';
import { ALL, capabilityOptions, filterProjects, industryOptions, type PortfolioFilters } from '@/lib/portfolio/filter';

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

/** Filters and project grid. Presentational: the client island passes the handlers. */
export function PortfolioView({
  projects,
  filters,
  onIndustry,
  onCapability,
  onClear,
}: {
  projects: readonly PortfolioProject[];
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
          {shown.map((project, index) => (
            <li key={project.slug} data-testid="portfolio-card" className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-card">
              <Image
                src={project.image.src}
                alt={project.image.alt}
                width={project.image.width}
                height={project.image.height}
                sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
                priority={index === 0}
                className="aspect-[3/2] w-full border-b object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-6">
                <p className="text-xs font-semibold tracking-widest text-accent uppercase">
                  {project.industry} · {project.client}
                </p>
                <h3 className="text-lg font-semibold text-primary">{project.title}</h3>
                <p className="text-sm font-semibold text-success">{project.result}</p>
                <p className="text-sm text-muted-foreground">{project.summary}</p>
                <ul className="flex flex-wrap gap-2" aria-label="Capabilities">
                  {project.capabilities.map((c) => (
                    <li key={c} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                      {c}
                    </li>
                  ))}
                </ul>
                <Link
                  href={`/case/${project.slug}`}
                  className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary after:absolute after:inset-0 group-hover:text-accent"
                >
                  Read the case study<span className="sr-only">: {project.title}</span>
                  <Icon icon={ArrowRight} className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
