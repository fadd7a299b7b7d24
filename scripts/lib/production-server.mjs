// The production build and server for the measuring scripts (lighthouse, bench:leads, bench:review).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A script's command-line options: flag('--no-build'), option('--port', 3400). */
export function commandLine(args = process.argv.slice(2)) {
  return {
    flag: (name) => args.includes(name),
    option: (name, fallback) => {
      const index = args.indexOf(name);
      return index >= 0 ? args[index + 1] : fallback;
    },
  };
}

/** Runs `npm run build` (next build, then its post-build step) unless --no-build asked to reuse an existing build. */
export function buildUnlessReused(reuse, env = process.env) {
  if (reuse && existsSync('.next/BUILD_ID')) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The production server (scripts/serve/start.mjs) on a port, answered once /robots.txt responds. It runs
 * in its own process group, so `stop` ends it and anything it started, also when the script exits early.
 */
export async function startProductionServer({ port, host, env = process.env, stdio = ['ignore', 'ignore', 'inherit'] }) {
  const origin = `http://${host ?? 'localhost'}:${port}`;
  const server = spawn(process.execPath, ['scripts/serve/start.mjs', '-p', String(port), ...(host ? ['-H', host] : [])], {
    // The benches name a visitor per request in X-Forwarded-For, as one trusted proxy would.
    env: { TRUSTED_PROXY_HOPS: '1', ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio,
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${origin} did not answer within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
