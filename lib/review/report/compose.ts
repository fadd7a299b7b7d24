/**
 * The report's last assembly, in one place for every path that finishes one: the lab's figures
 * joined to the written report (Lighthouse's score becomes the performance score; the estimate's
 * stays in measurements), and the plain text that goes with it (the API's analysis, the e-mail's
 * text part, the inbox's copy). Pure.
 */
import type { ReportLab, ReviewReport } from './schema';
import { reportText } from './text';

/** The report with its lab status or figures, and findings that carry what the lab found. */
export function composeReport(report: ReviewReport, lab: ReportLab, findings: ReviewReport['findings'] = report.findings): { report: ReviewReport; analysis: string } {
  const scores = lab.status === 'done' && lab.performance !== undefined ? { ...report.scores, performance: lab.performance } : report.scores;
  const composed = { ...report, lab, scores, findings };
  return { report: composed, analysis: reportText(composed) };
}
