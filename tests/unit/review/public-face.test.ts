/**
 * lib/review has three doors: the server's (lib/review/index.ts), the client-safe one
 * (lib/review/client.ts) and its form's server action (lib/review/actions.ts, a 'use server' module
 * Next calls by reference). Code outside it (app/, components/, lib/, scripts/, content/) imports
 * nothing else of it, and nothing the client door reaches touches the server: no `server-only`
 * module, no Node built-in, no store, mail or network module.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const REVIEW = path.join(root, 'lib/review');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(full).isDirectory() ? files(full) : /\.(?:ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** Every module a file imports (static imports and re-exports), as written. */
const imports = (source: string) => [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? m[2]!);

/** An import resolved to a file of the project, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // the next candidate
    }
  }
  return null;
}

describe('the review’s public face', () => {
  it('is entered from outside lib/review only through lib/review, lib/review/client and its form’s action', () => {
    const outside = ['app', 'components', 'lib', 'scripts', 'content'].flatMap((dir) => files(path.join(root, dir))).filter((file) => !file.startsWith(REVIEW + path.sep));
    const doors = new Set([path.join(REVIEW, 'index.ts'), path.join(REVIEW, 'client.ts'), path.join(REVIEW, 'actions.ts')]);
    const entries = outside.flatMap((file) =>
      imports(readFileSync(file, 'utf8'))
        .map((spec) => resolveImport(file, spec))
        .filter((target): target is string => target !== null && target.startsWith(REVIEW + path.sep) && !doors.has(target))
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`),
    );
    expect(entries).toEqual([]);
    expect(outside.length).toBeGreaterThan(100);
  });

  it('keeps its client door free of anything that runs only on the server', () => {
    const seen = new Set<string>();
    const serverOnly: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of imports(readFileSync(file, 'utf8'))) {
        if (spec === 'server-only' || spec.startsWith('node:') || /^@\/lib\/(?:store|mail|http)\b/.test(spec)) serverOnly.push(`${path.relative(root, file)} imports ${spec}`);
        const target = resolveImport(file, spec);
        if (target) walk(target);
      }
    };
    walk(path.join(REVIEW, 'client.ts'));
    expect(serverOnly).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  });
});
