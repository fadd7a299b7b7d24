#!/usr/bin/env node
// Writes assets/fonts/inter-subset.woff2: Inter (variable, from @fontsource-variable/inter) cut down to
// the characters the site prints (lib/ui/glyphs.ts), to the weights it uses (400 to 700) and to the
// OpenType features its styles use; and app/inter-font.css, the @font-face that carries that file inline.
// The full Latin file is 47 KB; the cut is about 18 KB, and it rides in the stylesheet every first paint
// waits for. Run it again after changing GLYPHS:
//   npm run font:subset
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import subsetFont from 'subset-font';
import { FONT_FEATURES, FONT_SOURCE, FONT_STYLESHEET, FONT_SUBSET, FONT_WEIGHTS, GLYPHS, SUBSET_OPTIONS, fontStylesheet } from '../../lib/ui/glyphs.ts';

const font = await subsetFont(readFileSync(FONT_SOURCE), GLYPHS, SUBSET_OPTIONS);
mkdirSync(dirname(FONT_SUBSET), { recursive: true });
writeFileSync(FONT_SUBSET, font);
writeFileSync(FONT_STYLESHEET, fontStylesheet(font));
console.log(`${FONT_SUBSET}: ${GLYPHS.length} characters, weights ${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}, features ${FONT_FEATURES.join(' ')}, ${(font.length / 1024).toFixed(1)} KB`);
console.log(`${FONT_STYLESHEET}: the @font-face with it inline`);
