import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config';
import { sitemapRoutes } from '@/content/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.sitemap?.changeFrequency,
    priority: route.sitemap?.priority,
  }));
}
