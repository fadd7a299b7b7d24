import localFont from 'next/font/local';

/**
 * Inter, bundled so builds never reach a font CDN: the @fontsource-variable/inter Latin file cut down to
 * the site's characters and to weights 400-700 (scripts/subset-font.mjs, lib/fonts/glyphs.ts), 25 KB
 * instead of 47 KB on every page's critical path.
 */
export const inter = localFont({
  src: '../assets/fonts/inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Arial'],
  adjustFontFallback: 'Arial',
});
