#!/usr/bin/env node
// After `next build`, before the CSP manifest is written: every prerendered page loads the
// framework's chunks after its first contentful paint, from one inline loader at the end of <body>,
// instead of as async scripts in <head> (lib/performance/scripts-after-paint.ts says why). The CSP
// manifest that runs next hashes the loader with the page's other inline scripts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servedPrerenderedPages } from './lib/files.mjs';
import { hasScriptLoader, withScriptsAfterFirstPaint } from '../lib/performance/scripts-after-paint.ts';

const root = path.join('.next', 'server', 'app');

let pages = 0;
let changed = 0;
for (const { file } of servedPrerenderedPages(root)) {
  const html = readFileSync(file, 'utf8');
  let moved;
  try {
    moved = withScriptsAfterFirstPaint(html);
  } catch (error) {
    console.error(`Scripts after paint: ${file}: ${error.message}`);
    process.exit(1);
  }
  if (!hasScriptLoader(moved)) {
    console.error(`Scripts after paint: ${file} loads no chunk Next's way and has no loader; run next build first.`);
    process.exit(1);
  }
  pages += 1;
  if (moved !== html) {
    writeFileSync(file, moved);
    changed += 1;
  }
}
if (pages === 0) {
  console.error(`Scripts after paint: no prerendered pages in ${root}; run next build first.`);
  process.exit(1);
}
console.log(`Scripts after paint: the ${pages} prerendered pages load their chunks after the first contentful paint (${changed} changed now)`);
