import { composeReport, SCORE_BESIDE_HIGH_FINDING } from '@/lib/review/report/compose';
import { reviewAreas, type ReportLab, type ReviewReport } from '@/lib/review/report/schema';

/** No lab on this server: what a report says when none measured it. */
export const NO_LAB: ReportLab = { status: 'off', reason: 'No lab source is configured.' };

/** The report as a visitor gets it when no lab runs: finished as every review is (report/compose.ts). */
export function finished(report: ReviewReport): ReviewReport {
  return composeReport(report, NO_LAB).report;
}

/** The areas that score 90 or more beside a high-impact finding of their own ("trust 95"): what no finished report carries. */
export function scoreContradictions(report: ReviewReport): string[] {
  return reviewAreas
    .filter((area) => report.scores[area] > SCORE_BESIDE_HIGH_FINDING && report.findings.some((f) => f.area === area && f.severity === 'high'))
    .map((area) => `${area} ${report.scores[area]}`);
}
