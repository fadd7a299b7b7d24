#!/usr/bin/env node
/**
 * npm run bench:leads: 2,000 POST /api/capture-lead at 50 concurrent connections against the
 * production server (autocannon), then a count of what was stored: every 201 must have exactly one
 * stored lead, none lost, none duplicated. Prints requests/second and latency percentiles.
 *
 * Options: --requests N (2000), --connections N (50), --port N (3400), --no-build (reuse .next).
 * Uses the embedded store in a fresh temporary DATA_DIR (mail goes to its outbox).
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { buildUnlessReused, commandLine, startProductionServer } from '../lib/production-server.mjs';
import { benchEnvironment, guideLeadBody, visitorAddress } from '../lib/bench.mjs';

const { flag, option } = commandLine();
const total = Number(option('--requests', 2000));
const connections = Number(option('--connections', 50));
const port = Number(option('--port', 3400));

buildUnlessReused(flag('--no-build'));

const { env, dataDir, removeData } = benchEnvironment({ port, name: 'bench-leads' });
const { origin, stop } = await startProductionServer({ port, host: '127.0.0.1', env });

let sequence = 0;
const accepted = new Set();
const statuses = new Map();

const result = await autocannon({
  url: `${origin}/api/capture-lead`,
  connections,
  amount: total,
  requests: [
    {
      method: 'POST',
      setupRequest(request, context) {
        const n = ++sequence;
        context.email = `bench-${n}@example.com`;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(n) },
          body: JSON.stringify(guideLeadBody(port, context.email)),
        };
      },
      onResponse(status, _body, context) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) accepted.add(context.email);
      },
    },
  ],
});

stop();
await new Promise((r) => setTimeout(r, 500));

const db = new DatabaseSync(path.join(dataDir, 'store.sqlite'), { readOnly: true });
const rows = db.prepare("SELECT json_extract(data, '$.email') AS email FROM records WHERE kind = 'lead'").all();
db.close();
const stored = new Map();
for (const { email } of rows) stored.set(email, (stored.get(email) ?? 0) + 1);
const lost = [...accepted].filter((email) => !stored.has(email));
const duplicated = [...stored].filter(([, count]) => count > 1);
const unexpected = [...stored.keys()].filter((email) => !accepted.has(email));

console.log(`\ncapture-lead: ${result.requests.total} requests, ${connections} connections, ${result.duration.toFixed(1)} s`);
console.log(`  throughput  ${result.requests.average.toFixed(0)} req/s (mean)`);
console.log(`  latency     p50 ${result.latency.p50} ms · p90 ${result.latency.p90} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms`);
console.log(`  statuses    ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`);
console.log(`  stored      ${rows.length} leads for ${accepted.size} answers of 201`);
console.log(`  lost ${lost.length} · duplicated ${duplicated.length} · stored without a 201 ${unexpected.length}`);

removeData();
const ok = lost.length === 0 && duplicated.length === 0 && rows.length === accepted.size && accepted.size === total;
if (!ok) {
  console.error('FAIL: every request must be answered 201 with exactly one stored lead.');
  process.exitCode = 1;
} else {
  console.log('OK: every 201 has exactly one stored lead.');
}
