/**
 * The review's areas and severities: the findings are filed under them and the report shows them.
 * Without zod, so the report page's island imports them without the schema (report/schema.ts builds
 * on these). The areas themselves are content: content/review-areas.ts.
 */
export { areaNames, reviewAreas, type ReviewArea } from '@/content/review-areas';

export const severities = ['high', 'medium', 'low'] as const;
export type Severity = (typeof severities)[number];
