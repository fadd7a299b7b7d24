import { noStickyCtaPaths } from '@/content/routes';

export const SLIDE_IN_DISMISSED_KEY = 'pd_slidein_dismissed';
export const SLIDE_IN_DISMISSED_VALUE = '1';
export const SLIDE_IN_THRESHOLD = 0.5;
export const SLIDE_IN_TITLE_ID = 'slide-in-title';

/** The sticky bar and the slide-in stay off the contact page: the form is the call to action there. */
export function hidesStickyCta(pathname: string): boolean {
  return noStickyCtaPaths.includes(pathname);
}

export function shouldShowSlideIn(progress: number | null, pathname: string, dismissed: boolean): boolean {
  if (dismissed || hidesStickyCta(pathname) || progress === null) return false;
  return progress >= SLIDE_IN_THRESHOLD;
}
