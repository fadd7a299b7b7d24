import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/config';
import { sitemapRoutes } from '@/content/routes';
import { portfolioProjects } from '@/content/portfolio';
import { allQuickWinsSlugs } from '@/lib/leads/guides';
import { industryPath, industrySlugs } from '@/content/industries/registry';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = sitemapRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.sitemap?.changeFrequency,
    priority: route.sitemap?.priority,
  }));
  const industryPages = industrySlugs.map((slug) => ({
    url: absoluteUrl(industryPath(slug)),
    changeFrequency: 'monthly' as const,
    priority: 0.8,
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
  return [...pages, ...industryPages, ...cases, ...guides];
}
