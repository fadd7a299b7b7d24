import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// A local server that answers like the PageSpeed Insights API v5 (GET /pagespeedonline/v5/runPagespeed
// → { lighthouseResult, … }) with a real Lighthouse result captured here (tests/fixtures/lighthouse).
// Plain TypeScript with node: imports only, so the e2e server script can start it too (paths are
// relative to the repository root). `delayMs` holds each answer; `fail` answers the API's error.
// The result's addresses are moved to the asked page's origin, as if Lighthouse had loaded it there.
// Like the API it honours `category` (repeated, one per category; none means PERFORMANCE alone): the
// result holds the categories asked for and the audits they (or no category) reference, and an
// unknown category answers 400. A fixture holds only the categories it was captured with.

export interface FakePagespeed {
  /** The value for PAGESPEED_API_URL. */
  url: string;
  /** The page URLs asked for, in order. */
  asked: string[];
  /** The categories each request asked for, in order (the API's names: PERFORMANCE, ACCESSIBILITY…). */
  categories: string[][];
  delayMs: number;
  fail: boolean;
  /** The Lighthouse error a failing answer names (FAILED_DOCUMENT_REQUEST unless set, e.g. NO_FCP). */
  failCode: string;
  close(): Promise<void>;
}

/** The API's category names and the LHR's. */
const CATEGORIES: Record<string, string> = { PERFORMANCE: 'performance', ACCESSIBILITY: 'accessibility', BEST_PRACTICES: 'best-practices', SEO: 'seo' };

type Lhr = { categories: Record<string, { auditRefs: { id: string }[] }>; audits: Record<string, unknown> };

/** The result as the API answers it for these categories: theirs, with the audits they (or no category) reference. */
export function onlyCategories(lhr: Lhr, asked: readonly string[]): Lhr {
  const ids = asked.map((name) => CATEGORIES[name]!);
  const referenced = (id: string) => Object.values(lhr.categories).some((c) => c.auditRefs.some((ref) => ref.id === id));
  const kept = (id: string) => ids.some((c) => lhr.categories[c]?.auditRefs.some((ref) => ref.id === id)) || !referenced(id);
  return {
    ...lhr,
    categories: Object.fromEntries(Object.entries(lhr.categories).filter(([id]) => ids.includes(id))),
    audits: Object.fromEntries(Object.entries(lhr.audits).filter(([id]) => kept(id))),
  };
}

/** The captured result as if run on `page`: its addresses on the page's origin (the fixture's own is its requestedUrl's). */
function atOrigin(lhr: Lhr & { requestedUrl?: string }, page: string): Lhr {
  const from = URL.parse(lhr.requestedUrl ?? '')?.origin;
  const to = URL.parse(page)?.origin;
  return from && to && from !== to ? JSON.parse(JSON.stringify(lhr).split(from).join(to)) : lhr;
}

export async function startFakePagespeed(options: { port?: number; fixture?: 'heavy' | 'good' | 'landscaping' | 'chiropractic' | 'script-errors' } = {}): Promise<FakePagespeed> {
  const lhr = JSON.parse(readFileSync(path.resolve('tests/fixtures/lighthouse', `${options.fixture ?? 'heavy'}-mobile.lhr.json`), 'utf8'));
  const state = { asked: [] as string[], categories: [] as string[][], delayMs: 0, fail: false, failCode: 'FAILED_DOCUMENT_REQUEST' };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://psi');
    if (url.pathname !== '/pagespeedonline/v5/runPagespeed') return void res.writeHead(404).end();
    const page = url.searchParams.get('url') ?? '';
    const asked = url.searchParams.getAll('category');
    const unknown = asked.find((name) => !CATEGORIES[name]);
    if (unknown !== undefined) {
      res.writeHead(400, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: { code: 400, message: `Invalid value at 'category' (type.googleapis.com/google.chrome.lighthouse.v1.Category), "${unknown}"` } }));
    }
    const categories = asked.length ? [...new Set(asked)] : ['PERFORMANCE'];
    state.asked.push(page);
    state.categories.push(categories);
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(state.fail ? 500 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          state.fail
            ? { error: { code: 500, message: `Lighthouse returned error: ${state.failCode}.` } }
            : { kind: 'pagespeedonline#result', id: page, lighthouseResult: { ...onlyCategories(atOrigin(lhr, page), categories), requestedUrl: page, finalUrl: page, fetchTime: new Date().toISOString() }, loadingExperience: {} },
        ),
      );
    }, state.delayMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/pagespeedonline/v5/runPagespeed`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  }) as FakePagespeed;
}
