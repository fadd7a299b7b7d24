/**
 * The report's areas and severities, without zod, so the page's island can import them without the
 * schema (report/schema.ts builds on these).
 */
export const reviewAreas = ['search', 'performance', 'accessibility', 'conversion', 'trust'] as const;
export type ReviewArea = (typeof reviewAreas)[number];

export const areaNames: Record<ReviewArea, string> = {
  search: 'Search',
  performance: 'Performance',
  accessibility: 'Accessibility',
  conversion: 'Conversion',
  trust: 'Trust',
};

export const severities = ['high', 'medium', 'low'] as const;
export type Severity = (typeof severities)[number];
