import localFont from 'next/font/local';

/**
 * Inter, bundled so builds never reach a font CDN: the @fontsource-variable/inter Latin file cut down to
 * the site's characters and to weights 400-700 (scripts/assets/subset-font.mjs, lib/ui/glyphs.ts), 25 KB
 * instead of 47 KB on every page's critical path.
 */
export const inter = localFont({
  src: '../assets/fonts/inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 700',
  // 'optional': the text's first paint is its last. The file is preloaded (next/font), so it is there
  // for the first paint almost always (Chrome waits up to 100 ms for a preloaded optional font); on a
  // connection slower than that the page keeps the fallback below and the next page has Inter from
  // the cache. With 'swap' a late file repainted every line of text, the largest paint among them, and
  // moved it where the fallback's metrics are not Inter's (Android has no Arial).
  display: 'optional',
  // 'Inter Fallback' is Arial resized to Inter's metrics (app/globals.css), declared there rather
  // than by next/font (adjustFontFallback), whose face has no font-display and so blocks text:
  // Chrome answers `local(Arial)` asynchronously on Linux and Android, where Arial is usually
  // missing, and kept the page's text invisible for about a second (Lighthouse saw first paint at
  // 1.2-2.2 s after a 0.1-0.5 s load; with `swap` on that face, 0.2 s).
  fallback: ['Inter Fallback', 'ui-sans-serif', 'system-ui', 'Segoe UI', 'Arial'],
  adjustFontFallback: false,
});
