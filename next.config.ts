import type { NextConfig } from 'next';
import { redirectRules } from './content/redirects';
import { resourcePolicy, securityHeaders } from './lib/security/headers';

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
  reactStrictMode: true,
  images: {
    // Every picture on the site is at most 1200 px wide (public/), so wider candidates would only
    // lengthen each srcset, which a page carries twice (markup and RSC payload).
    deviceSizes: [640, 828, 1080, 1200],
    imageSizes: [256, 384],
    // AVIF where the browser takes it: about a quarter fewer bytes than WebP for the same picture.
    // /portfolio's cards below the fold load while its text paints, so on a phone they share the
    // connection with the largest paint (issue 20: LCP median 1.51 s → 1.41 s, interleaved ×6).
    formats: ['image/avif', 'image/webp'],
  },
  experimental: {
    optimizePackageImports: ['lucide'],
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
      // The site's icon (app/icon.svg): Next links it with a content hash in its query, so browsers may keep it;
      // it answers max-age=0 otherwise, and every visit would ask for it again.
      { source: '/icon.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    ];
  },
};

export default nextConfig;
