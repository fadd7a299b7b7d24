'use client';

import { useId, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Accordion } from '@/components/ui/accordion';
import { searchFaqs, type FaqItem } from '@/content/faq';

/** The search field's magnifier and the accordion's chevron, rendered by the page (server). */
export interface FaqSearchIcons {
  search: ReactNode;
  chevron: ReactNode;
}

/** Live search over questions and answers, and an accordion that keeps one answer open at a time. */
export function FaqSearch({ items, icons }: { items: readonly FaqItem[]; icons: FaqSearchIcons }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState('');
  const id = useId();
  const results = searchFaqs(items, query);
  const trimmed = query.trim();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-search`}>Search questions</Label>
        <div className="relative">
          {icons.search}
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Try “ownership” or “fees”"
            className="pl-9"
            aria-describedby={`${id}-count`}
          />
        </div>
        <p id={`${id}-count`} role="status" className="text-sm text-muted-foreground">
          {trimmed ? `${results.length} of ${items.length} questions match` : `${items.length} questions`}
        </p>
      </div>

      {results.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          No questions match “{trimmed}”. Try another word, or ask us directly.
        </p>
      ) : (
        <Accordion
          items={results.map((item) => ({ id: item.id, title: item.q, content: item.a }))}
          open={open}
          onOpenChange={setOpen}
          chevron={icons.chevron}
          className="rounded-xl border bg-card px-6"
        />
      )}
    </div>
  );
}
