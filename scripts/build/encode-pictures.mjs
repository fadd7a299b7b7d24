#!/usr/bin/env node
// The first step of `npm run build` (picture-variants.ts says what and why): check the list of
// pictures, encode the variants public/img lacks, remove the ones no picture uses. A picture missing
// from lib/ui/images/pictures.json, or listed with another hash, stops the build with the command that
// fixes it.
//
//   node scripts/build/encode-pictures.mjs              check the list, encode what is missing, remove what no picture uses
//   node scripts/build/encode-pictures.mjs --manifest   write lib/ui/images/pictures.json from public/ (after changing a picture)
//   node scripts/build/encode-pictures.mjs --check      change nothing; exit 1 naming what is missing or out of date
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST, VARIANTS_DIR, encodeVariants, manifestProblems, missingVariants, pictureManifest } from './picture-variants.ts';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--manifest')) {
    const manifest = await pictureManifest();
    writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`encode-pictures: ${MANIFEST}: ${Object.keys(manifest).length} pictures`);
  } else {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    const problems = manifestProblems(manifest);
    if (problems.length === 0 && !args.includes('--check')) {
      const started = Date.now();
      const done = await encodeVariants(manifest);
      console.log(`encode-pictures: ${Object.keys(manifest).length} pictures; ${done.encoded} variants encoded now (${Math.round(done.bytes / 1024)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${done.removed} unused folders removed`);
    }
    problems.push(...missingVariants(manifest).map((file) => `public/${VARIANTS_DIR}/${file} is missing`));
    for (const problem of problems) console.error(`encode-pictures: ${problem}${problem.includes(MANIFEST) ? ' (run `npm run images:manifest`)' : ''}`);
    if (problems.length > 0) process.exitCode = 1;
  }
}
