/**
 * The five areas the free review reports on, in the order the report shows them, with their names.
 * The report's schema (lib/review/report/schema.ts) accepts exactly these; the advice in
 * review-advice.ts has one sentence per area.
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
