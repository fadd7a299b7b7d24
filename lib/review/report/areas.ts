/**
 * The report's areas and severities, without zod, so the page's island can import them without the
 * schema (report/schema.ts builds on these). The areas themselves are content: content/review-areas.ts.
 */
export { areaNames, reviewAreas, type ReviewArea } from '@/content/review-areas';

export const severities = ['high', 'medium', 'low'] as const;
export type Severity = (typeof severities)[number];
