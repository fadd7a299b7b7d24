// Runs Lighthouse once (as scripts/lighthouse.mjs does) and prints the renderer main thread's top-level
// tasks between navigation start and the first contentful paint, to see what holds the first frame.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2];
const flags = (process.env.FLAGS ?? '--headless=new,--no-sandbox,--disable-gpu,--disable-dev-shm-usage').split(',');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flags });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(process.env.NOJS ? { blockedUrlPatterns: ['*.js'] } : {}) });
await chrome.kill();
const m = r.lhr.audits.metrics.details.items[0];
console.log('perf', Math.round(r.lhr.categories.performance.score * 100), 'obsFCP', m.observedFirstContentfulPaint, 'obsDCL', m.observedDomContentLoaded, 'obsLoad', m.observedLoad, 'LCP', Math.round(m.largestContentfulPaint), 'TBT', Math.round(m.totalBlockingTime));
const trace = r.artifacts.Trace ?? r.artifacts.traces?.defaultPass;
const events = trace.traceEvents;
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts > nav.ts);
const t0 = nav.ts;
const mainPid = nav.pid, mainTid = nav.tid;
const tasks = events.filter((e) => e.pid === mainPid && e.tid === mainTid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= t0 && e.ts <= (fcp?.ts ?? t0 + 5e6));
const children = (task) => events.filter((e) => e.pid === mainPid && e.tid === mainTid && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.dur > 2000).map((e) => `${e.name}:${Math.round(e.dur / 1000)}`).slice(0, 8);
for (const task of tasks.filter((t) => t.dur > 8000)) console.log(Math.round((task.ts - t0) / 1000), 'ms', Math.round(task.dur / 1000), 'ms', children(task).join(' '));
console.log('FCP at', fcp ? Math.round((fcp.ts - t0) / 1000) : '?');
// Frames: when did the compositor/renderer produce frames?
const frames = events.filter((e) => (e.name === 'BeginFrame' || e.name === 'DrawFrame' || e.name === 'Commit' || e.name === 'Paint') && e.ts >= t0 && e.ts <= (fcp?.ts ?? t0) + 1000).map((e) => `${e.name}@${Math.round((e.ts - t0) / 1000)}`);
console.log(frames.slice(0, 60).join(' '));
