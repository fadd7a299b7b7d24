#!/usr/bin/env node
/**
 * npm run measure:review-lab: the review's speed figures beside Lighthouse's on the practice sets
 * (../shared/review-practice, and the home pages of ../shared/review-practice-sites, whose review
 * reads the whole site). Serves the nine pages and the six sites, starts the production server with
 * REVIEW_LAB=auto and no PageSpeed key (so a local Lighthouse run, through the guard proxy), reviews
 * each page, waits for its lab figures, then runs a separate Lighthouse 13 mobile run on the same
 * page in the same minutes. Prints per page: the review's lab score and LCP, its fetch-only estimate,
 * Lighthouse's, the time to the first answer and to the lab's figures.
 *
 * Also counts how many of the checker's flaws (ground-truth.json) each final report names.
 *
 * Options: --port N (3520), --no-build (reuse .next), --sites a,b (a subset), --out DIR (write each
 * final report's text and JSON there, to read against the pages' HTML).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildUnlessReused, commandLine, startProductionServer } from '../lib/production-server.mjs';
import { printTable } from '../lib/bench.mjs';
// The practice set's server, as the practice test starts it (../shared/review-practice/serve.mjs).
import { namesFlaw, startPracticeMultiSites, startPracticeSites } from '../../tests/unit/support/review-practice.ts';

const { flag, option } = commandLine();
const port = Number(option('--port', 3520));
const only = option('--sites')?.split(',');
const out = option('--out');
if (out) mkdirSync(out, { recursive: true });
let named = 0;
let listed = 0;

buildUnlessReused(flag('--no-build'));

const practice = await startPracticeSites(4790);
const multi = await startPracticeMultiSites(4890);
// A multi-page site has no ground-truth flaws: its checks.json is read by hand against the report (--out).
const sites = [...practice.sites, ...multi.sites.map((site) => ({ ...site, flaws: [] }))];
const allowHosts = [...practice.allowHosts, ...multi.allowHosts].join(',');
const dataDir = mkdtempSync(path.join(tmpdir(), 'review-lab-measure-'));
const { origin, stop } = await startProductionServer({
  port,
  env: { ...process.env, DATA_DIR: dataDir, AI_FETCH_ALLOW_HOSTS: allowHosts, REVIEW_LAB: 'auto', PAGESPEED_API_KEY: '' },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const seconds = (ms) => (ms / 1000).toFixed(2);
const rows = [];
try {
  for (const [n, site] of sites.filter((s) => !only || only.includes(s.name)).entries()) {
    const started = Date.now();
    const answer = await fetch(`${origin}/api/ai-feedback`, {
      method: 'POST',
      // One visitor and mailbox per page, so the daily quota (3 per mailbox and per address) measures nothing.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n + 10}` },
      body: JSON.stringify({ website_url: site.url, email: `lab-${n}@measure.test`, industry: site.industry }),
    }).then((r) => r.json());
    const answeredMs = Date.now() - started;
    if (!answer.report) throw new Error(`${site.name}: ${answer.error}`);
    const id = answer.reportUrl.replace('/review/', '');
    let report = answer.report;
    while (report.lab?.status === 'pending' && Date.now() - started < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      report = (await fetch(`${origin}/api/review/${id}`).then((r) => r.json())).report;
    }
    const labMs = Date.now() - started;
    const final = await fetch(`${origin}/api/review/${id}`).then((r) => r.json());
    named += site.flaws.filter((flaw) => namesFlaw(final.report, flaw)).length;
    listed += site.flaws.length;
    if (out) {
      writeFileSync(path.join(out, `${site.name}.json`), JSON.stringify(final.report, null, 1));
      const r = final.report;
      writeFileSync(
        path.join(out, `${site.name}.txt`),
        [
          r.summary,
          `Scores: ${JSON.stringify(r.scores)}`,
          `Lab: ${JSON.stringify({ ...r.lab, screenshot: r.lab?.screenshot ? '(data URL)' : undefined })}`,
          ...(r.coverage ? [`Read: ${r.coverage}`] : []),
          ...r.findings.flatMap((f) => [
            `- ${f.title} [${f.severity}]${f.pages?.length ? ` (pages: ${f.pages.join(', ')})` : ''}`,
            ...f.evidence.map((e) => `    ${e}`),
            `    What to do: ${f.advice}`,
          ]),
          'What is working:',
          ...r.working.map((w) => `- ${w}`),
        ].join('\n'),
      );
    }
    const lhr = (await lighthouse(site.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr;
    const lh = { performance: Math.round(lhr.categories.performance.score * 100), lcpMs: lhr.audits['largest-contentful-paint'].numericValue };
    rows.push({
      page: site.name,
      lab: report.lab?.status === 'done' ? `${report.lab.performance} / ${seconds(report.lab.lcpMs)} s` : report.lab?.status,
      estimate: `${report.measurements.estimatedPerformance} / ${seconds(report.measurements.estimatedLargestPaintMs)} s`,
      lighthouse: `${lh.performance} / ${seconds(lh.lcpMs)} s`,
      'Δ score': report.lab?.status === 'done' ? report.lab.performance - lh.performance : '',
      'LCP Δ %': report.lab?.status === 'done' ? Math.round((100 * (report.lab.lcpMs - lh.lcpMs)) / lh.lcpMs) : '',
      'est Δ score': report.measurements.estimatedPerformance - lh.performance,
      'est LCP Δ %': Math.round((100 * (report.measurements.estimatedLargestPaintMs - lh.lcpMs)) / lh.lcpMs),
      'answer s': seconds(answeredMs),
      'lab s': seconds(labMs),
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
} finally {
  await chrome.kill();
  stop();
  await Promise.all([practice.close(), multi.close()]);
}
printTable(Object.keys(rows[0] ?? {}), rows.map((r) => Object.values(r)));
console.log(`Flaws named: ${named} of the ${listed} the checker lists.`);
