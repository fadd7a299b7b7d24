import { parseEnv } from '@/lib/env';
/**
 * What the lab sees besides speed, end to end: a review of a real practice page
 * (../shared/review-practice, j-knisely-landscaping) answers with the static checks only; when
 * PageSpeed Insights (the local stand-in, answering with a real Lighthouse run of that page, asked
 * for all four categories) reports, the final report carries the lab's findings joined to the
 * static ones, one per flaw, each proved against the run, and its files and bytes are the run's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET as reviewApi } from '@/app/api/review/[id]/route';
import { deliveriesSettled } from '@/lib/mail/queue';
import { labWorkSettled } from '@/lib/review/lab/job';
import { readLabFacts } from '@/lib/review/facts/lab';
import { writeLabReview } from '@/lib/review/pipeline';
import type { ReviewRecord } from '@/lib/review/record';
import type { ReviewReport } from '@/lib/review/report/schema';
import { runReview } from '@/lib/review/service';
import { createStore } from '@/lib/store';
import { startFakePagespeed, type FakePagespeed } from '../../../support/pagespeed-api';
import { decodeQuotedPrintable, startSmtp, type RunningSmtp } from '../../../support/smtp-server';
import { ipSequence, useServerEnvironment } from '../../../support/server-environment';
import { practiceAvailable, startPracticeSites, type PracticeServer } from '../../support/review-practice';

jest.setTimeout(60_000);

const describePractice = practiceAvailable ? describe : describe.skip;
let practice: PracticeServer;
let smtp: RunningSmtp;
let psi: FakePagespeed;
let dataDir: string;
const freshIp = ipSequence();

describePractice('a review whose lab measured more than speed', () => {
  beforeAll(async () => {
    [practice, smtp, psi] = await Promise.all([startPracticeSites(4870), startSmtp(), startFakePagespeed({ fixture: 'landscaping' })]);
    dataDir = mkdtempSync(path.join(tmpdir(), 'review-lab-findings-'));
    useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test', AI_FETCH_ALLOW_HOSTS: practice.allowHosts.join(','), REVIEW_LAB: 'psi', PAGESPEED_API_URL: psi.url });
  });
  afterAll(async () => {
    await labWorkSettled();
    await deliveriesSettled();
    await Promise.all([practice?.close(), smtp?.stop(), psi?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers with the static checks, then joins the lab’s findings, proved, one per flaw, with the run’s files and bytes', async () => {
    const site = practice.sites.find((s) => s.name === 'j-knisely-landscaping')!;
    const email = `lab-findings-${Date.now()}@example.com`;
    const outcome = await runReview(createStore(parseEnv({ DATA_DIR: dataDir })), { website_url: site.url, email, industry: 'local-businesses' }, { ip: freshIp() }, { model: null });
    if (!outcome.ok) throw new Error(outcome.error);
    const first = outcome.value.report;
    await labWorkSettled();
    await deliveriesSettled();

    // The first answer: static checks only, no lab finding, the fetch's count.
    const labOnly = ['low-contrast-text', 'small-tap-targets', 'no-main-landmark', 'empty-links'];
    expect(first.findings.map((f) => f.id)).not.toEqual(expect.arrayContaining([labOnly[0]]));
    expect(first.findings.filter((f) => labOnly.includes(f.id))).toEqual([]);
    expect(first.measurements.measuredBy).toBeUndefined();
    expect(first.findings.flatMap((f) => f.evidence).filter((e) => e.includes('Lighthouse'))).toEqual([]);

    // One PageSpeed Insights call asked for the four categories.
    expect(psi.categories).toEqual([['PERFORMANCE', 'ACCESSIBILITY', 'BEST_PRACTICES', 'SEO']]);

    const answer = await reviewApi(new Request(`http://localhost:3000/api/review/${outcome.value.id}`), { params: Promise.resolve({ id: outcome.value.id }) });
    const { report } = (await answer.json()) as { report: ReviewReport };
    const ids = report.findings.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(labOnly));
    expect(report.lab).toMatchObject({ status: 'done', source: 'psi', performance: 65, accessibility: 52, bestPractices: 74, seo: 42 });

    // A flaw both saw is one finding: the pages' words, then the run's, said of the page it loaded (the site review read 4 pages).
    expect(report.pages).toHaveLength(4);
    const zoom = report.findings.filter((f) => f.id === 'zoom-blocked');
    expect(zoom).toHaveLength(1);
    expect(zoom[0]!.evidence).toEqual([first.findings.find((f) => f.id === 'zoom-blocked')!.evidence[0], '/: Lighthouse’s phone run found the viewport keeps visitors from zooming in (user-scalable=no, or a maximum-scale under 5)']);
    const contrast = report.findings.find((f) => f.id === 'low-contrast-text')!;
    expect(contrast.evidence[1]).toBe('"Designed by Ibis.is" is #666666 on #171717, a contrast of 3.12:1 where WCAG AA asks for 4.5:1');
    expect(contrast.pages).toEqual([report.pages![0]!.url]);
    expect(report.pages![0]!.findings).toEqual(expect.arrayContaining(labOnly));
    expect(report.pages![1]!.findings).not.toContain('low-contrast-text');

    // The page's weight and files are the run's, said to be measured.
    expect(report.findings.find((f) => f.id === 'page-weight')!.evidence).toContain('/: Lighthouse’s phone run measured the page and the 21 files it loaded at 3.2 MB transferred');
    expect(report.measurements).toMatchObject({ measuredBy: 'lighthouse', totalBytes: 3_218_840, requests: 22, brokenFiles: 0 });
    expect(report.pages![0]!.bytes).toBe(3_218_840);
    expect(report.summary).toMatch(/^Lighthouse loaded .* on a simulated phone: the page and 21 files it loaded, 3\.2 MB transferred\./);
    expect(report.summary).toContain(`We found ${report.findings.length} things to fix`);

    // Scores from the findings: accessibility lost the new findings' weights; each line the lab added was proved.
    expect(report.scores.accessibility).toBeLessThan(first.scores.accessibility);
    const lines = (r: ReviewReport) => r.findings.reduce((n, f) => n + f.evidence.length, 0);
    expect(report.proof!.statements).toBeGreaterThanOrEqual(first.proof!.statements + lines(report) - lines(first));
    expect(report.proof!.dropped).toEqual(first.proof!.dropped);

    const record = await createStore(parseEnv({ DATA_DIR: dataDir })).getRecord<ReviewRecord>('review', outcome.value.id);
    expect(record!.data.analysis).toContain('Lighthouse measured the page and its files at 3.2 MB transferred in 22 requests.');
    const mail = smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('Make text stand out from its background');

    // A model's summary counts the first answer's findings: once the lab changed them, the final report's summary is written from the final ones.
    const modelFirst = { ...record!.data, report: { ...first, writer: 'model', summary: `A model's summary: ${first.findings.length} things to fix.` } };
    const lhr = JSON.parse(readFileSync(path.resolve('tests/fixtures/lighthouse/landscaping-mobile.lhr.json'), 'utf8'));
    const relabelled = writeLabReview(modelFirst, readLabFacts(lhr)).report;
    expect(relabelled.findings.length).not.toBe(first.findings.length);
    expect(relabelled.summary).not.toContain('A model');
    expect(relabelled.summary).toContain(`We found ${relabelled.findings.length} things to fix`);

    // The record keeps what a visitor reads on the page, so an element a style set in capitals (the run's label is its
    // innerText) is named in the page's own words, which a reader finds in its HTML; the quotation is still proved.
    expect(record!.data.pageText).toContain('Designed by Ibis.is');
    const run = readLabFacts(lhr);
    const upper = <T extends { label: string }>(n: T): T => ({ ...n, label: n.label.toUpperCase() });
    const runContrast = run.failed['color-contrast']!;
    const shown = { ...run, lowContrast: run.lowContrast.map(upper), failed: { ...run.failed, 'color-contrast': { ...runContrast, nodes: runContrast.nodes.map(upper) } } };
    const firstAnswer = { ...record!.data, report: first };
    const contrastLine = (r: ReviewReport) => r.findings.find((f) => f.id === 'low-contrast-text')!.evidence[1];
    expect(contrastLine(writeLabReview({ ...firstAnswer, pageText: undefined }, shown).report)).toBe('"DESIGNED BY IBIS.IS" is #666666 on #171717, a contrast of 3.12:1 where WCAG AA asks for 4.5:1');
    expect(contrastLine(writeLabReview(firstAnswer, shown).report)).toBe('"Designed by Ibis.is" is #666666 on #171717, a contrast of 3.12:1 where WCAG AA asks for 4.5:1');
  });
});
