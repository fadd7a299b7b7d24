/**
 * Scores that say what the findings say (report/compose.ts): no area scores 90 or more beside a
 * high-impact finding of its own, in the first answer (the estimate) and in the final report. The
 * speed score stays what measured it (Lighthouse, or the estimate); a speed finding rated high on a
 * page it puts at 90 or more is of medium impact, and says what Lighthouse measured when it did. A
 * file that answers 404 is filed where it harms (trust), not under speed. On the three local fixture
 * sites, fetched for real.
 */
import { reviewFacts } from '@/lib/review/facts';
import { fetchSite } from '@/lib/review/fetch/page';
import { assess } from '@/lib/review/findings';
import { composeReport, SCORE_BESIDE_HIGH_FINDING } from '@/lib/review/report/compose';
import { areaNames, reviewAreas, reviewReport, type ReportLab, type ReviewReport } from '@/lib/review/report/schema';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { startReviewFixtureSites, type ReviewFixtureSites } from '../support/review-fixture-site';

let sites: ReviewFixtureSites;
const reports = {} as Record<'good' | 'poor' | 'heavy', ReviewReport>;

beforeAll(async () => {
  sites = await startReviewFixtureSites();
  for (const [name, url, industry] of [
    ['good', sites.goodUrl, 'lawyers'],
    ['poor', sites.poorUrl, 'local-businesses'],
    ['heavy', sites.heavyUrl, 'accountants'],
  ] as const) {
    const facts = reviewFacts(await fetchSite(new URL(url), { allowHosts: sites.allowHosts.split(',') }));
    reports[name] = writeBuiltinReport(facts, assess(facts), { industry });
  }
}, 60_000);
afterAll(() => sites.close());

const OFF: ReportLab = { status: 'off', reason: 'No lab source is configured.' };
const measured = (performance: number): ReportLab => ({ status: 'done', source: 'psi', performance, fcpMs: 900, lcpMs: 1200, tbtMs: 0, cls: 0, speedIndexMs: 1000 });
const highIn = (report: ReviewReport, area: string) => report.findings.filter((f) => f.area === area && f.severity === 'high');

/** The invariant itself: every area that carries a high-impact finding of its own scores below 90. */
function expectScoresHeld(report: ReviewReport) {
  for (const area of reviewAreas) if (highIn(report, area).length > 0) expect([area, report.scores[area] <= SCORE_BESIDE_HIGH_FINDING]).toEqual([area, true]);
}

describe('scores held to the findings', () => {
  it.each(['good', 'poor', 'heavy'] as const)('%s: no area at 90 or more beside a high-impact finding of its own, with the estimate and with a fast or a slow measurement', (name) => {
    for (const lab of [OFF, measured(99), measured(45)]) {
      const { report } = composeReport(reports[name], lab);
      expect(reviewReport.safeParse(report).success).toBe(true);
      expectScoresHeld(report);
    }
  });

  it('an estimate of 90 or more stays the speed score: the high speed findings beside it are, by it, of medium impact', () => {
    const heavy = reports.heavy;
    const high = highIn(heavy, 'performance').map((f) => f.id);
    expect(high.length).toBeGreaterThan(0);
    const { report, analysis } = composeReport({ ...heavy, scores: { ...heavy.scores, performance: 95 } }, OFF);
    expect(report.scores.performance).toBe(95);
    expect(analysis).toContain(`${areaNames.performance} 95/100`);
    for (const id of high) {
      const finding = report.findings.find((f) => f.id === id)!;
      expect(finding.severity).toBe('medium');
      // No lab ran: nothing is said of Lighthouse.
      expect(finding.evidence).toEqual(heavy.findings.find((f) => f.id === id)!.evidence);
    }
  });

  it('a fast measurement stays Lighthouse’s score; each high speed finding becomes medium and says what was measured', () => {
    const heavy = reports.heavy;
    const high = highIn(heavy, 'performance').map((f) => f.id);
    const { report } = composeReport(heavy, measured(96));
    expect(report.scores.performance).toBe(96);
    expect(highIn(report, 'performance')).toEqual([]);
    for (const id of high) {
      const finding = report.findings.find((f) => f.id === id)!;
      expect(finding.severity).toBe('medium');
      expect(finding.evidence.at(-1)).toBe('Lighthouse’s phone run still scored the page 96 for speed');
      expect(finding.evidence.length).toBeLessThanOrEqual(12);
    }
    // The other areas' findings are as they were.
    expect(report.findings.filter((f) => f.area !== 'performance')).toEqual(heavy.findings.filter((f) => f.area !== 'performance'));
  });

  it('a slow measurement leaves the speed findings as they are', () => {
    const { report } = composeReport(reports.heavy, measured(45));
    expect(report.scores.performance).toBe(45);
    expect(report.findings).toEqual(reports.heavy.findings);
  });

  it('any area: a score the writer left at 90 or more beside its own high finding shows 89, one without stays', () => {
    const poor = reports.poor;
    const area = reviewAreas.find((a) => a !== 'performance' && highIn(poor, a).length > 0)!;
    const calm = reviewAreas.find((a) => a !== 'performance' && highIn(poor, a).length === 0);
    const { report } = composeReport({ ...poor, scores: Object.fromEntries(reviewAreas.map((a) => [a, 97])) as ReviewReport['scores'] }, OFF);
    expect(report.scores[area]).toBe(89);
    if (calm) expect(report.scores[calm]).toBe(97);
  });
});

describe('a file that answers 404', () => {
  it('is filed under trust, where it harms (a broken page), not under speed', () => {
    const broken = reports.poor.findings.find((f) => f.id === 'broken-files');
    expect(broken).toMatchObject({ area: 'trust', evidence: expect.arrayContaining([expect.stringMatching(/answers 404$/)]) });
  });
});
