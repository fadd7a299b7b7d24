import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// A local server that answers like the PageSpeed Insights API v5 (GET /pagespeedonline/v5/runPagespeed
// → { lighthouseResult, … }) with a real Lighthouse result captured here (tests/fixtures/lighthouse).
// Plain TypeScript with node: imports only, so the e2e server script can start it too (paths are
// relative to the repository root). `delayMs` holds each answer; `fail` answers the API's error.

export interface FakePagespeed {
  /** The value for PAGESPEED_API_URL. */
  url: string;
  /** The page URLs asked for, in order. */
  asked: string[];
  delayMs: number;
  fail: boolean;
  /** The Lighthouse error a failing answer names (FAILED_DOCUMENT_REQUEST unless set, e.g. NO_FCP). */
  failCode: string;
  close(): Promise<void>;
}

export async function startFakePagespeed(options: { port?: number; fixture?: 'heavy' | 'good' } = {}): Promise<FakePagespeed> {
  const lhr = JSON.parse(readFileSync(path.resolve('tests/fixtures/lighthouse', `${options.fixture ?? 'heavy'}-mobile.lhr.json`), 'utf8'));
  const state = { asked: [] as string[], delayMs: 0, fail: false, failCode: 'FAILED_DOCUMENT_REQUEST' };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://psi');
    if (url.pathname !== '/pagespeedonline/v5/runPagespeed') return void res.writeHead(404).end();
    const page = url.searchParams.get('url') ?? '';
    state.asked.push(page);
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(state.fail ? 500 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          state.fail
            ? { error: { code: 500, message: `Lighthouse returned error: ${state.failCode}.` } }
            : { kind: 'pagespeedonline#result', id: page, lighthouseResult: { ...lhr, requestedUrl: page, finalUrl: page, fetchTime: new Date().toISOString() }, loadingExperience: {} },
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
