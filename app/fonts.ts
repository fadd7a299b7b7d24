import localFont from 'next/font/local';

/** Inter, bundled from @fontsource-variable/inter so builds never reach a font CDN. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Arial'],
  adjustFontFallback: 'Arial',
});
