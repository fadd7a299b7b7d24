#!/usr/bin/env node
// After `next build`: puts V8's compile hint on the first line of every JavaScript chunk the
// browser loads (.next/static/chunks), so Chrome compiles their functions while the script streams
// in instead of on the main thread during hydration (lib/performance/compile-hints.ts says why).
// The chunks keep their names: the hint is part of what every build serves, not a new version.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './lib/files.mjs';
import { withCompileHint } from '../lib/performance/compile-hints.ts';

const root = path.join('.next', 'static', 'chunks');

const files = filesUnder(root, '.js');
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
console.log(`Compile hints: the ${files.length} chunks in ${root} start with V8's allFunctionsCalledOnLoad (${changed} changed now)`);
