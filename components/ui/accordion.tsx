'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusByKey } from '@/components/ui/roving-focus';

export interface AccordionEntry {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * The WAI-ARIA accordion pattern with one panel open at a time: each header is a button with
 * aria-expanded and aria-controls; Arrow Up/Down, Home and End move between headers; Enter and Space
 * toggle (a button's own behaviour). A few lines instead of a primitives library on the FAQ page.
 * `chevron` is rendered by the server and shown in every header; it turns over with the header's
 * aria-expanded (give it `group-aria-expanded:rotate-180`).
 */
export function Accordion({
  items,
  open,
  onOpenChange,
  chevron,
  className,
}: {
  items: readonly AccordionEntry[];
  open: string;
  onOpenChange: (id: string) => void;
  chevron: ReactNode;
  className?: string;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? []);
    // Only from a header: arrow keys inside an open answer keep their usual meaning.
    if (!triggers.includes(document.activeElement as HTMLButtonElement)) return;
    if (focusByKey(triggers, e.key)) e.preventDefault();
  };

  return (
    <div ref={listRef} onKeyDown={onKeyDown} className={className}>
      {items.map((item) => {
        const expanded = item.id === open;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="border-b last:border-b-0">
            <h3 className="flex">
              <button
                type="button"
                id={triggerId}
                data-accordion-trigger
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onOpenChange(expanded ? '' : item.id)}
                className="group flex flex-1 items-start justify-between gap-4 py-4 text-left font-semibold hover:text-accent"
              >
                {item.title}
                {chevron}
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded} className="pb-4 text-muted-foreground">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
