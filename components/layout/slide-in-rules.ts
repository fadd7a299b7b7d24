export const SLIDE_IN_DISMISSED_KEY = 'pd_slidein_dismissed';
export const SLIDE_IN_DISMISSED_VALUE = '1';
export const SLIDE_IN_THRESHOLD = 0.5;
export const SLIDE_IN_TITLE_ID = 'slide-in-title';

/**
 * A page that is itself the call to action (the contact page: the form is the offer there) renders
 * <NoOffers /> (components/layout/no-offers.tsx): the mobile sticky bar is then hidden by CSS
 * (app/globals.css) and the desktop slide-in never shows.
 */
export const NO_OFFERS_ATTRIBUTE = 'data-no-offers';

export function shouldShowSlideIn(progress: number | null, noOffersHere: boolean, dismissed: boolean): boolean {
  if (dismissed || noOffersHere || progress === null) return false;
  return progress >= SLIDE_IN_THRESHOLD;
}
