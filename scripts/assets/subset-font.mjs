#!/usr/bin/env node
// Writes assets/fonts/inter-subset.woff2: Inter (variable, from @fontsource-variable/inter) cut down to
// the characters the site prints (lib/ui/glyphs.ts) and to the weights it uses (400 to 700). The
// full Latin file is 47 KB; the cut is about half that, and it sits on every page's critical path
// (preloaded, it is in the LCP of every page). Run it again after changing GLYPHS:
//   npm run font:subset
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import subsetFont from 'subset-font';
import { FONT_SOURCE, FONT_SUBSET, FONT_WEIGHTS, GLYPHS, SUBSET_OPTIONS } from '../../lib/ui/glyphs.ts';

const target = FONT_SUBSET;
const font = await subsetFont(readFileSync(FONT_SOURCE), GLYPHS, SUBSET_OPTIONS);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, font);
console.log(`${target}: ${GLYPHS.length} characters, weights ${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}, ${(font.length / 1024).toFixed(1)} KB`);
