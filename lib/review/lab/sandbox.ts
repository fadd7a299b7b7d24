import 'server-only';
import { serverEnv } from '@/lib/env';
import { accessSync, chmodSync, chownSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where a local Lighthouse run lives: a visitor's page opens in a real Chromium, so the browser is a
 * guest. It runs with Chromium's sandbox on (renderers in their own user namespace, under seccomp),
 * as an unprivileged user of its own when the server runs as root, in a throwaway HOME and profile
 * only that user can write, in a memory and process ceiling (a cgroup, where the host lets us make
 * one) and a CPU-time limit. When the run ends, for any reason, every process it started is killed
 * (by cgroup and by user, so a worker killed with SIGKILL leaves no Chromium) and its files removed.
 *
 * Only the browser is the guest: the worker that drives it (Node, Lighthouse) runs as the server's
 * own user, so it reads the checkout wherever it sits (a private home directory, a read-only deploy,
 * any umask), and drops to the guest's user as it starts Chromium (lighthouse-worker.mjs). The guest
 * needs nothing of the checkout: only Chromium's own files and its directory here.
 */


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
  /** The run's directory: the worker's (below) and the guest's, and nothing else. */
  dir: string;
  /** The worker's HOME and TMPDIR: the server's user only (mode 0700), so the guest can plant nothing in it. */
  workerDir: string;
  /** The browser's HOME, TMPDIR and profile (`profile/`), mode 0700, owned by the run's user. */
  guestDir: string;
  user: { uid: number; gid: number } | null;
  /** cgroup directories the run's processes are put in (memory, pids), where the host allows them. */
  cgroups: string[];
  /** The process group the run's first process leads (enterRunSpace). */
  group?: number;
}

/** The runs under way in this process, so they end with it (below). */
const openSpaces = new Set<RunSpace>();

/** The processes whose HOME is in the run's directory (every process a run starts has one there), for a server that is not root. */
function processesAt(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const home = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').find((variable) => variable.startsWith('HOME='))?.slice(5);
      if (home === dir || home?.startsWith(`${dir}/`)) pids.push(Number(entry));
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

/** Whether runs here get their memory and process ceilings from cgroups (false once the host refused one). */
export const cgroupsAvailable = () => !cgroupsUnavailable;

/** A fresh place for one run: its directory and, where the host allows, its cgroups. */
export function openRunSpace(): RunSpace {
  sweepOrphans();
  endRunsAtExit();
  const user = labUser();
  // The server's (0711 where a guest user must pass through it to its own directory, which it
  // cannot list): the worker's directory beside the guest's, each private to its user.
  const dir = mkdtempSync(path.join(runRoot(), runDirPrefix()));
  const workerDir = path.join(/*turbopackIgnore: true*/ dir, 'worker');
  const guestDir = path.join(/*turbopackIgnore: true*/ dir, 'guest');
  mkdirSync(workerDir, { mode: 0o700 });
  mkdirSync(path.join(/*turbopackIgnore: true*/ guestDir, 'profile'), { recursive: true, mode: 0o700 });
  if (user) {
    chmodSync(dir, 0o711);
    for (const owned of [guestDir, path.join(/*turbopackIgnore: true*/ guestDir, 'profile')]) chownSync(owned, user.uid, user.gid);
  }
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
  const space: RunSpace = { dir, workerDir, guestDir, user, cgroups };
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

/** A run's environment, living in `home`: nothing of the server's (no keys, no store credentials). */
export function runEnvironment(home: string): Record<string, string> {
  return { PATH: serverEnv().PATH, HOME: home, TMPDIR: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, LANG: 'C.UTF-8' };
}

type SpawnOptions = { cwd: string; env: NodeJS.ProcessEnv; detached: boolean; uid?: number; gid?: number };

/** Spawn options for a process of the run living in `home`, as `user` (or the server's), in a process group of its own. */
const spawnOptions = (home: string, user: RunSpace['user']): SpawnOptions => ({ cwd: home, env: runEnvironment(home) as NodeJS.ProcessEnv, detached: true, ...(user ?? {}) });

/** The run's worker: the server's user, in the worker's directory. */
export const workerSpawnOptions = (space: RunSpace) => spawnOptions(space.workerDir, null);

/** The run's guest (Chromium): the run's user, in the guest's directory. */
export const guestSpawnOptions = (space: RunSpace) => spawnOptions(space.guestDir, space.user);

/**
 * Runs `argv` with the run's CPU-time limit (RLIMIT_CPU through the shell's ulimit) and below the
 * server in the scheduler: SCHED_IDLE (chrt) and the idle I/O class (ionice) where util-linux has
 * them, so the run gets the CPU and the disk only when the site's own answers do not want them.
 * Every process it starts inherits all three. The run starts a session of its own (spawned detached),
 * and where the kernel groups sessions for fairness (autogroup, on by default), a session's group
 * competes with the server's as an equal whatever its tasks' policy: so its group is niced to 19 too
 * (the worker does the same for the browser's session, which Chromium's launcher starts).
 */
export function limitedCommand(argv: string[]): [string, string[]] {
  const script = [
    `ulimit -t ${runLimits.cpuSeconds} 2>/dev/null`,
    '{ echo 19 > /proc/self/autogroup; } 2>/dev/null',
    'if command -v ionice >/dev/null 2>&1; then set -- ionice -c 3 -t "$@"; fi',
    'if command -v chrt >/dev/null 2>&1 && chrt --idle 0 true 2>/dev/null; then set -- chrt --idle 0 "$@"; fi',
    'exec "$@"',
  ].join('; ');
  return ['/bin/sh', ['-c', script, 'review-lab', ...argv]];
}
