/**
 * The characters the bundled Inter subset carries (scripts/assets/subset-font.mjs). Everything the site prints
 * must be in here: tests/unit/ui/font-glyphs.test.ts scans content/ and components/ and fails on any other
 * character. A visitor's own text (a name typed into a form) may use others; the browser draws those
 * from the fallback font.
 */
function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
}

/** Printable ASCII, the Latin-1 symbols (©, §, ·, ×, ÷ …) and the typographic punctuation of the copy. */
export const GLYPHS =
  range(0x20, 0x7e) + range(0xa0, 0xbf) + '×÷' + '–—‘’‚“”„•…′″‹›€™←↑→↓−';

/** The weight axis kept: regular (400) to bold (700), the range the stylesheet uses. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** The full Latin file the subset is cut from, and the cut (subset-font's options). */
export const FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const FONT_SUBSET = 'assets/fonts/inter-subset.woff2';
export const SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
} as const;
