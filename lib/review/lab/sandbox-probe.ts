import 'server-only';
import { serverEnv, type Env } from '@/lib/env';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { logEvent } from '@/lib/server/log';
import { cgroupsAvailable, closeRunSpace, enterRunSpace, guestSpawnOptions, labUser, limitedCommand, openRunSpace, runLimits, runRoot } from './sandbox';

/**
 * Whether the local lab can run here: Chromium started once, as the lab's guest would be (its user,
 * its directory, its limits), with its sandbox on. Asked once per server and Chromium; what it finds
 * is logged once and shown in the inbox's overview, so no review has to say it.
 */

/** REVIEW_LAB_UNSANDBOXED=1: development only, Chromium without its sandbox where none can start. */
export const unsandboxedOptIn = (env: Env = serverEnv()) => env.REVIEW_LAB_UNSANDBOXED;

/** Who the guest is, in the probe's sentences. */
const guestName = () => {
  const user = labUser();
  return user ? `The lab’s user (uid ${user.uid})` : 'This server’s user';
};

/** How the probe's sentence starts when it was the sandbox itself that would not start. */
const NO_SANDBOX = 'Chromium could not start with its sandbox';

/** Exit codes of the probe's own checks, run as the guest before Chromium starts. */
const CANNOT_RUN = 121;
const CANNOT_WRITE = 122;

/** The probe's plain sentence for how it ended (exit code and Chromium's stderr). */
function problemOf(chromePath: string, code: number | null, signal: string | null, stderr: string): string {
  if (code === CANNOT_RUN) return `${guestName()} cannot run ${chromePath}: the file, or a folder above it, is not open to other users`;
  if (code === CANNOT_WRITE) return `${guestName()} cannot write its own directory in ${runRoot()}: give the server a temporary directory other users can pass through (TMPDIR)`;
  // Chromium's own line, without its log prefix ("[1126/151000.000000:FATAL:zygote_host_impl_linux.cc(132)] ").
  const line = stderr.split('\n').find((l) => /sandbox/i.test(l))?.replace(/^\[[^\]]*\]\s*/, '').trim();
  const reason = line || `exit ${code ?? signal}`;
  return `${NO_SANDBOX} (${reason.slice(0, 200)})`;
}

const probes = new Map<string, Promise<string | null>>();

/**
 * Whether Chromium can start here with its sandbox, as the run's user: null when it can, else why
 * not. Asked once per server (a sandbox that could not start will not start on the next review).
 */
export function sandboxProblem(chromePath: string): Promise<string | null> {
  const known = probes.get(chromePath);
  if (known) return known;
  const probe = new Promise<string | null>((resolve) => {
    const space = openRunSpace();
    const chromium = [chromePath, '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--user-data-dir=${path.join(/*turbopackIgnore: true*/ space.guestDir, 'profile')}`, '--dump-dom', 'data:text/html,<p>sandboxed</p>'];
    // As the guest: its browser and its directory are open to it, then the browser itself.
    const checks = `test -x "$1" || exit ${CANNOT_RUN}; test -w "$2" || exit ${CANNOT_WRITE}; shift 2; exec "$@"`;
    const [command, args] = limitedCommand(['/bin/sh', '-c', checks, 'probe', chromePath, space.guestDir, ...chromium]);
    const child = spawn(command, args, { ...guestSpawnOptions(space), stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid) enterRunSpace(space, child.pid);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = `${err}${chunk}`.slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const done = (problem: string | null) => {
      clearTimeout(timer);
      void closeRunSpace(space).then(() => resolve(problem));
    };
    child.on('error', (error) => done(`Chromium did not start: ${error.message}`));
    child.on('close', (code, signal) => done(code === 0 && out.includes('sandboxed') ? null : problemOf(chromePath, code, signal, err)));
  }).then((problem) => {
    // Said once: every later review with this browser gets the answer kept here.
    if (problem) logEvent('error', 'review_lab_sandbox_unavailable', { chromePath, problem });
    return problem;
  });
  probes.set(chromePath, probe);
  return probe;
}

/** What a review says when the probe found the lab cannot run here (the reason itself is in the log and the overview). */
export const labOffReason = (problem: string) =>
  problem.startsWith(NO_SANDBOX) ? 'The lab’s browser cannot start sandboxed on this server, so the local lab is off.' : 'The lab’s browser cannot start on this server, so the local lab is off.';

/** What the inbox's overview says of the local lab: sandboxed, off (and why), or unsandboxed by choice. */
export async function localLabState(chromePath: string | null, env: Env = serverEnv()): Promise<{ state: 'sandboxed' | 'unavailable' | 'unsandboxed' | 'none'; detail: string }> {
  if (!chromePath) return { state: 'none', detail: 'No Chromium on this server.' };
  if (unsandboxedOptIn(env)) return { state: 'unsandboxed', detail: 'REVIEW_LAB_UNSANDBOXED=1: local runs open visitors’ pages without Chromium’s sandbox. Development only.' };
  const problem = await sandboxProblem(chromePath);
  if (problem) return { state: 'unavailable', detail: `${problem}. Reviews go out with the estimate; see lib/review/README.md to enable it, or set PAGESPEED_API_KEY.` };
  const user = labUser();
  return { state: 'sandboxed', detail: `Local runs open visitors’ pages in Chromium’s sandbox${user ? ` as user ${user.uid}` : ''}, within ${runLimits.memoryBytes / 1024 / 1024} MB${cgroupsAvailable() ? '' : ' (JS heap only: no cgroup here)'} and ${runLimits.cpuSeconds} s of CPU per process.` };
}
