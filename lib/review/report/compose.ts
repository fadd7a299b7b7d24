/**
 * The report's last assembly, in one place for every path that finishes one: the lab's figures
 * joined to the written report (Lighthouse's score becomes the performance score, 0 for a page it saw
 * painting nothing; the estimate's stays in measurements), and the plain text that goes with it (the API's analysis, the e-mail's
 * text part, the inbox's copy). Pure.
 */
import type { ReportLab, ReviewReport } from './schema';
import { reportText } from './text';

/** The report with its lab status or figures, and findings that carry what the lab found. */
export function composeReport(report: ReviewReport, lab: ReportLab, findings: ReviewReport['findings'] = report.findings): { report: ReviewReport; analysis: string } {
  // A page the lab saw painting nothing scores as Lighthouse would have it: nothing a visitor could use.
  const measured = lab.status === 'done' ? lab.performance : lab.blank ? 0 : undefined;
  const scores = measured !== undefined ? { ...report.scores, performance: measured } : report.scores;
  const composed = { ...report, lab, scores, findings };
  return { report: composed, analysis: reportText(composed) };
}
