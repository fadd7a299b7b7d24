#!/usr/bin/env node
/**
 * npm run bench:review: 100 free reviews of the local fixture site with the built-in reviewer,
 * against the production server; prints the median and p95 time from request to answer, beside
 * the fixture's own response time (the target: p95 under 1 s beyond it on this machine).
 *
 * Options: --requests N (100), --concurrency N (4), --port N (3500), --no-build (reuse .next).
 * Uses a fresh embedded store and outbox; the bench's e-mail domain is whitelisted so the daily
 * quota does not stop it (whitelisted reviews run exactly the same work).
 */
import { startReviewFixtureSites } from '../../tests/support/review-fixture-site.ts';
import { buildUnlessReused, commandLine, startProductionServer } from '../lib/production-server.mjs';
import { benchEnvironment, visitorAddress } from '../lib/bench.mjs';

const { flag, option } = commandLine();
const total = Number(option('--requests', 100));
const concurrency = Number(option('--concurrency', 4));
const port = Number(option('--port', 3500));

buildUnlessReused(flag('--no-build'));

const sites = await startReviewFixtureSites();
const { env, removeData } = benchEnvironment({ port, name: 'bench-review', reviewSites: sites });
const { origin, stop } = await startProductionServer({ port, host: '127.0.0.1', env });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const timed = async (work) => {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
};

// The fixture's own time: its page, robots.txt and sitemap, as the reviewer fetches them.
const fixtureTimes = [];
for (let i = 0; i < 20; i++) {
  const { ms } = await timed(() =>
    Promise.all(['', 'robots.txt', 'sitemap.xml'].map((p) => fetch(new URL(p, sites.goodUrl)).then((r) => r.text()))),
  );
  fixtureTimes.push(ms);
}

const times = [];
const statuses = new Map();
let next = 0;
async function worker() {
  while (next < total) {
    const n = next++;
    const { ms, result } = await timed(() =>
      fetch(`${origin}/api/ai-feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(n) },
        body: JSON.stringify({ website_url: sites.goodUrl, email: `bench-${n}@bench.test`, industry: 'lawyers' }),
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
    );
    statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    if (result.status === 200 && typeof result.body.analysis === 'string') times.push(ms);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));

stop();
await sites.close();
removeData();

const fixtureMedian = percentile(fixtureTimes, 50);
const median = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(`\nai-feedback (built-in reviewer): ${total} reviews of the fixture site, ${concurrency} at a time`);
console.log(`  statuses        ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
console.log(`  request→answer  median ${median.toFixed(0)} ms · p95 ${p95.toFixed(0)} ms · max ${Math.max(...times).toFixed(0)} ms`);
console.log(`  fixture itself  median ${fixtureMedian.toFixed(1)} ms for page + robots.txt + sitemap.xml`);
console.log(`  beyond fixture  p95 ${(p95 - fixtureMedian).toFixed(0)} ms (target under 1000 ms)`);
if (times.length !== total || p95 - fixtureMedian >= 1000) {
  console.error('FAIL: every review must answer 200, with p95 under 1 s beyond the fixture.');
  process.exitCode = 1;
}
