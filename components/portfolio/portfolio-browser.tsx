'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import {
  DEFAULT_FILTERS,
  filtersToQuery,
  parseFilters,
  type PortfolioFilters,
  type ProjectFacets,
} from '@/lib/portfolio/filter';
import { PortfolioView } from './portfolio-view';

/** Back and forward between entries of this page change the query without a render of ours. */
function subscribeToHistory(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const locationQuery = () => window.location.search.replace(/^\?/, '');
/** The prerendered page is built without a query: it shows every project. */
const prerenderedQuery = () => '';

/**
 * Keeps the filters in the URL query, so a filtered view can be shared and survives a reload.
 * The filters live in state and each change is written at once with `history.replaceState`, so two
 * quick clicks never build on a stale query.
 *
 * The query is read from `location` (useSyncExternalStore) rather than with `useSearchParams`: on a
 * prerendered page that hook makes React throw the server's grid away and render the island again
 * on the client (a client-side rendering bailout: new DOM for six cards and their pictures, in one
 * task during hydration). This way the island hydrates the server's HTML as it is, with every
 * project, and applies a query the visitor arrived with right after.
 */
export function PortfolioBrowser({
  projects,
  cards,
}: {
  projects: readonly ProjectFacets[];
  cards: Readonly<Record<string, ReactNode>>;
}) {
  const pathname = usePathname();
  const query = useSyncExternalStore(subscribeToHistory, locationQuery, prerenderedQuery);
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
