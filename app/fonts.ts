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
  display: 'swap',
  // 'Inter Fallback' is Arial resized to Inter's metrics (app/globals.css), declared there rather
  // than by next/font (adjustFontFallback), whose face has no font-display and so blocks text:
  // Chrome answers `local(Arial)` asynchronously on Linux and Android, where Arial is usually
  // missing, and kept the page's text invisible for about a second (Lighthouse saw first paint at
  // 1.2-2.2 s after a 0.1-0.5 s load; with `swap` on that face, 0.2 s).
  fallback: ['Inter Fallback', 'ui-sans-serif', 'system-ui', 'Segoe UI', 'Arial'],
  adjustFontFallback: false,
});
