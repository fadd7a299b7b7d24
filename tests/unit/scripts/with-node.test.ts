/**
 * scripts/with-node.mjs: every npm script runs under a Node that has node:sqlite and strips types
 * (the scripts import .ts files), whichever Node started npm. The script runs before anything is installed, so it is exercised as a process here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve('scripts/with-node.mjs');

function withNode(args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env });
}

/** Calls one of the script's exports in a fresh Node process and returns what it returned (or threw). */
function callExport(expression: string, env: NodeJS.ProcessEnv = process.env): { value?: unknown; error?: string } {
  const source = `
    import * as withNode from ${JSON.stringify(script)};
    try { console.log(JSON.stringify({ value: await (${expression})(withNode) })); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8', env, timeout: 120_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

let tools: string;
beforeEach(() => {
  tools = mkdtempSync(path.join(os.tmpdir(), 'with-node-'));
});
afterEach(() => rmSync(tools, { recursive: true, force: true }));

describe('which Node versions can run the site', () => {
  it('needs node:sqlite and type stripping without a flag: 22.18+ on 22, 23.6+ on 23, any later major', () => {
    const verdicts = callExport(
      `(w) => ['18.20.4', '20.20.2', '22.13.0', 'v22.17.1', '22.18.0', 'v22.20.0', '23.0.0', '23.5.0', '23.6.0', '24.0.0', '24.21.0', '25.1.0'].map(w.isSupportedVersion)`,
    );
    expect(verdicts.value).toEqual([false, false, false, false, true, true, false, false, true, true, true, true]);
  });

  it('asks for the Node that package.json\'s engines names', () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('^22.18.0 || >=23.6.0');
    expect(callExport('(w) => w.NEEDS').value).toMatch(/22\.18\+ or 23\.6\+/);
  });

  it('probes a binary for node:sqlite and type stripping and reports its version, or null when it cannot run the site', () => {
    const probed = callExport(`(w) => [w.probeNode(${JSON.stringify(process.execPath)}), w.probeNode('/bin/false'), w.probeNode('/no/such/node')]`);
    expect(probed.value).toEqual([process.versions.node, null, null]);
    // The same Node with type stripping turned off cannot run the scripts that import .ts.
    const noStripping = callExport(`(w) => w.probeNode(${JSON.stringify(process.execPath)})`, { ...process.env, NODE_OPTIONS: '--no-experimental-strip-types' });
    expect(noStripping.value).toBeNull();
  });

  it('installs the major .nvmrc names', () => {
    expect(callExport('(w) => w.wantedMajor()').value).toBe(24);
  });
});

describe('running a command', () => {
  it('runs it under the Node that started it when that one is supported, saying nothing about Node', () => {
    const run = withNode(['node -p process.versions.node']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(process.versions.node);
    expect(run.stderr).not.toMatch(/too old/);
  });

  it('passes extra arguments through quoted, as npm appends them, without the shell expanding them', () => {
    const run = withNode(['node -p "JSON.stringify(process.argv.slice(1))"', 'a b', "it's", '$HOME', '*']);
    expect(JSON.parse(run.stdout)).toEqual(['a b', "it's", '$HOME', '*']);
  });

  it("answers with the command's exit code", () => {
    expect(withNode(['exit 7']).status).toBe(7);
  });

  it('puts the Node it runs under first on PATH and in npm_node_execpath, so nested npm, npx and node use it', () => {
    const run = withNode(['node -p "[process.execPath, process.env.npm_node_execpath].join(\'|\')"'], {
      ...process.env,
      npm_node_execpath: '/usr/bin/some-old-node',
    });
    const [ran, announced] = run.stdout.trim().split('|');
    expect(ran).toBe(process.execPath);
    expect(announced).toBe(process.execPath);
  });
});

describe('on a Node that is too old', () => {
  it('runs under the Node already fetched into the tools folder, and says so in one line', () => {
    const bin = path.join(tools, 'node24', 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const found = callExport(`(w) => w.supportedNode({ version: '20.20.2', toolsDir: ${JSON.stringify(tools)} })`);
    expect(found.value).toEqual({
      binary: path.join(bin, 'node'),
      note: expect.stringMatching(new RegExp(`^Node 20\\.20\\.2 is too old .*: running under Node ${process.versions.node.replace(/\./g, '\\.')} from .*node24\\.$`)),
    });
  });

  describe('when Node cannot be fetched', () => {
    let registryUrl: string;
    beforeAll(async () => {
      // A registry address nothing listens on, like a network that refuses it. (Not a live server in
      // this process: spawnSync blocks this process's event loop while npm talks to it.)
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      registryUrl = `http://127.0.0.1:${(probe.address() as { port: number }).port}/`;
      await new Promise((resolve) => probe.close(resolve));
    });

    it('stops with one message naming the fix and leaves no half-installed Node behind', () => {
      const env = { ...process.env, npm_config_registry: registryUrl, npm_config_fetch_retries: '0', npm_config_cache: path.join(tools, 'cache') };
      const failed = callExport(`(w) => w.supportedNode({ version: '20.20.2', toolsDir: ${JSON.stringify(tools)} })`, env);
      expect(failed.value).toBeUndefined();
      expect(failed.error).toMatch(/^Node 20\.20\.2 is too old for this project .*, and Node 24 could not be fetched from the npm registry into .*node24: /);
      expect(failed.error).toMatch(/Fix: install Node 24 yourself \(`nvm install` reads \.nvmrc\)/);
      expect(readdirSync(tools).filter((name) => name.startsWith('node24'))).toEqual([]);
    });

    it('does not run under a fetched copy that no longer works: it fetches again', () => {
      const bin = path.join(tools, 'node24', 'node_modules', '.bin');
      mkdirSync(bin, { recursive: true });
      symlinkSync('/bin/false', path.join(bin, 'node'));
      const env = { ...process.env, npm_config_registry: registryUrl, npm_config_fetch_retries: '0', npm_config_cache: path.join(tools, 'cache') };
      const failed = callExport(`(w) => w.supportedNode({ version: '20.20.2', toolsDir: ${JSON.stringify(tools)} })`, env);
      expect(failed.value).toBeUndefined();
      expect(failed.error).toMatch(/could not be fetched/);
    });
  });

  it("names npm's own reason", () => {
    const output = [
      'npm error code ECONNREFUSED',
      'npm error syscall connect',
      'npm error errno ECONNREFUSED',
      'npm error FetchError: request to http://127.0.0.1:9/node failed, reason: connect ECONNREFUSED 127.0.0.1:9',
      'npm error',
      "npm error If you are behind a proxy, please make sure that the 'proxy' config is set properly.",
      'npm error A complete log of this run can be found in: /root/.npm/_logs/x.log',
    ].join('\n');
    expect(callExport(`(w) => w.npmReason(${JSON.stringify(output)})`).value).toBe(
      'ECONNREFUSED: FetchError: request to http://127.0.0.1:9/node failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    );
  });
});
