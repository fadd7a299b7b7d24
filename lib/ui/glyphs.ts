/**
 * The characters the bundled Inter subset carries (scripts/assets/subset-font.mjs). Everything the site prints
 * must be in here: tests/unit/ui/font-glyphs.test.ts scans content/, components/ and app/ and fails on any
 * other character. A visitor's own text (a name typed into a form, a quote in a review) may use others; the
 * browser draws those, glyph by glyph, from the fallback font.
 */
function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
}

/**
 * Printable ASCII, the no-break space, and the few other characters the copy prints: typographic quotes
 * and dashes, the middle dot, ©, §, ×, ÷, the ellipsis and the right arrow. Every one of them costs bytes
 * on every first paint (the font rides in the stylesheet), so this is what the site prints, not a block.
 */
export const GLYPHS = range(0x20, 0x7e) + '\u00a0' + '‘’“”–—·©§×÷…→';

/** The weight axis kept: regular (400) to bold (700), the range the stylesheet uses. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features kept: kerning, Inter's contextual alternates (on by default in every browser: the
 * colon between digits, dashes and arrows among capitals) and tabular figures (the calculator's
 * `tabular-nums`). The source's fraction, numerator, denominator, proportional-figure and localised forms
 * are features no style here turns on, and their extra glyphs were a fifth of the file.
 */
export const FONT_FEATURES = ['calt', 'kern', 'tnum'] as const;

/** The full Latin file the subset is cut from, the cut, and the stylesheet that carries it (subset-font's options). */
export const FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const FONT_SUBSET = 'assets/fonts/inter-subset.woff2';
export const FONT_STYLESHEET = 'app/inter-font.css';
export const SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
  keepFeatures: [...FONT_FEATURES],
} as const;

/**
 * The stylesheet that declares Inter with the subset inline (a data: URL), imported by app/globals.css.
 * The font arrives inside the site's one render-blocking stylesheet, with no request of its own beside
 * it; lib/ui/font-loading.ts starts its decoding before the body is parsed, so the first paint is in
 * Inter. `optional`: should the decode ever lose that race, the page keeps its fallback face rather
 * than repainting (and moving) its text a frame later.
 */
export function fontStylesheet(font: Uint8Array): string {
  return [
    '/* Made by `npm run font:subset` from assets/fonts/inter-subset.woff2 (lib/ui/glyphs.ts); do not edit. */',
    '@font-face {',
    "  font-family: 'Inter';",
    `  src: url(data:font/woff2;base64,${Buffer.from(font).toString('base64')}) format('woff2');`,
    `  font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`,
    '  font-style: normal;',
    '  font-display: optional;',
    '}',
    '',
  ].join('\n');
}
