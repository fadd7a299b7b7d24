import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A checkout where a newcomer's clone often sits: inside a private home directory (mode 0700, as
 * root's is on Debian), at a path with spaces. With `mirror` (the default), `dir` holds this
 * checkout's entries as links (the build, node_modules, lib, scripts…) and `node` a copy of the Node
 * running the tests, so a server started from there with that Node has nothing another user can
 * reach: every path it names goes through the private directory. Plain TypeScript with node: imports.
 */
export function privateCheckout({ mirror = true, from = process.cwd() }: { mirror?: boolean; from?: string } = {}): { home: string; dir: string; node: string; remove(): void } {
  // mkdtemp makes it 0700: only its owner may enter.
  const home = mkdtempSync(path.join(tmpdir(), 'private home-'));
  const dir = path.join(home, 'the studio site');
  const node = path.join(home, 'node', 'bin', 'node');
  mkdirSync(dir);
  if (mirror) {
    for (const entry of readdirSync(from)) {
      if (['.git', '.data', '.tools'].includes(entry)) continue;
      symlinkSync(path.join(from, entry), path.join(dir, entry));
    }
    mkdirSync(path.dirname(node), { recursive: true });
    copyFileSync(process.execPath, node);
    chmodSync(node, 0o755);
  }
  return { home, dir, node, remove: () => rmSync(home, { recursive: true, force: true }) };
}
