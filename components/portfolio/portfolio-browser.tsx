'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import {
  DEFAULT_FILTERS,
  filtersToQuery,
  parseFilters,
  type PortfolioFilters,
  type ProjectFacets,
} from '@/lib/site/portfolio-filter';
import { PortfolioView } from './portfolio-view';

/** Passes on the query as Next's router has it: the one the visitor arrived with, then each change. */
function QueryFollower({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onQuery(query), [onQuery, query]);
  return null;
}

const subscribeToNothing = () => () => {};

/**
 * Keeps the filters in the URL query, so a filtered view can be shared and survives a reload.
 * The filters are read from the query in state, and each change is written at once with
 * `history.replaceState`, so two quick clicks never build on a stale query.
 *
 * The island hydrates the server's HTML as it is (every project: the page is prerendered without a
 * query) and only then starts following the URL. `useSearchParams` in the first render would make
 * React throw the server's grid away and render the island again on the client (a client-side
 * rendering bailout: new DOM for six cards and their pictures in one task during hydration), so the
 * hook lives in QueryFollower, which is rendered once the page has hydrated. From then on it follows
 * every change Next's router makes: the query the visitor arrived with, a link to the page without
 * one, back and forward.
 */
export function PortfolioBrowser({
  projects,
  cards,
}: {
  projects: readonly ProjectFacets[];
  cards: Readonly<Record<string, ReactNode>>;
}) {
  const pathname = usePathname();
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const [query, setQuery] = useState('');
  const filters = parseFilters(new URLSearchParams(query), projects);

  const update = (change: Partial<PortfolioFilters>) => {
    const nextQuery = filtersToQuery({ ...filters, ...change });
    setQuery(nextQuery.replace(/^\?/, ''));
    window.history.replaceState(null, '', `${pathname}${nextQuery}`);
  };

  return (
    <>
      {hydrated ? <QueryFollower onQuery={setQuery} /> : null}
      <PortfolioView
        projects={projects}
        cards={cards}
        filters={filters}
        onIndustry={(industry) => update({ industry })}
        onCapability={(capability) => update({ capability })}
        onClear={() => update(DEFAULT_FILTERS)}
      />
    </>
  );
}
