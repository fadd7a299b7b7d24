/**
 * What the portfolio filters on, apart from the projects themselves: the filter island imports this
 * module, not content/portfolio.ts, so the projects' copy is not shipped to the browser a second time.
 */
export const CAPABILITIES = ['Design', 'Build', 'Performance', 'SEO', 'Messaging'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export type ProjectIndustry = 'Accountants' | 'Law Firm' | 'Consultants' | 'Local Business' | 'Professional Services';
