'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { scrollProgress } from '@/lib/analytics/events';
import {
  SLIDE_IN_DISMISSED_KEY,
  SLIDE_IN_DISMISSED_VALUE,
  SLIDE_IN_TITLE_ID,
  SLIDE_IN_ROOM_PROPERTY,
  NO_OFFERS_ATTRIBUTE,
  shouldShowSlideIn,
} from './slide-in-rules';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(SLIDE_IN_DISMISSED_KEY) === SLIDE_IN_DISMISSED_VALUE;
  } catch {
    return false; // storage blocked: show it, but dismissal still hides it for this view
  }
}

/**
 * Desktop card offering the strategy call once the visitor is half-way down a page. The island decides
 * when it shows and keeps the dismissal; the offer itself (`children`, with a heading whose id is
 * SLIDE_IN_TITLE_ID) and the close button's icon are rendered on the server.
 */
export function SlideInCard({ children, closeIcon }: { children: ReactNode; closeIcon: ReactNode }) {
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    setVisible(false);
    if (dismissed || readDismissed()) return;
    const check = () => {
      const doc = document.documentElement;
      const progress = scrollProgress(window.scrollY, window.innerHeight, doc.scrollHeight);
      if (shouldShowSlideIn(progress, document.querySelector(`[${NO_OFFERS_ATTRIBUTE}]`) !== null, false)) {
        setVisible(true);
        window.removeEventListener('scroll', check);
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    check(); // the visitor may have scrolled before this island hydrated
    return () => window.removeEventListener('scroll', check);
  }, [pathname, dismissed]);

  // While the card shows, the footer ends with room for it (app/globals.css), so a visitor at the foot of the
  // page can scroll its last links out from under the card instead of having to dismiss it to reach them.
  // The room is below everything else on the page, so nothing the visitor sees moves when it is made.
  const shown = visible && !dismissed;
  useEffect(() => {
    const root = document.documentElement;
    if (!shown || card.current === null) return;
    const { top, bottom } = card.current.getBoundingClientRect();
    const margin = window.innerHeight - bottom; // the card's margin below it, kept above it as well
    root.style.setProperty(SLIDE_IN_ROOM_PROPERTY, `${Math.ceil(window.innerHeight - top + margin)}px`);
    return () => {
      root.style.removeProperty(SLIDE_IN_ROOM_PROPERTY);
    };
  }, [shown]);

  if (!shown) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(SLIDE_IN_DISMISSED_KEY, SLIDE_IN_DISMISSED_VALUE);
    } catch {
      // storage blocked: the card still closes for this page view
    }
    setDismissed(true);
  };

  return (
    <aside
      ref={card}
      aria-labelledby={SLIDE_IN_TITLE_ID}
      data-print="hide"
      className="fixed right-6 bottom-6 z-30 hidden w-80 rounded-xl border bg-card p-5 shadow-card animate-in fade-in-0 slide-in-from-right-8 duration-300 lg:block"
    >
      <button
        type="button"
        onClick={dismiss}
        className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground hover:text-foreground"
        aria-label="Dismiss strategy call offer"
      >
        {closeIcon}
      </button>
      {children}
    </aside>
  );
}
