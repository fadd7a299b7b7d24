/**
 * The User Timing mark the site sets once its page has hydrated (components/layout/site-effects.tsx):
 * a prerendered page loads its scripts after the first paint (scripts/build/scripts-after-paint.ts),
 * so this is when its buttons start answering. DevTools shows it in the Timings track, field monitoring can read
 * it, and the end-to-end tests wait for it before they press anything.
 */
export const HYDRATED_MARK = 'site:hydrated';
