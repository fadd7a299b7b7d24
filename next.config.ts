import type { NextConfig } from 'next';
import { redirectRules } from './content/redirects';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/ui/images/sizes.mjs';
import { resourcePolicy, securityHeaders } from './lib/server/security-headers';

// The embedded store is Node's node:sqlite (22.13+). The npm scripts get such a Node themselves
// (scripts/with-node.mjs); `npx next …` under an older one stops here rather than serve forms that
// answer 500.
if (!process.getBuiltinModule?.('node:sqlite')) {
  throw new Error(
    `Node ${process.versions.node} has no node:sqlite, which this site stores leads in (Node 22.13+; .nvmrc says 24). ` +
      'Start it with `npm run dev` / `npm start`, which run it under Node 24 (fetched once into .tools/), or switch Node (`nvm use`).',
  );
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm start` compresses (scripts/serve/compressed-responses.mjs: Brotli, and the build's
  // precompressed files), as Vercel's CDN does there; Next's own gzip would only come first.
  compress: false,
  reactStrictMode: true,
  images: {
    // The widths every picture is built at (lib/ui/images/sizes.mjs, scripts/build/picture-variants.ts).
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    // AVIF where the browser takes it: about a quarter fewer bytes than WebP for the same picture.
    // /portfolio's cards below the fold load while its text paints, so on a phone they share the
    // connection with the largest paint (issue 20: LCP median 1.51 s → 1.41 s, interleaved ×6).
    // The site's own pictures are built in both (rewrites, below); this is for anything else.
    formats: ['image/avif', 'image/webp'],
  },
  experimental: {
    optimizePackageImports: ['lucide'],
  },
  // The review's spell checker reads these by path at first use (lib/review/facts/spelling/checker.ts): no import names them.
  outputFileTracingIncludes: {
    '/**': ['./node_modules/dictionary-en*/index.{aff,dic}', './node_modules/@cspell/dict-{companies,software-terms,people-names,en-common-misspellings}/dict/*', './node_modules/an-array-of-english-words/index.json'],
  },
  async rewrites() {
    // The pictures the build encoded (lib/ui/images/variants.ts): /img/<hash>/<width> is the AVIF file
    // for a browser that takes AVIF, else the WebP one. Checked before the filesystem, so the
    // extension-less URL never reaches a page.
    const variant = '/img/:hash([0-9a-f]{16})/:width(\\d+)';
    return {
      beforeFiles: [
        { source: variant, has: [{ type: 'header', key: 'accept', value: '.*image/avif.*' }], destination: '/img/:hash/:width.avif' },
        { source: variant, destination: '/img/:hash/:width.webp' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return redirectRules.map((rule) => ({ ...rule, permanent: true }));
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The proxy gives pages and API answers their policy; the build's hashed files get this one.
      { source: '/_next/:path*', headers: [{ key: 'Content-Security-Policy', value: resourcePolicy }] },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: resourcePolicy }] },
      // The site's icon file (public/icon.svg), the logo structured data names (pages link the icon inline,
      // lib/seo/site-icon.ts): it answers max-age=0 otherwise, and every reader would ask for it again.
      { source: '/icon.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
      // A picture's variants never change under their URL (the hash is their content); which of the
      // two formats a URL gives depends on the Accept header, which caches must key on.
      {
        source: '/img/:path*',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
          { key: 'Vary', value: 'Accept' },
          // Not through the proxy (its matcher leaves /img/ out), so the build's files' policy here.
          { key: 'Content-Security-Policy', value: resourcePolicy },
        ],
      },
    ];
  },
};

export default nextConfig;
