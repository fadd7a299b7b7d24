import { parseEnv } from '@/lib/env';
/**
 * The local lab's browser is a sandboxed guest: real Chromium runs (Debian's) against pages served
 * here. During a run the renderers are in their own user namespace under seccomp, not root, and
 * scheduled below the server (SCHED_IDLE, in a session group niced to 19); a worker killed mid-run and
 * a server that died leave nothing behind; where the sandbox cannot start, or its user cannot reach
 * Chromium, the lab is off and says why once. What each hostile page (a busy loop, an allocation, pop-ups,
 * a download, dialogs, file:, a private redirect) makes of a run, its plain reason and what it leaves,
 * is proved through the production server in tests/e2e/hostile-lab.spec.ts, which also times the
 * site's own answers meanwhile.
 */
import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { findChromium, runLocalLighthouse } from '@/lib/review/lab/local';
import { labUser, processesOf, runDirPrefix, runRoot } from '@/lib/review/lab/sandbox';
import { localLabState, sandboxProblem } from '@/lib/review/lab/sandbox-probe';
import { chromiumWithoutSandbox } from '../../../support/chromium-without-sandbox';
import { privateCheckout } from '../../../support/private-checkout';
import { startHostileSite, type HostileSite } from '../../../support/hostile-site';

const chromium = findChromium();
const describeLocal = chromium ? describe : describe.skip;

let site: HostileSite;
beforeAll(async () => {
  site = await startHostileSite();
});
afterAll(() => site.close());

const cmdline = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};
const runDirs = () => [runRoot(), tmpdir()].flatMap((root) => readdirSync(root).filter((d) => d.startsWith(runDirPrefix())));

describeLocal('the local lab’s browser', () => {
  it('runs sandboxed: renderers in their own user namespace under seccomp, not as root, below the server', async () => {
    const user = labUser();
    // Each renderer's state as last seen, and since when it has been seen (a renderer sandboxes itself as it starts).
    const seen = new Map<string, { first: number; uid: string; seccomp: string; ownNamespace: boolean; policy: string; group: string }>();
    const ours = readlinkSync('/proc/self/ns/user');
    let done = false;
    const run = runLocalLighthouse(`${site.url('slow')}`, { chromePath: chromium!, timeoutMs: 60_000, allowHosts: [site.host] }).finally(() => (done = true));
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
        try {
          const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
          if (!cmdline.includes('--type=renderer') || (user && !processesOf(user.uid).includes(Number(pid)))) continue;
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          seen.set(pid, {
            first: seen.get(pid)?.first ?? Date.now(),
            uid: /^Uid:\s+(\d+)/m.exec(status)![1]!,
            seccomp: /^Seccomp:\s+(\d+)/m.exec(status)![1]!,
            ownNamespace: readlinkSync(`/proc/${pid}/ns/user`) !== ours,
            policy: /^policy\s*:\s*(\d+)/m.exec(readFileSync(`/proc/${pid}/sched`, 'utf8'))?.[1] ?? '?',
            // Its session's scheduling group ("/autogroup-N nice 19"), where the kernel has autogroups.
            group: existsSync(`/proc/${pid}/autogroup`) ? readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim() : 'nice 19',
          });
        } catch {
          // A process that came and went.
        }
      }
    }
    await run;
    const settled = [...seen.values()].filter((renderer) => Date.now() - renderer.first > 1_000);
    expect(settled.length).toBeGreaterThan(0);
    for (const renderer of settled) {
      expect(renderer.uid).not.toBe('0');
      expect(renderer.seccomp).toBe('2');
      expect(renderer.ownNamespace).toBe(true);
      // SCHED_IDLE (5): the server's own answers come first.
      if (existsSync('/usr/bin/chrt')) expect(renderer.policy).toBe('5');
      // And its session's group below the server's: else autogroups share the CPU between sessions as equals.
      expect(renderer.group).toMatch(/nice 19$/);
    }
  }, 90_000);

  it('a worker killed with SIGKILL mid-run: the run ends plainly and no Chromium outlives it', async () => {
    const run = runLocalLighthouse(site.url('busy-loop'), { chromePath: chromium!, timeoutMs: 60_000, allowHosts: [site.host] }).then(
      () => 'measured',
      (error: Error) => error.message,
    );
    // The worker, once its browser has the page.
    let worker: number | undefined;
    const started = Date.now();
    while (!worker && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
      const browsers = pids.filter((pid) => cmdline(pid).includes('--type=renderer'));
      if (browsers.length > 0) worker = Number(pids.find((pid) => cmdline(pid).includes('lighthouse-worker.mjs') && cmdline(pid).includes(site.url('busy-loop'))));
    }
    expect(worker).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    process.kill(worker!, 'SIGKILL');
    expect(await run).toBe('Lighthouse was stopped (SIGKILL)');
    expect(Date.now() - started).toBeLessThan(30_000);
    const user = labUser();
    if (user) expect(processesOf(user.uid)).toEqual([]);
    expect(readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && cmdline(pid).includes(runDirPrefix()))).toEqual([]);
    expect(runDirs()).toEqual([]);
  }, 60_000);

  it('what a server that died mid-run left (its run directory, its processes) goes before the next run', async () => {
    // A server process that has ended, and a process of its run still alive in its run directory.
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    const dead = gone.pid!;
    const dir = mkdtempSync(path.join(runRoot(), `review-lab-run-${dead}-`));
    const user = labUser() ? { uid: 100_000 + (dead % 900_000), gid: 100_000 + (dead % 900_000) } : null;
    if (user) chownSync(dir, user.uid, user.gid);
    const left = spawn('sleep', ['300'], { cwd: dir, env: { ...process.env, HOME: dir }, detached: true, stdio: 'ignore', ...(user ?? {}) });
    const leftExit = new Promise((resolve) => left.on('exit', resolve));
    await runLocalLighthouse(site.url('plain'), { chromePath: chromium!, timeoutMs: 60_000, allowHosts: [site.host] });
    await leftExit;
    expect(existsSync(dir)).toBe(false);
  }, 60_000);

});

describe('a host where Chromium’s sandbox cannot start', () => {
  it('keeps the local lab off, says why once in the log and in the overview, and never runs the page unsandboxed', async () => {
    const chromium = chromiumWithoutSandbox();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await sandboxProblem(chromium.path)).toMatch(/^Chromium could not start with its sandbox \(.*No usable sandbox!/);
      for (let run = 0; run < 2; run += 1) {
        await expect(runLocalLighthouse('http://127.0.0.1:9/', { chromePath: chromium.path, timeoutMs: 10_000, unsandboxed: false })).rejects.toThrow(
          'The lab’s browser cannot start sandboxed on this server, so the local lab is off.',
        );
      }
      const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('review_lab_sandbox_unavailable'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', event: 'review_lab_sandbox_unavailable', problem: expect.stringContaining('No usable sandbox!') });
      const state = await localLabState(chromium.path, parseEnv({}));
      expect(state.state).toBe('unavailable');
      expect(state.detail).toContain('No usable sandbox!');
      expect(state.detail).toContain('lib/review/README.md');
      expect((await localLabState(chromium.path, parseEnv({ REVIEW_LAB_UNSANDBOXED: '1' }))).state).toBe('unsandboxed');
      expect(await localLabState(null, parseEnv({}))).toEqual({ state: 'none', detail: 'No Chromium on this server.' });
    } finally {
      logged.mockRestore();
      chromium.remove();
    }
  }, 30_000);
});

const describeAsRoot = labUser() ? describe : describe.skip;

describeAsRoot('a Chromium the lab’s user cannot reach', () => {
  it('keeps the local lab off and says in plain words why, once, instead of failing each review', async () => {
    // A browser inside a private directory (a studio's /root/chrome, say): the server can run it, its guest cannot.
    const home = privateCheckout({ mirror: false });
    const stray = path.join(home.dir, 'chromium');
    writeFileSync(stray, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const problem = await sandboxProblem(stray);
      expect(problem).toBe(`The lab’s user (uid ${labUser()!.uid}) cannot run ${stray}: the file, or a folder above it, is not open to other users`);
      await expect(runLocalLighthouse('http://127.0.0.1:9/', { chromePath: stray, timeoutMs: 10_000, unsandboxed: false })).rejects.toThrow(
        'The lab’s browser cannot start on this server, so the local lab is off.',
      );
      const state = await localLabState(stray, parseEnv({}));
      expect(state).toEqual({ state: 'unavailable', detail: `${problem}. Reviews go out with the estimate; see lib/review/README.md to enable it, or set PAGESPEED_API_KEY.` });
      expect(logged.mock.calls.filter(([line]) => String(line).includes('review_lab_sandbox_unavailable'))).toHaveLength(1);
    } finally {
      logged.mockRestore();
      home.remove();
    }
  }, 30_000);
});

describeLocal('the development opt-out', () => {
  it('REVIEW_LAB_UNSANDBOXED=1 runs Chromium without its sandbox and says so in the log on every run', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let run = 0; run < 2; run += 1) await runLocalLighthouse(`${site.url('plain')}`, { chromePath: chromium!, timeoutMs: 60_000, allowHosts: [site.host], unsandboxed: true });
      expect(warned.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"event":"review_lab_unsandboxed"'))).toHaveLength(2);
    } finally {
      warned.mockRestore();
    }
  }, 150_000);

  it('the overview says the lab here runs sandboxed, with its ceilings', async () => {
    const state = await localLabState(chromium!, parseEnv({}));
    expect(state.state).toBe('sandboxed');
    expect(state.detail).toMatch(/^Local runs open visitors’ pages in Chromium’s sandbox( as user \d+)?, within 1536 MB/);
  });
});
