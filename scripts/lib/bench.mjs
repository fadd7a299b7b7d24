// What the benchmarks (bench, bench:leads, bench:review) share: a throwaway environment for the
// production server, one visitor per request, the guide-lead body, and the printed table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The server's environment for a bench on `port`: a fresh embedded store and outbox in a temporary
 * DATA_DIR, no KV, SMTP or OpenAI (so nothing leaves the machine), and, given the review fixture
 * sites, those sites allowed and the bench's e-mail domain whitelisted past the daily quota.
 */
export function benchEnvironment({ port, name, reviewSites }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const env = { ...process.env, DATA_DIR: dataDir, NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}` };
  for (const key of ['KV_REST_API_URL', 'KV_REST_API_TOKEN', 'SMTP_URL', 'OPENAI_API_KEY']) delete env[key];
  if (reviewSites) Object.assign(env, { AI_FETCH_ALLOW_HOSTS: reviewSites.allowHosts, AI_WHITELIST: '@bench.test' });
  return { env, dataDir, removeData: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A distinct client address for request n, so per-IP rate limits measure nothing. */
export const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * A capture-lead body for the lawyers' guide. Download links must be on the site's own origin:
 * the build's NEXT_PUBLIC_SITE_URL (which --no-build may have baked for another port) or the
 * request's, which next start reports as localhost:PORT.
 */
export function guideLeadBody(port, email) {
  const siteOrigin = `http://localhost:${port}`;
  return {
    email,
    source: 'lead_magnet',
    industry: 'lawyers',
    page: `${siteOrigin}/lawyers`,
    metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: `${siteOrigin}/guides/lawyers-quick-wins.pdf` },
  };
}

/** Prints rows of cells as aligned columns: the first left-aligned, the rest right-aligned. */
export function printTable(header, rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}
