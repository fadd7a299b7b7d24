import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startGuardProxy, type GuardOptions } from './guard-proxy';

/**
 * A local Lighthouse run (mobile, simulated throttling: what PageSpeed Insights runs) with the
 * machine's Chromium, for self-hosting and development. One run at a time per server; a run past its
 * time limit is ended with its browser. Lighthouse runs in a worker process (lighthouse-worker.mjs);
 * the guard proxy (guard-proxy.ts) runs here and is the browser's only way out: loopback included,
 * QUIC off, WebRTC kept to the proxy.
 */

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The Chromium a local run uses: CHROME_PATH when it exists, else the first one installed. */
export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.CHROME_PATH?.trim();
  if (configured) return existsSync(configured) ? configured : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export interface LocalRunOptions extends GuardOptions {
  chromePath: string;
  timeoutMs: number;
}

export class LocalLighthouseError extends Error {
  constructor(
    message: string,
    /** The run was ended at its time limit. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'LocalLighthouseError';
  }
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs Lighthouse on `url` once the runs before it have finished; answers the LHR. */
export function runLocalLighthouse(url: string, options: LocalRunOptions): Promise<unknown> {
  const run = queue.then(() => runNow(url, options));
  queue = run.catch(() => undefined);
  return run;
}

/** The worker that runs Lighthouse (an ES module Next does not bundle), from the site's root. */
const WORKER = path.join(process.cwd(), 'lib', 'review', 'lab', 'lighthouse-worker.mjs');

async function runNow(url: string, options: LocalRunOptions): Promise<unknown> {
  const proxy = await startGuardProxy(options);
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const child = spawn(process.execPath, [WORKER, url, options.chromePath, String(proxy.port)], { stdio: ['ignore', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (err = `${err}${chunk}`.slice(-2000)));
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        // The worker ends its browser on SIGTERM; SIGKILL if it does not go.
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
      }, options.timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new LocalLighthouseError(`Lighthouse could not start: ${error.message}`));
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (timedOut) return reject(new LocalLighthouseError(`Lighthouse did not finish within ${Math.round(options.timeoutMs / 1000)} s`, true));
        if (code !== 0) return reject(new LocalLighthouseError(`Lighthouse failed: ${err.trim().split('\n').at(-1) || `exit ${code}`}`));
        try {
          resolve(JSON.parse(Buffer.concat(out).toString('utf8')));
        } catch {
          reject(new LocalLighthouseError('Lighthouse wrote no result'));
        }
      });
    });
  } finally {
    await proxy.close();
  }
}
