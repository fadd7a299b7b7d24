'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { PortfolioProject } from '@/content/portfolio';
import { DEFAULT_FILTERS, filtersToQuery, parseFilters, type PortfolioFilters } from '@/lib/portfolio/filter';
import { PortfolioView } from './portfolio-view';

/** Keeps the filters in the URL query, so a filtered view can be shared and survives a reload. */
export function PortfolioBrowser({ projects }: { projects: readonly PortfolioProject[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const filters = parseFilters(useSearchParams(), projects);

  const update = (next: PortfolioFilters) => router.replace(`${pathname}${filtersToQuery(next)}`, { scroll: false });

  return (
    <PortfolioView
      projects={projects}
      filters={filters}
      onIndustry={(industry) => update({ ...filters, industry })}
      onCapability={(capability) => update({ ...filters, capability })}
      onClear={() => update(DEFAULT_FILTERS)}
    />
  );
}
