import type { NextConfig } from 'next';
import { redirectRules } from './content/redirects';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    optimizePackageImports: ['radix-ui', 'lucide'],
  },
  async redirects() {
    return redirectRules.map((rule) => ({ ...rule, permanent: true }));
  },
};

export default nextConfig;
