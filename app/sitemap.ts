import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config';
import { sitemapRoutes } from '@/content/routes';
import { portfolioProjects } from '@/content/portfolio';
import { allQuickWinsSlugs } from '@/lib/guides';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = sitemapRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.sitemap?.changeFrequency,
    priority: route.sitemap?.priority,
  }));
  const cases = portfolioProjects.map((p) => ({
    url: absoluteUrl(`/case/${p.slug}`),
    changeFrequency: 'monthly' as const,
    priority: 0.5,
  }));
  const guides = allQuickWinsSlugs().map((slug) => ({
    url: absoluteUrl(`/guides/${slug}`),
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  return [...pages, ...cases, ...guides];
}
