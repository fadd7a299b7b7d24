#!/usr/bin/env node
/**
 * npm run measure:review-lab: the review's speed figures beside Lighthouse's on the practice set
 * (../shared/review-practice). Serves the nine pages, starts the production server with
 * REVIEW_LAB=auto and no PageSpeed key (so a local Lighthouse run, through the guard proxy), reviews
 * each page, waits for its lab figures, then runs a separate Lighthouse 13 mobile run on the same
 * page in the same minutes. Prints per page: the review's lab score and LCP, its fetch-only estimate,
 * Lighthouse's, the time to the first answer and to the lab's figures.
 *
 * Options: --port N (3520), --no-build (reuse .next), --sites a,b (a subset).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildUnlessReused, commandLine, startProductionServer } from './lib/production-server.mjs';
import { printTable } from './lib/bench.mjs';

const { flag, option } = commandLine();
const port = Number(option('--port', 3520));
const practice = path.resolve(process.env.REVIEW_PRACTICE_DIR ?? '../shared/review-practice');
const only = option('--sites')?.split(',');

buildUnlessReused(flag('--no-build'));

const served = spawn(process.execPath, [path.join(practice, 'serve.mjs')], { env: { ...process.env, BASE_PORT: '4790' }, stdio: ['ignore', 'pipe', 'inherit'] });
const sites = await new Promise((resolve) => {
  let out = '';
  served.stdout.on('data', (chunk) => {
    out += chunk;
    if (!/AI_FETCH_ALLOW_HOSTS=/.test(out)) return;
    resolve([...out.matchAll(/^(\S+)\s+(http:\/\/127\.0\.0\.2:\d+\/)/gm)].map((m) => ({ name: m[1], url: m[2] })));
  });
});
const allowHosts = sites.map((s) => new URL(s.url).host).join(',');
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
      body: JSON.stringify({ website_url: site.url, email: `lab-${n}@measure.test`, industry: 'professional-services' }),
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
  served.kill('SIGTERM');
}
printTable(Object.keys(rows[0] ?? {}), rows.map((r) => Object.values(r)));
