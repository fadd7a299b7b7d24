#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) against a production build, with budgets. Audits each
// route first as the first visitor after a deploy (the server just started, its image cache empty),
// then warm; prints one row per route for each (the four category scores, LCP, TBT, CLS, script
// transferred and decoded, HTML decoded), then every budget a route misses, first visit or warm, and
// exits 1 when an enforced budget is missed.
//
//   npm run lighthouse                      build, serve on --port (LH_PORT, 3300), audit the representative routes
//   npm run lighthouse -- --all             audit every route in the sitemap: the representative ones --runs
//                                           times, every other one once (CI runs it with one run each:
//                                           npm run test:budgets)
//   npm run lighthouse -- --routes /,/faq   audit only these paths
//   npm run lighthouse -- --no-build        reuse the existing .next build
//   npm run lighthouse -- --url URL         audit a server that is already running
//   npm run lighthouse -- --runs 3          audit each route 3 times; each number is the median of its runs
//                                           (with --all, only the representative routes)
//   npm run lighthouse -- --json FILE       also write the rows as JSON ({ firstVisit, warm })
//   npm run lighthouse -- --reports DIR     also keep each route's full Lighthouse report (JSON) in DIR
//   npm run lighthouse -- --h2              audit through an HTTPS front speaking HTTP/2 (scripts/lib/h2-front.mjs, on
//                                           --port + 1), as a host like Vercel answers: the LCP budgets, set for npm
//                                           start's HTTP/1.1, are printed, not enforced
//   npm run lighthouse -- --cpu-slowdown 6  simulate a CPU 6x slower than this machine instead of 4x: on a
//                                           fast day (CPU index ~2200) that reads like a slow day's 4x at ~1500
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildUnlessReused, commandLine, startProductionServer } from '../lib/production-server.mjs';
import { printTable } from '../lib/bench.mjs';
import { startH2Front } from '../lib/h2-front.mjs';
import { medianRow } from '../lib/median-row.ts';

const { flag, option } = commandLine();

const port = Number(option('--port') ?? process.env.LH_PORT ?? 3300);
/** --h2: the same server behind an HTTP/2 front over TLS (the LCP ratchet is HTTP/1.1's; see RATCHET). */
const h2 = flag('--h2');

/**
 * One of each kind of page: `--runs 3` audits these three times (each number the median), for the
 * targets defined on medians (TBT 50 ms), and every other sitemap route once (--all). CI audits every
 * route once, first visit and warm: what it enforces is either deterministic (bytes, CLS, the
 * accessibility, best-practices and SEO audits) or a ratchet set for single runs (below).
 */
const REPRESENTATIVE = ['/', '/lawyers', '/portfolio', '/faq', '/contact', '/ai-feedback', '/pricing'];

/**
 * The ratchet (issue 20): levels every route meets on this machine on a slow day (2 cores whose
 * speed drifts: the same build has scored 69–91 on one day and 97–99 on another), so a change that
 * makes a page clearly slower fails CI; the targets (TARGET) stay printed.
 * LCP: the scripts start after the first paint (scripts-after-paint), so the simulated LCP is what ends
 * before the observed first paint. Since issue 48 that is the HTML and one stylesheet that carries the
 * font and the icons (no other request): two round trips on the warm connection, 0.905–0.927 s on every
 * route whose first screen on a phone is text. A request more before the first paint, or a stylesheet
 * past two round trips (40 KB), costs one round trip (150 ms): 1050 ms fails it warm. A first visit
 * (the server just started) adds its first answers' time: one route measured 1.07 s in CI's run on
 * 3e57913 (0.91 s warm), so a first visit is held at 1200 ms. The pages in LCP_PICTURE_ROUTES also load pictures before their first
 * paint; over HTTP/1.1 a picture in flight beside the stylesheet takes a connection of its own, and
 * one of the two pays a handshake (a round trip): 1.06–1.09 s where a portrait or a case's picture is
 * the largest paint, 1.10–1.31 s on the portfolio grid (its first pictures, below a phone's first
 * screen, end before the paint); held at 1400 ms. Over HTTP/2 (--h2) they measure as the text routes do.
 * TBT is the page's tasks times the CPU slowdown: 0–24 ms median on a fast day, a single run up to
 * 259 ms on a slow day (issue 30), and with other builds and tests running beside it up to 727 ms
 * (issue 48: run it on a quiet machine): 400 ms, and performance 80 with it.
 */
const RATCHET = { performance: 80, lcpMs: 1050, lcpFirstVisitMs: 1200, lcpPictureMs: 1400, tbtMs: 400 };
/** The routes whose first paint also waits on pictures (see RATCHET). */
const LCP_PICTURE_ROUTES = [/^\/about$/, /^\/case\//, /^\/portfolio$/, /^\/case-studies$/];
const lcpCeiling = ({ route, firstVisit }) =>
  LCP_PICTURE_ROUTES.some((pattern) => pattern.test(route)) ? RATCHET.lcpPictureMs : firstVisit ? RATCHET.lcpFirstVisitMs : RATCHET.lcpMs;
/** The targets of issues 9 and 48: printed when missed. */
const TARGET = { lcpMs: 1000, tbtMs: 50, scriptKb: 135, scriptDecodedKb: 450, htmlKb: 60 };
/**
 * Issue 48's script budgets. Transferred: with Brotli served (npm start since issue 48) every route
 * measures 123.2–127.8 KB (CI's budget run on b39722f, all 35 routes, first visit and warm), so the
 * 135 KB target is enforced. Decoded: Next 16.4's own chunks are 449.5 KB on every route, so the
 * 450 KB target is printed until a route with an island can be under it.
 */
const SCRIPT_DECODED_ENFORCED = false;

/**
 * The budgets of issues 9 and 48. `enforced` budgets fail the run; the others are printed when missed
 * but do not fail it yet: routes still miss them on this machine (see README.md, Quality gates).
 */
const BUDGETS = [
  { id: 'perfRatchet', label: `performance ≥ ${RATCHET.performance} (ratchet)`, pass: (r) => r.performance >= RATCHET.performance, enforced: true },
  { id: 'lcpRatchet', label: `LCP ≤ ${RATCHET.lcpMs} ms (${RATCHET.lcpFirstVisitMs} ms on a first visit), ${RATCHET.lcpPictureMs} ms on the picture routes (ratchet${h2 ? ' for npm start’s HTTP/1.1: printed under --h2' : ''})`, pass: (r) => r.lcpMs <= lcpCeiling(r), enforced: !h2 },
  { id: 'tbtRatchet', label: `TBT ≤ ${RATCHET.tbtMs} ms (ratchet)`, pass: (r) => r.tbtMs <= RATCHET.tbtMs, enforced: true },
  { id: 'performance', label: 'performance 100', pass: (r) => r.performance === 100, enforced: false },
  { id: 'accessibility', label: 'accessibility 100', pass: (r) => r.accessibility === 100, enforced: true },
  { id: 'bestPractices', label: 'best practices 100', pass: (r) => r.bestPractices === 100, enforced: true },
  { id: 'seo', label: 'SEO 100', pass: (r) => r.seo === 100, enforced: true },
  { id: 'lcp', label: `LCP ≤ ${TARGET.lcpMs} ms`, pass: (r) => r.lcpMs <= TARGET.lcpMs, enforced: false },
  { id: 'tbt', label: `TBT ≤ ${TARGET.tbtMs} ms (representative routes; the target is their median of 3, --runs 3)`, pass: (r) => !REPRESENTATIVE.includes(r.route) || r.tbtMs <= TARGET.tbtMs, enforced: false },
  { id: 'cls', label: 'CLS 0.00', pass: (r) => r.cls < 0.005, enforced: true },
  { id: 'script', label: `script ≤ ${TARGET.scriptKb} KB transferred`, pass: (r) => r.scriptKb <= TARGET.scriptKb, enforced: true },
  { id: 'scriptDecoded', label: `script ≤ ${TARGET.scriptDecodedKb} KB decoded`, pass: (r) => r.scriptDecodedKb <= TARGET.scriptDecodedKb, enforced: SCRIPT_DECODED_ENFORCED },
  { id: 'html', label: `HTML ≤ ${TARGET.htmlKb} KB decoded`, pass: (r) => r.htmlKb <= TARGET.htmlKb, enforced: true },
];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let origin = option('--url')?.replace(/\/$/, '');
let stopServer = () => {};
process.on('SIGINT', () => process.exit(130));

if (!origin) {
  const siteEnv = { ...process.env, NEXT_PUBLIC_SITE_URL: `http://localhost:${port}` };
  buildUnlessReused(flag('--no-build'), siteEnv);
  // A deploy's first visitor: a server just started, with nothing in the image optimiser's cache.
  rmSync(join('.next', 'cache', 'images'), { recursive: true, force: true });
  ({ origin, stop: stopServer } = await startProductionServer({ port, env: siteEnv, stdio: 'ignore' }));
}

/** The server itself, which Node's fetch reaches (the --h2 front's certificate is self-signed). */
const serverOrigin = origin;
async function sitemapPaths() {
  const xml = await (await fetch(`${serverOrigin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

if (h2) {
  const front = await startH2Front({ port: port + 1, upstream: origin });
  const stopUpstream = stopServer;
  origin = front.origin;
  stopServer = () => {
    front.stop();
    stopUpstream();
  };
}

const paths = option('--routes')?.split(',') ?? (flag('--all') ? await sitemapPaths() : REPRESENTATIVE);
if (paths.length === 0) throw new Error('No routes to audit: the sitemap is empty.');


const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...(h2 ? ['--ignore-certificate-errors'] : [])],
});

const runs = Math.max(1, Number(option('--runs') ?? 1));
/** How many times a route is audited: --runs, except the routes --all adds to the representative ones, once each. */
const runsOf = (path) => (flag('--all') && !REPRESENTATIVE.includes(path) ? 1 : runs);
const started = Date.now();

/** Lighthouse's mobile CPU slowdown (4 by default): TBT is the page's tasks on this machine times it. */
const cpuSlowdown = Number(option('--cpu-slowdown') ?? 4);

/**
 * What every audit skips, none of it scored: the back/forward-cache check (a weight-0 diagnostic that
 * navigates away and back) and the full-page screenshot (the report's picture of the whole page).
 * About a third of each audit's time here; the scores, metrics and byte counts are the same without them.
 */
const UNSCORED = { skipAudits: ['bf-cache'], disableFullPageScreenshot: true };

let audits = 0;
async function audit(url) {
  audits += 1;
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier: cpuSlowdown }, ...UNSCORED });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** One run's row: the four category scores, the metrics the budgets read, bytes and failing audits. */
function row(path, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const scriptBytes = resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptDecodedBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.resourceSize ?? 0), 0);
  const htmlBytes = requests.find((item) => item.resourceType === 'Document')?.resourceSize ?? 0;
  return {
    route: path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scriptKb: Number((scriptBytes / 1024).toFixed(1)),
    scriptDecodedKb: Number((scriptDecodedBytes / 1024).toFixed(1)),
    htmlKb: Number((htmlBytes / 1024).toFixed(1)),
    // Lighthouse's measure of this machine's CPU at the time (higher is faster): TBT and LCP scale with it.
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const reportDir = option('--reports');
const rows = [];
/** Each route's first audit on this server: what the first visitor after a deploy gets. */
const firstRows = [];
try {
  for (const path of paths) {
    const url = `${origin}${path}`;
    firstRows.push({ ...row(path, await audit(url)), runs: 1 });
    const runRows = [];
    const reports = [];
    for (let i = 0; i < runsOf(path); i++) {
      const lhr = await audit(url);
      runRows.push(row(path, lhr));
      reports.push(lhr);
    }
    const { medianOf, ...merged } = medianRow(runRows);
    rows.push({ ...merged, runs: runRows.length });
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const lhr = reports[runRows.indexOf(medianOf)];
      writeFileSync(join(reportDir, `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  await chrome.kill();
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const perAudit = ((Date.now() - started) / 1000 / Math.max(1, audits)).toFixed(1);
const columns = ['route', 'runs', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'script KB', 'decoded KB', 'HTML KB', 'CPU index'];
const cells = (r) => [r.route, r.runs, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.tbtMs, r.cls, r.scriptKb, r.scriptDecodedKb, r.htmlKb, r.cpuIndex];
const setting = `Lighthouse mobile (simulated throttling${cpuSlowdown === 4 ? '' : `, CPU ${cpuSlowdown}x slower`}), ${origin}`;
console.log(`\n${setting}: ${rows.length} routes, ${audits} audits in ${minutes} min (${perAudit} s each). First visit: each route's first audit on this server${option('--url') ? '' : ', started for this run with an empty image cache'}:`);
printTable(columns, firstRows.map(cells));
console.log(`\nWarm: the audits after it${runs > 1 ? `, a route audited more than once shows the median of its runs` : ''}:`);
printTable(columns, rows.map(cells));
for (const r of rows) if (r.failing.length) console.log(`${r.route}: failing audits: ${r.failing.join(', ')}`);
for (const r of firstRows) if (r.failing.length) console.log(`${r.route} (first visit): failing audits: ${r.failing.join(', ')}`);

// Every budget holds for the first visit as for the warm ones.
const measured = [...firstRows.map((r) => ({ ...r, label: `${r.route} (first visit)`, firstVisit: true })), ...rows.map((r) => ({ ...r, label: r.route, firstVisit: false }))];
let failed = false;
for (const budget of BUDGETS) {
  const missed = measured.filter((r) => !budget.pass(r)).map((r) => r.label);
  if (missed.length === 0) continue;
  if (budget.enforced) failed = true;
  console.log(`${budget.enforced ? 'FAIL' : 'over (not enforced yet)'}: ${budget.label}: ${missed.join(', ')}`);
}
console.log(failed ? 'Budgets: FAILED' : `Budgets: enforced ones met on ${rows.length} routes, first visit and warm`);

const jsonFile = option('--json');
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ firstVisit: firstRows, warm: rows }, null, 2));
stopServer();
if (failed) process.exitCode = 1;
