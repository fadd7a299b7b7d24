/**
 * The review's client-safe face: what a page, an island or a server component rendering a report
 * needs of lib/review, and nothing that reaches the network, the store or a secret. Everything
 * outside lib/review enters it here or through the server's face (./index.ts).
 */
export { areaNames, reviewAreas, severities, type ReviewArea, type Severity } from './areas';
export { parseAnalysis, parseInline, type AnalysisBlock, type Inline } from './analysis-blocks';
export { REVIEW_FIELDS, type RequiredReviewField, type ReviewField, type ReviewValues } from './fields';
export { reviewFailureToast, reviewFieldMessages, reviewToasts } from './messages';
export { speedLines } from './report/lab-text';
export { pageRows, pagePath, pagesLine, type PageRow } from './report/pages';
export type { ReportFinding, ReportLab, ReportProof, ReviewReport } from './report/schema';
