'use client';

import { useState, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import {
  DEFAULT_FILTERS,
  filtersToQuery,
  parseFilters,
  type PortfolioFilters,
  type ProjectFacets,
} from '@/lib/portfolio/filter';
import { PortfolioView } from './portfolio-view';

/**
 * Keeps the filters in the URL query, so a filtered view can be shared and survives a reload.
 * The filters live in state and each change is written at once with `history.replaceState`
 * (which Next keeps `useSearchParams` in step with), so two quick clicks never build on a stale query.
 */
export function PortfolioBrowser({
  projects,
  cards,
}: {
  projects: readonly ProjectFacets[];
  cards: Readonly<Record<string, ReactNode>>;
}) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [filters, setFilters] = useState(() => parseFilters(new URLSearchParams(query), projects));
  const [syncedQuery, setSyncedQuery] = useState(query);

  // Back/forward or a link changed the query: follow it.
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    setFilters(parseFilters(new URLSearchParams(query), projects));
  }

  const update = (change: Partial<PortfolioFilters>) => {
    const next = { ...filters, ...change };
    const nextQuery = filtersToQuery(next);
    setFilters(next);
    setSyncedQuery(nextQuery.replace(/^\?/, ''));
    window.history.replaceState(null, '', `${pathname}${nextQuery}`);
  };

  return (
    <PortfolioView
      projects={projects}
      cards={cards}
      filters={filters}
      onIndustry={(industry) => update({ industry })}
      onCapability={(capability) => update({ capability })}
      onClear={() => update(DEFAULT_FILTERS)}
    />
  );
}
