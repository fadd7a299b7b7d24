'use client';

import { useId, useState } from 'react';
import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Accordion } from '@/components/ui/accordion';
import { searchFaqs, type FaqItem } from '@/content/faq';

/** Live search over questions and answers, and an accordion that keeps one answer open at a time. */
export function FaqSearch({ items }: { items: readonly FaqItem[] }) {
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
          <Icon icon={Search} className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
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
          className="rounded-xl border bg-card px-6"
        />
      )}
    </div>
  );
}
