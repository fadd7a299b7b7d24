import 'server-only';
import { spawn } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logEvent } from '@/lib/log';

/**
 * Where a local Lighthouse run lives: a visitor's page opens in a real Chromium, so the browser is a
 * guest. It runs with Chromium's sandbox on (renderers in their own user namespace, under seccomp),
 * as an unprivileged user of its own when the server runs as root, in a throwaway HOME and profile
 * only that user can write, in a memory and process ceiling (a cgroup, where the host lets us make
 * one) and a CPU-time limit. When the run ends, for any reason, every process it started is killed
 * (by cgroup and by user, so a worker killed with SIGKILL leaves no Chromium) and its files removed.
 */

type Env = Record<string, string | undefined>;

/** The run's own user when the server is root: one per server process, so cleaning up by user touches nothing else. */
export const labUser = (): { uid: number; gid: number } | null => {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const id = 100_000 + (process.pid % 900_000);
  return { uid: id, gid: id };
};

/** The run directories of this server process start with this, in runRoot(). */
export const runDirPrefix = () => `review-lab-run-${process.pid}-`;

/** Room a run may need for its profile and temporary files. */
const RUN_ROOM_BYTES = 512 * 1024 * 1024;

/**
 * Where run directories go: memory (/dev/shm) where it has room, so a run writes nothing to the
 * server's disk (and its writes never slow the store's), else the system's temporary directory.
 */
export function runRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize >= RUN_ROOM_BYTES) {
      accessSync('/dev/shm', constants.W_OK);
      return '/dev/shm';
    }
  } catch {
    // No /dev/shm here.
  }
  return tmpdir();
}

/** Ceilings for one run: the browser and the worker together. */
export const runLimits = {
  memoryBytes: 1_536 * 1024 * 1024,
  processes: 256,
  /** Each process's own CPU seconds (RLIMIT_CPU), past which the kernel ends it. */
  cpuSeconds: 60,
} as const;

export interface RunSpace {
  /** The run's HOME, TMPDIR and browser profile, mode 0700, owned by its user. */
  dir: string;
  user: { uid: number; gid: number } | null;
  /** cgroup directories the run's processes are put in (memory, pids), where the host allows them. */
  cgroups: string[];
  /** The process group the run's first process leads (enterRunSpace). */
  group?: number;
}

/** The runs under way in this process, so they end with it (below). */
const openSpaces = new Set<RunSpace>();

/** The processes whose HOME is the run's directory (every process a run starts inherits it), for a server that is not root. */
function processesAt(dir: string): number[] {
  const home = `HOME=${dir}\0`;
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').includes(home)) pids.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return pids;
}

/**
 * Kills what a run started, at once and synchronously: its process group, its cgroups' processes and
 * its user's (or, for a server that is not root, the processes living in its directory: Chromium
 * starts in a process group of its own). Answers how many it found.
 */
function killRun(space: { dir: string; user: RunSpace['user']; cgroups: string[]; group?: number }): number {
  const left = new Set<number>();
  for (const cgroup of space.cgroups) {
    try {
      for (const pid of readFileSync(path.join(cgroup, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) left.add(Number(pid));
    } catch {
      // Removed already.
    }
  }
  for (const pid of space.user ? processesOf(space.user.uid) : processesAt(space.dir)) left.add(pid);
  if (space.group) {
    try {
      process.kill(-space.group, 'SIGKILL');
    } catch {
      // The group is empty.
    }
  }
  left.forEach(kill);
  return left.size;
}

const removeCgroups = (cgroups: string[]) => {
  for (const cgroup of cgroups) {
    try {
      rmdirSync(cgroup);
    } catch {
      // A process was still leaving; the next sweep removes it.
    }
  }
};

let exitHook = false;
/** A server that stops mid-run takes the run with it: nothing it started outlives it, no files stay. */
function endRunsAtExit(): void {
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    // Nothing asynchronous runs after 'exit': wait here, a little at a time, until the processes are
    // dead (a killed process takes some milliseconds to leave), so none outlives the server.
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const until = Date.now() + 5000;
    for (const space of openSpaces) {
      while (killRun(space) > 0 && Date.now() < until) Atomics.wait(pause, 0, 0, 20);
      removeCgroups(space.cgroups);
      rmSync(space.dir, { recursive: true, force: true });
    }
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * What runs of a server that died without its exit hook (SIGKILL, a crash) left: their directories
 * (named after that server's pid), their user's processes and their cgroups. Before each run: a
 * directory listing or two when there is nothing to do.
 */
function sweepOrphans(): void {
  const pattern = /^review-lab-(?:run-)?(\d+)-/;
  const dead = (name: string) => {
    const pid = Number(pattern.exec(name)?.[1] ?? NaN);
    return Number.isInteger(pid) && pid !== process.pid && !alive(pid) ? pid : null;
  };
  for (const root of new Set([runRoot(), tmpdir()])) {
    for (const name of readdirSync(root).filter((entry) => entry.startsWith('review-lab-run-'))) {
      const pid = dead(name);
      if (pid === null) continue;
      const user = labUser() ? { uid: 100_000 + (pid % 900_000), gid: 100_000 + (pid % 900_000) } : null;
      killRun({ dir: path.join(root, name), user, cgroups: [] });
      rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
  for (const parent of cgroupParents()) {
    try {
      for (const name of readdirSync(parent.dir).filter((entry) => entry.startsWith('review-lab-') && dead(entry) !== null)) {
        const cgroup = path.join(parent.dir, name);
        killRun({ dir: '/nonexistent', user: null, cgroups: [cgroup] });
        removeCgroups([cgroup]);
      }
    } catch {
      // No cgroup tree we may read.
    }
  }
}

/** The cgroup roots we may make a child in: v2's unified tree, else v1's memory and pids controllers. */
function cgroupParents(): { dir: string; files: Record<string, string> }[] {
  const unified = ['/sys/fs/cgroup/unified', '/sys/fs/cgroup'].find((dir) => existsSync(path.join(dir, 'cgroup.controllers')) && /\bmemory\b/.test(readFileSync(path.join(dir, 'cgroup.controllers'), 'utf8')));
  if (unified) return [{ dir: unified, files: { 'memory.max': String(runLimits.memoryBytes), 'pids.max': String(runLimits.processes) } }];
  const v1: { dir: string; files: Record<string, string> }[] = [
    { dir: '/sys/fs/cgroup/memory', files: { 'memory.limit_in_bytes': String(runLimits.memoryBytes) } },
    { dir: '/sys/fs/cgroup/pids', files: { 'pids.max': String(runLimits.processes) } },
  ];
  return v1.filter((c) => existsSync(path.join(c.dir, 'cgroup.procs')));
}

let cgroupsUnavailable = false;
let runCount = 0;

/** A fresh place for one run: its directory and, where the host allows, its cgroups. */
export function openRunSpace(): RunSpace {
  sweepOrphans();
  endRunsAtExit();
  const user = labUser();
  const dir = mkdtempSync(path.join(runRoot(), runDirPrefix()));
  if (user) chownSync(dir, user.uid, user.gid);
  const cgroups: string[] = [];
  if (!cgroupsUnavailable) {
    const name = `review-lab-${process.pid}-${(runCount += 1)}`;
    for (const parent of cgroupParents()) {
      const child = path.join(parent.dir, name);
      try {
        mkdirSync(child);
        for (const [file, value] of Object.entries(parent.files)) writeFileSync(path.join(child, file), value);
        cgroups.push(child);
      } catch {
        // A host without a writable cgroup tree: the CPU-time and wall-clock limits still hold.
        cgroupsUnavailable = true;
      }
    }
  }
  const space: RunSpace = { dir, user, cgroups };
  openSpaces.add(space);
  return space;
}

/** Puts a process (and so everything it starts) in the run's cgroups. */
export function enterRunSpace(space: RunSpace, pid: number): void {
  space.group = pid;
  for (const cgroup of space.cgroups) {
    try {
      writeFileSync(path.join(cgroup, 'cgroup.procs'), String(pid));
    } catch {
      // The process may already be gone.
    }
  }
}

/** The processes of a user, from /proc. */
export function processesOf(uid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      // A zombie is not counted: it holds no code, memory or files, only an exit status for its parent.
      if (new RegExp(`^Uid:\\s+${uid}\\s`, 'm').test(status) && !/^State:\s+Z/m.test(status)) pids.push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  return pids;
}

const kill = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

/** Whether the kernel ended a process of the run at its memory ceiling (cgroup v2 memory.events, v1 memory.oom_control). */
export function hitMemoryCeiling(space: RunSpace): boolean {
  for (const cgroup of space.cgroups) {
    for (const file of ['memory.events', 'memory.oom_control']) {
      try {
        const kills = /^oom_kill (\d+)/m.exec(readFileSync(path.join(/*turbopackIgnore: true*/ cgroup, file), 'utf8'));
        if (kills && Number(kills[1]) > 0) return true;
      } catch {
        // Not this cgroup's file.
      }
    }
  }
  return false;
}

/** Ends everything the run started and removes its files and cgroups; waits until no process of it is left. */
export async function closeRunSpace(space: RunSpace): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    if (killRun(space) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  removeCgroups(space.cgroups);
  await rm(space.dir, { recursive: true, force: true });
  openSpaces.delete(space);
}

/** The environment a run's processes get: nothing of the server's (no keys, no store credentials). */
export function runEnvironment(space: RunSpace): Env {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: space.dir, TMPDIR: space.dir, XDG_CONFIG_HOME: space.dir, XDG_CACHE_HOME: space.dir, LANG: 'C.UTF-8' };
}

/** The spawn options that make a process the run's: its user, its directory and environment, its own process group. */
export function runSpawnOptions(space: RunSpace): { cwd: string; env: NodeJS.ProcessEnv; detached: boolean; uid?: number; gid?: number } {
  const options: { cwd: string; env: NodeJS.ProcessEnv; detached: boolean; uid?: number; gid?: number } = { cwd: space.dir, env: runEnvironment(space) as NodeJS.ProcessEnv, detached: true };
  if (space.user) Object.assign(options, { uid: space.user.uid, gid: space.user.gid });
  return options;
}

/**
 * Runs `argv` with the run's CPU-time limit (RLIMIT_CPU through the shell's ulimit) and below the
 * server in the scheduler: SCHED_IDLE (chrt) and the idle I/O class (ionice) where util-linux has
 * them, so the run gets the CPU and the disk only when the site's own answers do not want them.
 * Every process it starts inherits all three.
 */
export function limitedCommand(argv: string[]): [string, string[]] {
  const script = [
    `ulimit -t ${runLimits.cpuSeconds} 2>/dev/null`,
    'if command -v ionice >/dev/null 2>&1; then set -- ionice -c 3 -t "$@"; fi',
    'if command -v chrt >/dev/null 2>&1 && chrt --idle 0 true 2>/dev/null; then set -- chrt --idle 0 "$@"; fi',
    'exec "$@"',
  ].join('; ');
  return ['/bin/sh', ['-c', script, 'review-lab', ...argv]];
}

/** REVIEW_LAB_UNSANDBOXED=1: development only, Chromium without its sandbox where none can start. */
export const unsandboxedOptIn = (env: Env = process.env) => env.REVIEW_LAB_UNSANDBOXED?.trim() === '1';

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
    const [command, args] = limitedCommand([chromePath, '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--user-data-dir=${path.join(/*turbopackIgnore: true*/ space.dir, 'profile')}`, '--dump-dom', 'data:text/html,<p>sandboxed</p>']);
    const child = spawn(command, args, { ...runSpawnOptions(space), stdio: ['ignore', 'pipe', 'pipe'] });
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
    child.on('close', (code) => {
      if (code === 0 && out.includes('sandboxed')) return done(null);
      // Chromium's own line, without its log prefix ("[1126/151000.000000:FATAL:zygote_host_impl_linux.cc(132)] ").
      const line = err.split('\n').find((l) => /sandbox/i.test(l))?.replace(/^\[[^\]]*\]\s*/, '').trim();
      const reason = line || `exit ${code ?? child.signalCode}`;
      done(`Chromium could not start with its sandbox (${reason.slice(0, 200)})`);
    });
  }).then((problem) => {
    // Said once: every later review with this browser gets the answer kept here.
    if (problem) logEvent('error', 'review_lab_sandbox_unavailable', { chromePath, problem });
    return problem;
  });
  probes.set(chromePath, probe);
  return probe;
}

/** What the inbox's overview says of the local lab: sandboxed, off for want of a sandbox, or unsandboxed by choice. */
export async function localLabState(chromePath: string | null, env: Env = process.env): Promise<{ state: 'sandboxed' | 'unavailable' | 'unsandboxed' | 'none'; detail: string }> {
  if (!chromePath) return { state: 'none', detail: 'No Chromium on this server.' };
  if (unsandboxedOptIn(env)) return { state: 'unsandboxed', detail: 'REVIEW_LAB_UNSANDBOXED=1: local runs open visitors’ pages without Chromium’s sandbox. Development only.' };
  const problem = await sandboxProblem(chromePath);
  if (problem) return { state: 'unavailable', detail: `${problem}. Reviews go out with the estimate; see README to enable it, or set PAGESPEED_API_KEY.` };
  const user = labUser();
  return { state: 'sandboxed', detail: `Local runs open visitors’ pages in Chromium’s sandbox${user ? ` as user ${user.uid}` : ''}, within ${runLimits.memoryBytes / 1024 / 1024} MB${cgroupsUnavailable ? ' (JS heap only: no cgroup here)' : ''} and ${runLimits.cpuSeconds} s of CPU per process.` };
}
