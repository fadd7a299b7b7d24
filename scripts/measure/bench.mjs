#!/usr/bin/env node
/**
 * npm run bench: throughput of the production server (autocannon), one target after another: the
 * home page, an industry page, POST /api/capture-lead and POST /api/ai-feedback (built-in reviewer,
 * local fixture site), then the same prerendered home page from a plain static file server as the
 * ceiling. Prints req/s, p50 and p99 per target and each page's share of the ceiling; fails when any
 * answer was an error, a timeout or not the expected status.
 *
 * Options: --duration S (10 per target), --connections N (50), --port N (3600; the ceiling on N+1),
 * --no-build (reuse .next), --json FILE (also write the rows as JSON).
 * Uses a fresh embedded store and outbox; the bench's e-mail domain is whitelisted so the daily
 * review quota does not stop it, and every request comes from its own address so the per-IP limits
 * do not either.
 */
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startReviewFixtureSites } from '../../tests/support/review-fixture-site.ts';
import { buildUnlessReused, commandLine, startProductionServer } from '../lib/production-server.mjs';
import { benchEnvironment, guideLeadBody, printTable, visitorAddress } from '../lib/bench.mjs';

const { flag, option } = commandLine();
const duration = Number(option('--duration', 10));
const connections = Number(option('--connections', 50));
const port = Number(option('--port', 3600));

buildUnlessReused(flag('--no-build'));

// The ceiling: the prerendered home page, read once and answered to every GET, on its own thread (in
// autocannon's event loop it would measure autocannon too). Pages and ceiling are asked with the same
// headers, accept-encoding: gzip: the server gzips each page as it answers (scripts/serve/compressed-responses.mjs;
// a browser asking for br gets Brotli), the ceiling sends a gzip made once, as a static host with precompressed files does.
const pageHeaders = { 'accept-encoding': 'gzip' };
const ceiling = new Worker(
  `const { port, file } = require('node:worker_threads').workerData;
  const html = require('node:fs').readFileSync(file);
  const gzipped = require('node:zlib').gzipSync(html);
  const server = require('node:http').createServer((request, response) => {
    const gzip = (request.headers['accept-encoding'] ?? '').includes('gzip');
    const encoding = gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {};
    const body = gzip ? gzipped : html;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...encoding });
    response.end(body);
  });
  server.listen(port, '127.0.0.1', () => require('node:worker_threads').parentPort.postMessage('listening'));`,
  { eval: true, workerData: { port: port + 1, file: '.next/server/app/index.html' } },
);
await once(ceiling, 'message');

const sites = await startReviewFixtureSites();
const { env, removeData } = benchEnvironment({ port, name: 'bench', reviewSites: sites });

let sequence = 0;
/** A JSON POST from a new visitor each time (own address and e-mail), its body made by body(n). */
const postFromNewVisitor = (body) => ({
  method: 'POST',
  setupRequest(request) {
    const n = ++sequence;
    const headers = { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(n) };
    return { ...request, headers, body: JSON.stringify(body(n)) };
  },
});
const leadBody = (n) => guideLeadBody(port, `bench-${n}@example.com`);
const reviewBody = (n) => ({ website_url: sites.goodUrl, email: `bench-${n}@bench.test`, industry: 'lawyers' });

const origin = `http://127.0.0.1:${port}`;
const targets = [
  { name: 'GET /', url: `${origin}/`, expect: 200, load: { headers: pageHeaders }, page: true },
  { name: 'GET /lawyers', url: `${origin}/lawyers`, expect: 200, load: { headers: pageHeaders }, page: true },
  { name: 'POST capture-lead', url: `${origin}/api/capture-lead`, expect: 201, load: { requests: [postFromNewVisitor(leadBody)] } },
  { name: 'POST ai-feedback', url: `${origin}/api/ai-feedback`, expect: 200, load: { requests: [postFromNewVisitor(reviewBody)] } },
  { name: 'static ceiling', url: `http://127.0.0.1:${port + 1}/`, expect: 200, load: { headers: pageHeaders } },
];

let stop = () => {};
const rows = [];
try {
  ({ stop } = await startProductionServer({ port, host: '127.0.0.1', env }));
  // Same encoding from both, or the ratio compares different work.
  const encoding = async (url) => (await fetch(url, { headers: pageHeaders })).headers.get('content-encoding') ?? 'identity';
  const [nextEncoding, ceilingEncoding] = [await encoding(targets[0].url), await encoding(targets.at(-1).url)];
  if (nextEncoding !== ceilingEncoding) console.warn(`Note: next start answered / with ${nextEncoding}, the ceiling with ${ceilingEncoding}.`);

  for (const { name, url, expect, load, page } of targets) {
    console.log(`${name}: ${duration} s at ${connections} connections…`);
    const { requests, latency, non2xx, errors, timeouts, statusCodeStats } = await autocannon({ url, duration, connections, ...load });
    const statuses = Object.fromEntries(Object.entries(statusCodeStats).map(([status, { count }]) => [status, count]));
    const unexpected = Object.entries(statuses).reduce((sum, [status, count]) => sum + (Number(status) === expect ? 0 : count), 0);
    const rate = Math.round(requests.average);
    rows.push({ target: name, page: Boolean(page), requestsPerSecond: rate, p50Ms: latency.p50, p99Ms: latency.p99, non2xx, unexpected, statuses, errors, timeouts });
  }
} finally {
  stop();
  await ceiling.terminate();
  await sites.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  removeData();
}

const staticRate = rows.at(-1).requestsPerSecond;
for (const row of rows) row.vsStatic = row.page ? Number((row.requestsPerSecond / staticRate).toFixed(2)) : null;
console.log(`\nautocannon, ${connections} connections, ${duration} s per target, pages asked with accept-encoding: gzip`);
printTable(
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'vs static'],
  rows.map((r) => [r.target, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.non2xx, r.page ? `${r.vsStatic.toFixed(2)}×` : '']),
);

const jsonFile = option('--json');
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(rows, null, 2));
const failed = rows.filter((r) => r.errors || r.timeouts || r.non2xx || r.unexpected);
for (const r of failed) {
  const statuses = Object.entries(r.statuses).map(([status, count]) => `${status}: ${count}`);
  console.error(`FAIL ${r.target}: statuses ${statuses.join(', ') || 'none'}; errors ${r.errors}, timeouts ${r.timeouts}`);
}
if (failed.length) process.exitCode = 1;
