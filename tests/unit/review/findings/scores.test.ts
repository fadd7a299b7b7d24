/**
 * Scores that say what the findings say (report/compose.ts): no area scores 90 or more beside a
 * high-impact finding of its own, in the first answer (the estimate) and in the final report. A
 * measured speed score stays Lighthouse's, and a speed finding rated high on a page it scored 90 or
 * more is of medium impact and says what was measured; the estimate never changes a finding, so a
 * first answer composed again when the lab lands is as the rules left it. A file that answers 404 is
 * filed where it harms (trust), not under speed. On the three local fixture sites, fetched for real.
 */
import { reviewFacts } from '@/lib/review/facts';
import { fetchPage } from '@/lib/review/fetch/page';
import { assess } from '@/lib/review/findings';
import { composeReport } from '@/lib/review/report/compose';
import { areaNames, reviewAreas, reviewReport, type ReportLab, type ReviewReport } from '@/lib/review/report/schema';
import { writeBuiltinReport } from '@/lib/review/writers/builtin';
import { startReviewFixtureSites, type ReviewFixtureSites } from '../../../support/review-fixture-site';
import { NO_LAB, scoreContradictions } from '../../support/finished-report';

let sites: ReviewFixtureSites;
const reports = {} as Record<'good' | 'poor' | 'heavy', ReviewReport>;

beforeAll(async () => {
  sites = await startReviewFixtureSites();
  for (const [name, url, industry] of [
    ['good', sites.goodUrl, 'lawyers'],
    ['poor', sites.poorUrl, 'local-businesses'],
    ['heavy', sites.heavyUrl, 'accountants'],
  ] as const) {
    const facts = reviewFacts(await fetchPage(new URL(url), { allowHosts: sites.allowHosts.split(',') }));
    reports[name] = writeBuiltinReport(facts, assess(facts), { industry });
  }
}, 60_000);
afterAll(() => sites.close());

const measured = (performance: number): ReportLab => ({ status: 'done', source: 'psi', performance, fcpMs: 900, lcpMs: 1200, tbtMs: 0, cls: 0, speedIndexMs: 1000 });
const highIn = (report: ReviewReport, area: string) => report.findings.filter((f) => f.area === area && f.severity === 'high');


describe('scores held to the findings', () => {
  it.each(['good', 'poor', 'heavy'] as const)('%s: no area at 90 or more beside a high-impact finding of its own, with the estimate and with a fast or a slow measurement', (name) => {
    for (const lab of [NO_LAB, measured(99), measured(45)]) {
      const { report } = composeReport(reports[name], lab);
      expect(reviewReport.safeParse(report).success).toBe(true);
      expect(scoreContradictions(report)).toEqual([]);
    }
  });

  it('an estimate of 90 or more beside high-impact speed findings shows 89, and the findings stay as the rules rated them', () => {
    const heavy = reports.heavy;
    expect(highIn(heavy, 'performance').length).toBeGreaterThan(0);
    const { report, analysis } = composeReport({ ...heavy, scores: { ...heavy.scores, performance: 95 } }, NO_LAB);
    expect(report.scores.performance).toBe(89);
    expect(analysis).toContain(`${areaNames.performance} 89/100`);
    expect(report.findings).toEqual(heavy.findings);
  });

  it('a first answer composed again when a slow measurement lands keeps its high speed findings high', () => {
    const heavy = reports.heavy;
    const first = composeReport({ ...heavy, scores: { ...heavy.scores, performance: 95 } }, { status: 'pending', source: 'psi' }).report;
    const { report } = composeReport(first, measured(60));
    expect(report.scores.performance).toBe(60);
    expect(highIn(report, 'performance').map((f) => f.id)).toEqual(highIn(heavy, 'performance').map((f) => f.id));
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
    const { report } = composeReport({ ...poor, scores: Object.fromEntries(reviewAreas.map((a) => [a, 97])) as ReviewReport['scores'] }, NO_LAB);
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
