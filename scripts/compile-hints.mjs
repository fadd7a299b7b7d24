#!/usr/bin/env node
// After `next build`: puts V8's compile hint on the first line of every JavaScript chunk the
// browser loads (.next/static/chunks), so Chrome compiles their functions while the script streams
// in instead of on the main thread during hydration (lib/performance/compile-hints.ts says why).
// The chunks keep their names: the hint is part of what every build serves, not a new version.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCompileHint } from '../lib/performance/compile-hints.ts';

const root = path.join('.next', 'static', 'chunks');

function scripts(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return scripts(file);
    return name.endsWith('.js') ? [file] : [];
  });
}

const files = scripts(root);
if (files.length === 0) {
  console.error(`Compile hints: no scripts in ${root}; run next build first.`);
  process.exit(1);
}
let changed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) {
    writeFileSync(file, hinted);
    changed += 1;
  }
}
console.log(`Compile hints: ${changed} of ${files.length} chunks in ${root} now start with V8's allFunctionsCalledOnLoad`);
