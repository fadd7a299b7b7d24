'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import {
  ctaClickFromElement,
  newMilestones,
  pushEvent,
  scrollProgress,
  type ScrollMilestone,
} from '@/lib/ui/analytics';
import { INTENT_EVENTS, navigationTarget, prefetchTarget } from '@/lib/site/nav-links';
import { HYDRATED_MARK } from '@/lib/ui/performance-marks';

/**
 * Site-wide behaviour with no markup of its own: scroll to top on route change, scroll-depth milestones
 * once per page view, cta_click for every element marked data-cta (one delegated listener, so CTAs stay
 * server-rendered), prefetch of a linked route once the visitor points at, focuses or touches the link,
 * client-side navigation for plain clicks on in-site links (lib/site/nav-links.ts), the User Timing mark
 * that says the page has hydrated (lib/ui/performance-marks.ts), and, on Vercel,
 * Vercel Analytics, loaded after the page has hydrated so its script is never on the critical path.
 */

/** The link an event started on (or inside), if any. */
function anchorOf(e: Event): HTMLAnchorElement | null {
  const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

export function SiteEffects({ analytics = false }: { analytics?: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  const fired = useRef(new Set<ScrollMilestone>());
  // The layout (and this island) stays mounted across the site's pages, the 404 included.
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    if (lastPathname.current !== null && lastPathname.current !== pathname && !window.location.hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    lastPathname.current = pathname;
    fired.current = new Set();

    let frame = 0;
    const measure = () => {
      frame = 0;
      const doc = document.documentElement;
      const progress = scrollProgress(window.scrollY, window.innerHeight, doc.scrollHeight);
      if (progress === null) return;
      for (const value of newMilestones(progress, fired.current)) {
        fired.current.add(value);
        pushEvent({ event: 'scroll_depth', value, page: pathname, ts: new Date().toISOString() });
      }
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    measure(); // a page restored part-way down has already been seen that far
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [pathname]);

  // Effects run once the whole page has hydrated; the layout keeps this island for the document's life.
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-cta]') : null;
      if (target) pushEvent(ctaClickFromElement(target, window.location.pathname));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (e: Event) => {
      const anchor = anchorOf(e);
      if (!anchor) return;
      const route = prefetchTarget(anchor, window.location);
      if (route === null || prefetched.has(route)) return;
      prefetched.add(route);
      router.prefetch(route);
    };
    // On window, in the bubbling phase: React's handlers (on the document) run first and may take the click.
    const onClick = (e: MouseEvent) => {
      const anchor = anchorOf(e);
      if (!anchor) return;
      const route = navigationTarget(anchor, e, window.location);
      if (route === null) return;
      e.preventDefault();
      router.push(route);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    window.addEventListener('click', onClick);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
      window.removeEventListener('click', onClick);
    };
  }, [router]);

  useEffect(() => {
    if (analytics) void import('@vercel/analytics').then(({ inject }) => inject({ framework: 'next' }));
  }, [analytics]);

  return null;
}
