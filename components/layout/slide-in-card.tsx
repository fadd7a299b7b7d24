'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { scrollProgress } from '@/lib/ui/analytics';
import {
  SLIDE_IN_DISMISSED_KEY,
  SLIDE_IN_DISMISSED_VALUE,
  SLIDE_IN_TITLE_ID,
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

  if (!visible || dismissed) return null;

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
      // While it shows, the footer keeps room for it (app/globals.css), so a visitor at the foot of the page can scroll the
      // footer's last links out from under it; the room is below everything else on the page, so nothing in view moves.
      data-slide-in-card=""
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
