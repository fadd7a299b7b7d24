import type { NextConfig } from 'next';
import { redirectRules } from './content/redirects';
import { resourcePolicy, securityHeaders } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
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
    ];
  },
};

export default nextConfig;
