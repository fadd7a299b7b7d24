/**
 * The report's last assembly, in one place for every path that finishes one: the lab's figures
 * joined to the written report (Lighthouse's score becomes the performance score, 0 for a page it saw
 * painting nothing; the estimate's stays in measurements), scores held to the findings (no area at 90
 * or more beside a high-impact finding of its own), and the plain text that goes with it (the API's
 * analysis, the e-mail's text part, the inbox's copy). Pure.
 */
import { reviewAreas, type ReportLab, type ReviewReport } from './schema';
import { reportText } from './text';

/** The most an area scores beside a high-impact finding of its own: a score of 90 or more says the area is in good shape. */
export const SCORE_BESIDE_HIGH_FINDING = 89;

type Findings = ReviewReport['findings'];

/**
 * Scores and findings that say the same thing. A measured speed score stays Lighthouse's: on a page
 * its phone run scored 90 or more, a speed finding the rules rated high is, by that measurement, of
 * medium impact, and says what was measured. Every other area, and the estimated speed score, that
 * carries a high-impact finding of its own scores at most 89. The findings are never changed on the
 * estimate's word: a first answer is composed again when the lab lands, from what it stored, so only
 * the final measurement may change a finding.
 */
function consistent(scores: ReviewReport['scores'], findings: Findings, measured: number | undefined): { scores: ReviewReport['scores']; findings: Findings } {
  const held =
    measured !== undefined && measured > SCORE_BESIDE_HIGH_FINDING
      ? findings.map((f) => {
          if (f.area !== 'performance' || f.severity !== 'high') return f;
          // Said where the evidence has room (12 lines); the report's speed line says the measurement in any case.
          const line = f.evidence.length < 12 ? [`Lighthouse’s phone run still scored the page ${measured} for speed`] : [];
          return { ...f, severity: 'medium' as const, evidence: [...f.evidence, ...line] };
        })
      : findings;
  const capped = Object.fromEntries(
    reviewAreas.map((area) => [area, held.some((f) => f.area === area && f.severity === 'high') ? Math.min(scores[area], SCORE_BESIDE_HIGH_FINDING) : scores[area]]),
  ) as ReviewReport['scores'];
  return { scores: capped, findings: held };
}

/** The report with its lab status or figures, and findings that carry what the lab found. */
export function composeReport(report: ReviewReport, lab: ReportLab, findings: Findings = report.findings): { report: ReviewReport; analysis: string } {
  // A page the lab saw painting nothing scores as Lighthouse would have it: nothing a visitor could use.
  const measured = lab.status === 'done' ? lab.performance : lab.blank ? 0 : undefined;
  const held = consistent(measured !== undefined ? { ...report.scores, performance: measured } : report.scores, findings, measured);
  // Lines the lab's measurement added (its savings, what its run saw) are statements of that measurement: counted with the proof's.
  const lines = (list: Findings) => list.reduce((n, f) => n + f.evidence.length, 0);
  const added = lines(held.findings) - lines(report.findings);
  const proof = report.proof && added > 0 ? { proof: { ...report.proof, statements: report.proof.statements + added } } : {};
  const composed = { ...report, lab, ...held, ...proof };
  return { report: composed, analysis: reportText(composed) };
}
