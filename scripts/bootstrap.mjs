#!/usr/bin/env node
// Makes a fresh machine ready for `npm run dev` or `npm test`: installs the npm
// packages when node_modules is missing or older than package-lock.json and,
// with --browser, Debian's Chromium (end-to-end tests, Lighthouse) and redis-server (store tests).
// Only Node's standard library is used here: nothing is installed yet when it runs. The npm scripts
// run it through scripts/with-node.mjs, so the Node (and the npm) here is one the project supports.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const wantBrowser = process.argv.includes('--browser');

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stamp = 'node_modules/.package-lock.json';
const stale = !existsSync(stamp) || statSync(stamp).mtimeMs < statSync('package-lock.json').mtimeMs;
// `npm install`, not `npm ci`: npm 11 leaves other platforms' optional packages
// (@next/swc-*, @tailwindcss/oxide-*) out of the lock file, which `npm ci` then
// rejects as out of sync. With the lock file present, install keeps its versions.
if (stale) run('npm', ['install', '--no-audit', '--no-fund']);

if (wantBrowser) {
  // Debian packages the tests need: Chromium (Playwright, Lighthouse), redis-server (the
  // Vercel KV contract tests run @vercel/kv against a real Redis) and openssl (the certificate of the
  // budget run's HTTP/2 front, scripts/lib/h2-front.mjs, which a unit test starts).
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const missing = [];
  if (!existsSync(chrome)) missing.push('chromium');
  if (!process.env.REDIS_SERVER && !existsSync('/usr/bin/redis-server')) missing.push('redis-server');
  if (!existsSync('/usr/bin/openssl')) missing.push('openssl');
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !existsSync('/usr/bin/apt-get')) {
      console.error(`Missing: ${missing.join(', ')}. Install them (Debian: apt-get install ${missing.join(' ')}), or set CHROME_PATH / REDIS_SERVER.`);
      process.exit(1);
    }
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  }
}
