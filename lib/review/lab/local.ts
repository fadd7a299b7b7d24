import 'server-only';
import { serverEnv, type Env } from '@/lib/env';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Slots } from '@/lib/server/slots';
import { logEvent } from '@/lib/server/log';
import { startGuardProxy, type GuardOptions } from './guard-proxy';
import { closeRunSpace, enterRunSpace, hitMemoryCeiling, limitedCommand, openRunSpace, runEnvironment, runLimits, workerSpawnOptions } from './sandbox';
import { labOffReason, sandboxProblem, unsandboxedOptIn } from './sandbox-probe';

/**
 * A local Lighthouse run (mobile, simulated throttling: what PageSpeed Insights runs) with the
 * machine's Chromium, for self-hosting and development. One run at a time per server. Lighthouse runs
 * in a worker process (lighthouse-worker.mjs, the server's user, so it reads the checkout wherever it
 * is) in a run space of its own (sandbox.ts: Chromium as its own user when the server is root, with its
 * sandbox on; memory, process and CPU ceilings; throwaway HOMEs); when
 * the run ends, at its time limit or otherwise, everything it started is killed and its files removed.
 * The guard proxy (guard-proxy.ts) runs here and is the browser's only way out: loopback included,
 * QUIC off, WebRTC kept to the proxy.
 */

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The Chromium a local run uses: CHROME_PATH when it exists, else the first one installed. */
export function findChromium(env: Env = serverEnv()): string | null {
  const configured = env.CHROME_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export interface LocalRunOptions extends GuardOptions {
  chromePath: string;
  timeoutMs: number;
  /** REVIEW_LAB_UNSANDBOXED (development only); default read from the environment. */
  unsandboxed?: boolean;
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

const runs = new Slots(1);

/** Runs Lighthouse on `url` once the runs before it have finished; answers the LHR, with `guardAnswered` (GuardProxy.answered). */
export function runLocalLighthouse(url: string, options: LocalRunOptions): Promise<unknown> {
  return runs.use(() => runNow(url, options));
}

/** The worker that runs Lighthouse (an ES module Next does not bundle), from the site's root (where the server runs). */
const worker = () => path.join(process.cwd(), 'lib', 'review', 'lab', 'lighthouse-worker.mjs');

async function runNow(url: string, options: LocalRunOptions): Promise<unknown> {
  const unsandboxed = options.unsandboxed ?? unsandboxedOptIn();
  if (unsandboxed) logEvent('warn', 'review_lab_unsandboxed', { note: 'REVIEW_LAB_UNSANDBOXED=1: Chromium runs without its sandbox (development only)' });
  else {
    const problem = await sandboxProblem(options.chromePath);
    // The reason itself is logged once and shown in the inbox's overview (sandbox.ts).
    if (problem) throw new LocalLighthouseError(labOffReason(problem));
  }
  const proxy = await startGuardProxy(options);
  const space = openRunSpace();
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const guest = space.user ? `${space.user.uid}:${space.user.gid}` : '-';
      const [command, args] = limitedCommand([process.execPath, worker(), url, options.chromePath, String(proxy.port), space.guestDir, guest, JSON.stringify(runEnvironment(space.guestDir)), ...(unsandboxed ? ['unsandboxed'] : [])]);
      const child = spawn(command, args, { ...workerSpawnOptions(space), stdio: ['ignore', 'pipe', 'pipe'] });
      if (child.pid) enterRunSpace(space, child.pid);
      const out: Buffer[] = [];
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (err = `${err}${chunk}`.slice(-2000)));
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        // Everything the run started goes with it (closeRunSpace, below): the worker, its browser, their children.
        child.kill('SIGKILL');
      }, options.timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new LocalLighthouseError(`Lighthouse could not start: ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (timedOut) return reject(new LocalLighthouseError(`Lighthouse did not finish within ${Math.round(options.timeoutMs / 1000)} s`, true));
        // The ceiling first: when the kernel stopped a process at it, whatever the worker saw next (a
        // crashed tab, a lost browser) follows from it, and which of those it saw is a race.
        if (hitMemoryCeiling(space)) return reject(new LocalLighthouseError(`The lab’s browser reached its memory ceiling of ${runLimits.memoryBytes / 1024 / 1024} MB as the page loaded and was stopped.`));
        // The worker's own account of a page that fought the browser, when it could give one.
        const guest = /^GUEST (.+)$/m.exec(err);
        if (code === 3 && guest) return reject(new LocalLighthouseError(guest[1]!.trim()));
        if (signal === 'SIGXCPU') return reject(new LocalLighthouseError(`Lighthouse was stopped at its CPU-time limit of ${runLimits.cpuSeconds} s`));
        if (signal) return reject(new LocalLighthouseError(`Lighthouse was stopped (${signal})`));
        if (code !== 0) return reject(new LocalLighthouseError(`Lighthouse failed: ${err.trim().split('\n').at(-1) || `exit ${code}`}`));
        let lhr: { runtimeError?: { code?: string }; finalDisplayedUrl?: string; mainDocumentUrl?: string };
        try {
          lhr = JSON.parse(Buffer.concat(out).toString('utf8'));
        } catch {
          return reject(new LocalLighthouseError('Lighthouse wrote no result'));
        }
        // A page the guard kept from loading (a redirect to a private address): said as such.
        const failed = lhr?.runtimeError?.code && lhr.runtimeError.code !== 'NO_ERROR';
        const landed = URL.parse(lhr?.mainDocumentUrl ?? lhr?.finalDisplayedUrl ?? '');
        const where = landed && `${landed.hostname}:${landed.port || (landed.protocol === 'https:' ? '443' : '80')}`;
        if (failed && where && proxy.refused.includes(where)) return reject(new LocalLighthouseError(`The page led to ${where.slice(0, 80)}, an address the review does not visit.`));
        // The statuses the guard gave, not the site (facts/lab.ts reads them as unanswered).
        resolve({ ...lhr, guardAnswered: [...proxy.answered] });
      });
    });
  } finally {
    await closeRunSpace(space);
    await proxy.close();
  }
}
