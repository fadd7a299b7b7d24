#!/usr/bin/env node
// Writes app/icons.css: the site's Lucide icons as CSS masks, one rule per drawing in
// lib/ui/icons/icon-set.ts, imported by app/globals.css. Run it again after adding an icon:
//   npm run icons:css
// (tests/unit/ui/icon-set.test.ts fails while the committed file is not what this writes.)
import '../lib/resolve-ts.mjs';
import { writeFileSync } from 'node:fs';

const { ICON_STYLESHEET, iconStylesheet, siteIcons } = await import('../../lib/ui/icons/icon-set.ts');
const css = iconStylesheet();
writeFileSync(ICON_STYLESHEET, css);
console.log(`${ICON_STYLESHEET}: ${siteIcons.length} icons, ${(css.length / 1024).toFixed(1)} KB`);
