/** Analytics events of the spec, pushed to window.dataLayer (or the console when it is absent). */
export interface CtaClickEvent {
  event: 'cta_click';
  cta: string;
  page: string;
  industry: string | null;
  href: string;
  ts: string;
}

export interface ScrollDepthEvent {
  event: 'scroll_depth';
  value: ScrollMilestone;
  page: string;
  ts: string;
}

export type AnalyticsEvent = CtaClickEvent | ScrollDepthEvent;

export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
export type ScrollMilestone = (typeof SCROLL_MILESTONES)[number];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushEvent(event: AnalyticsEvent, target: Window = window): void {
  if (Array.isArray(target.dataLayer)) {
    target.dataLayer.push(event);
  } else {
    console.info('[analytics]', event);
  }
}

/**
 * How far down the page the visitor has scrolled, 0 to 1, or null when the
 * page does not scroll at all (nothing to measure).
 */
export function scrollProgress(scrollY: number, viewportHeight: number, documentHeight: number): number | null {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return null;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

/** Milestones reached at `progress` that have not fired yet in this page view. */
export function newMilestones(progress: number, fired: ReadonlySet<ScrollMilestone>): ScrollMilestone[] {
  // Half a percent of slack so that 100 fires at the very bottom despite sub-pixel scroll positions.
  const percent = progress * 100 + 0.5;
  return SCROLL_MILESTONES.filter((m) => percent >= m && !fired.has(m));
}

/** Builds the cta_click event for a clicked element marked with data-cta. */
export function ctaClickFromElement(el: HTMLElement, page: string, now: Date = new Date()): CtaClickEvent {
  const industryHost = el.closest<HTMLElement>('[data-industry]');
  return {
    event: 'cta_click',
    cta: el.dataset.cta || el.textContent?.trim() || 'unknown',
    page,
    industry: el.dataset.industry ?? industryHost?.dataset.industry ?? null,
    href: el.getAttribute('href') ?? el.dataset.href ?? '',
    ts: now.toISOString(),
  };
}
