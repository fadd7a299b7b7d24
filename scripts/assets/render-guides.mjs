#!/usr/bin/env node
/**
 * Renders the downloadable PDF guides into public/guides/:
 *   - the long-form guides in content/guide-documents.ts (guides/guide-document.mjs);
 *   - one "<industry>-quick-wins.pdf" per entry in content/quick-wins.ts (guides/quick-wins.mjs).
 * Both are drawn with one layout kit (guides/layout.mjs) and its blocks (guides/blocks.mjs).
 *
 * Usage: npm run render:guides [-- --out DIR]   (Node 24: the .ts content files are imported with
 * type stripping; --out writes somewhere other than public/guides, to compare a change's output)
 *
 * Output is deterministic (fixed creation date, so a fixed file ID): re-running the script
 * without content changes produces byte-identical files.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guideDocuments, quickWinsGuides } from './guides/content.mjs';
import { toBuffer } from './guides/layout.mjs';
import { renderGuideDocument } from './guides/guide-document.mjs';
import { renderQuickWins } from './guides/quick-wins.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outIndex = process.argv.indexOf('--out');
const OUT_DIR = outIndex >= 0 ? path.resolve(process.argv[outIndex + 1]) : path.join(ROOT, 'public', 'guides');
const MAX_BYTES = 150 * 1024;

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const jobs = [...guideDocuments.map(renderGuideDocument), ...quickWinsGuides.map(renderQuickWins)];
  let failed = false;
  for (const job of jobs) {
    const { fileName, doc } = await job;
    const pages = doc.bufferedPageRange().count;
    const bytes = await toBuffer(doc);
    const file = path.join(OUT_DIR, fileName);
    const unchanged = existsSync(file) && readFileSync(file).equals(bytes);
    if (!unchanged) writeFileSync(file, bytes);
    const size = `${(bytes.length / 1024).toFixed(1)} KB`;
    console.log(`${unchanged ? 'unchanged' : 'wrote    '}  ${path.relative(ROOT, file)}  ${pages} pages, ${size}`);
    if (bytes.length > MAX_BYTES) {
      console.error(`  ${fileName} is larger than ${MAX_BYTES / 1024} KB`);
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

await main();
