import { parseEnv } from '@/lib/env';
/**
 * The report at once, the measurement when it comes: a review answers with lab "pending", the lab
 * figures join the stored report (and GET /api/review/<id>) when PageSpeed Insights answers, and the
 * visitor's e-mail goes once, with the lab figures, or with the estimate when the lab fails or takes
 * longer than its limit, also when the server that took the review stopped in between.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET as reviewApi } from '@/app/api/review/[id]/route';
import { POST as aiFeedback } from '@/app/api/ai-feedback/route';
import { deliveriesSettled } from '@/lib/mail/queue';
import { labPlan } from '@/lib/review/lab';
import { labWorkSettled, resumeLabWorkNow } from '@/lib/review/lab/job';
import type { ReviewRecord } from '@/lib/review/record';
import type { ReviewReport } from '@/lib/review/report/schema';
import { runReview } from '@/lib/review/service';
import { createStore } from '@/lib/store';
import { startFakePagespeed, type FakePagespeed } from '../../../support/pagespeed-api';
import { startReviewFixtureSites, type ReviewFixtureSites } from '../../../support/review-fixture-site';
import { decodeQuotedPrintable, startSmtp, type RunningSmtp } from '../../../support/smtp-server';
import { ipSequence, useServerEnvironment } from '../../../support/server-environment';
import { chromiumWithoutSandbox } from '../../../support/chromium-without-sandbox';

jest.setTimeout(60_000);

let sites: ReviewFixtureSites;
let smtp: RunningSmtp;
let psi: FakePagespeed;
let dataDir: string;
const freshIp = ipSequence();
const store = () => createStore(parseEnv({ DATA_DIR: dataDir }));
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const env = () => ({ DATA_DIR: dataDir, SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test', AI_FETCH_ALLOW_HOSTS: sites.allowHosts, REVIEW_LAB: 'psi', PAGESPEED_API_URL: psi.url });
const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
const settle = async () => {
  await labWorkSettled();
  await deliveriesSettled();
};

beforeAll(async () => {
  [sites, smtp, psi] = await Promise.all([startReviewFixtureSites(), startSmtp(), startFakePagespeed()]);
});
afterAll(async () => {
  await Promise.all([sites.close(), smtp.stop(), psi.close()]);
});
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'review-lab-'));
  smtp.received.length = 0;
  psi.delayMs = 0;
  psi.fail = false;
  psi.failCode = 'FAILED_DOCUMENT_REQUEST';
  useServerEnvironment(env());
});
afterEach(async () => {
  await settle();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('choosing the lab source', () => {
  it('auto: PageSpeed Insights with a key, else a local run when a Chromium is found, else none', () => {
    expect(labPlan(parseEnv({ PAGESPEED_API_KEY: 'k' }))).toMatchObject({ source: 'psi', apiKey: 'k' });
    expect(labPlan(parseEnv({ CHROME_PATH: '/bin/sh' }))).toEqual({ source: 'local', chromePath: '/bin/sh' });
    expect(labPlan(parseEnv({ CHROME_PATH: '/no/such/chromium' }))).toMatchObject({ source: null });
    expect(labPlan(parseEnv({ REVIEW_LAB: 'off', PAGESPEED_API_KEY: 'k' }))).toMatchObject({ source: null, reason: expect.stringContaining('REVIEW_LAB=off') });
    expect(labPlan(parseEnv({ REVIEW_LAB: 'psi' }))).toMatchObject({ source: 'psi' });
    expect(labPlan(parseEnv({ REVIEW_LAB: 'local', CHROME_PATH: '/no/such/chromium' }))).toMatchObject({ source: null, reason: expect.stringContaining('CHROME_PATH') });
  });
});

describe('a review with the lab', () => {
  it('answers at once with lab pending, then the lab figures join the report, the score and the one e-mail', async () => {
    const email = uniqueEmail('lab');
    const response = await aiFeedback(
      new Request('http://localhost:3000/api/ai-feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ website_url: sites.heavyUrl, email, industry: 'accountants' }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { analysis: string; report: ReviewReport; reportUrl: string };
    expect(body.report.lab).toEqual({ status: 'pending', source: 'psi' });
    expect(body.analysis).toContain('Lighthouse is measuring the page on a simulated phone now');
    const id = body.reportUrl.replace('/review/', '');

    await settle();
    expect(psi.asked).toContain(sites.heavyUrl);
    const answer = await reviewApi(new Request(`http://localhost:3000/api/review/${id}`), { params: Promise.resolve({ id }) });
    expect(answer.status).toBe(200);
    const { report } = (await answer.json()) as { report: ReviewReport };
    expect(report.lab).toMatchObject({ status: 'done', source: 'psi', performance: 68, lighthouseVersion: '13.5.0' });
    expect(report.lab!.lcpMs).toBeGreaterThan(9000);
    expect(report.lab!.screenshot).toMatch(/^data:image\/jpeg;base64,/);
    expect(report.scores.performance).toBe(68);
    // Lighthouse's savings join the findings the review made, as evidence.
    expect(report.findings.find((f) => f.id === 'render-blocking-scripts')!.evidence.at(-1)).toMatch(/^Lighthouse estimates the first paint could come about 2\.7 s sooner/);
    expect(report.findings.map((f) => f.id)).toEqual(body.report.findings.map((f) => f.id));
    // Each estimate is said once, though two findings (blocking scripts and blocking CSS) stand behind it.
    expect(report.findings.map((f) => f.id)).toEqual(expect.arrayContaining(['render-blocking-scripts', 'render-blocking-css']));
    expect(report.findings.flatMap((f) => f.evidence).filter((e) => e.startsWith('Lighthouse estimates the first paint'))).toHaveLength(1);
    const mails = mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Measured by Lighthouse 13 on a simulated mid-range phone on slow 4G, \w+ \d+, \d{4} \(PageSpeed Insights\): performance 68\/100/);
    expect(mails[0]).toMatch(/Largest paint \d+\.\d s \(Brightline Accounting keeps the books/);
    const record = await store().getRecord<ReviewRecord>('review', id);
    expect(record!.data.scores.performance).toBe(68);
    expect(record!.data.analysis).toContain('Measured by Lighthouse 13');
  });

  it('goes out with the estimate, said to be one, when PageSpeed Insights fails', async () => {
    psi.fail = true;
    const email = uniqueEmail('lab-fail');
    const outcome = await runReview(store(), { website_url: sites.goodUrl, email, industry: 'lawyers' }, { ip: freshIp() }, { model: null });
    expect(outcome.ok).toBe(true);
    await settle();
    const record = await store().getRecord<ReviewRecord>('review', (outcome as { value: { id: string } }).value.id);
    expect(record!.data.report.lab).toMatchObject({ status: 'failed', source: 'psi', reason: expect.stringContaining('PageSpeed Insights answered 500') });
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]).toContain('Estimated from the files we fetched');
    expect(mailTo(email)[0]).toContain('Lighthouse could not measure the page this time');
  });

  it('says the page stays blank, and scores it 0, when Lighthouse sees nothing painted on a page its own style hides until a script shows it', async () => {
    psi.fail = true;
    psi.failCode = 'NO_FCP';
    const email = uniqueEmail('lab-blank');
    const outcome = await runReview(store(), { website_url: `${sites.goodUrl}hidden-until-script/`, email, industry: 'lawyers' }, { ip: freshIp() }, { model: null });
    expect(outcome.ok).toBe(true);
    await settle();
    const record = await store().getRecord<ReviewRecord>('review', (outcome as { value: { id: string } }).value.id);
    expect(record!.data.report.lab).toMatchObject({ status: 'failed', source: 'psi', blank: true });
    expect(record!.data.report.scores.performance).toBe(0);
    expect(record!.data.report.findings.find((f) => f.id === 'hidden-until-script')!.evidence.at(-1)).toBe('Lighthouse’s phone run saw it happen: the page stayed blank, nothing was ever painted');
    const [mail] = mailTo(email);
    expect(mail).toContain('so a visitor on a phone saw a blank page. Performance 0/100.');
    expect(mail).not.toContain('Estimated from the files we fetched');
  });

  it('keeps the estimate when Lighthouse sees nothing painted on a page whose code shows it from the start', async () => {
    psi.fail = true;
    psi.failCode = 'NO_FCP';
    const email = uniqueEmail('lab-nofcp');
    const outcome = await runReview(store(), { website_url: sites.goodUrl, email, industry: 'lawyers' }, { ip: freshIp() }, { model: null });
    await settle();
    const record = await store().getRecord<ReviewRecord>('review', (outcome as { value: { id: string } }).value.id);
    expect(record!.data.report.lab).toEqual({ status: 'failed', source: 'psi', reason: expect.stringContaining('NO_FCP') });
    expect(record!.data.report.scores.performance).toBe(record!.data.report.measurements.estimatedPerformance);
    expect(mailTo(email)[0]).toContain('Lighthouse could not measure the page this time');
  });

  it('goes out with the estimate when the lab takes longer than its limit', async () => {
    // PageSpeed Insights answers 20 s after it is asked, which is after `started`: a review whose e-mail
    // has gone before then did not wait for it, however busy the machine (a bound of 4.5 s failed at
    // 6.8 s with the practice suites and a browser on the other core).
    psi.delayMs = 20_000;
    const email = uniqueEmail('lab-slow');
    const started = Date.now();
    const outcome = await runReview(store(), { website_url: sites.goodUrl, email }, { ip: freshIp() }, { model: null, labLimitMs: 1_500 });
    await settle();
    expect(Date.now() - started).toBeLessThan(psi.delayMs);
    const record = await store().getRecord<ReviewRecord>('review', (outcome as { value: { id: string } }).value.id);
    expect(record!.data.report.lab).toMatchObject({ status: 'failed', reason: 'The measurement did not finish within 2 s.' });
    expect(mailTo(email)).toHaveLength(1);
  });

  it('finishes work a stopped server left: past the limit the e-mail goes with the estimate, once', async () => {
    const email = uniqueEmail('lab-restart');
    // A review taken by a server that stopped before measuring: stored with lab pending and no e-mail.
    useServerEnvironment({ ...env(), REVIEW_LAB: 'off' });
    const outcome = await runReview(store(), { website_url: sites.goodUrl, email }, { ip: freshIp() }, { model: null, env: parseEnv({ ...process.env, REVIEW_LAB: 'off' }) });
    const id = (outcome as { value: { id: string } }).value.id;
    await settle();
    smtp.received.length = 0;
    const record = await store().getRecord<ReviewRecord>('review', id);
    await store().updateRecord<ReviewRecord>('review', id, { report: { ...record!.data.report, lab: { status: 'pending', source: 'psi' } }, emailQueuedAt: undefined });
    await new Promise((resolve) => setTimeout(resolve, 300));
    useServerEnvironment(env());
    expect(await resumeLabWorkNow(store(), { limitMs: 200 })).toBe(1);
    await settle();
    expect(await resumeLabWorkNow(store(), { limitMs: 200 })).toBe(0);
    await settle();
    const after = await store().getRecord<ReviewRecord>('review', id);
    expect(after!.data.report.lab).toMatchObject({ status: 'failed', reason: expect.stringContaining('did not finish') });
    expect(mailTo(email)).toHaveLength(1);
  });

  it('goes out with the estimate when the local lab’s browser cannot start sandboxed', async () => {
    const chromium = chromiumWithoutSandbox();
    const email = uniqueEmail('lab-no-sandbox');
    const labEnv = { ...env(), REVIEW_LAB: 'local', CHROME_PATH: chromium.path };
    useServerEnvironment(labEnv);
    const outcome = await runReview(store(), { website_url: sites.goodUrl, email, industry: 'lawyers' }, { ip: freshIp() }, { model: null, env: parseEnv({ ...process.env, ...labEnv }) });
    expect(outcome.ok).toBe(true);
    expect((outcome as { value: { report: ReviewReport } }).value.report.lab).toEqual({ status: 'pending', source: 'local' });
    await settle();
    const record = await store().getRecord<ReviewRecord>('review', (outcome as { value: { id: string } }).value.id);
    expect(record!.data.report.lab).toEqual({ status: 'failed', source: 'local', reason: 'The lab’s browser cannot start sandboxed on this server, so the local lab is off.' });
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]).toContain('Estimated from the files we fetched');
    expect(mailTo(email)[0]).toContain('Lighthouse could not measure the page this time (The lab’s browser cannot start sandboxed on this server, so the local lab is off).');
    chromium.remove();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['not-an-id', 'A'.repeat(32)]) {
      const answer = await reviewApi(new Request(`http://localhost:3000/api/review/${id}`), { params: Promise.resolve({ id }) });
      expect(answer.status).toBe(404);
    }
  });
});
