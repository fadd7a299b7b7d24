import type { Metadata } from 'next';
import { absoluteUrl, isPreviewDeployment } from '@/lib/config';
import { studio } from '@/content/studio';

export interface PageSeo {
  /** Page title; the root layout's template appends the studio name. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/pricing'; becomes the canonical URL. */
  path: string;
  /** Use the title as written, without the template (the home page). */
  absoluteTitle?: boolean;
  keywords?: readonly string[];
  noindex?: boolean;
}

export const robotsDirectives = (noindex: boolean): Metadata['robots'] =>
  noindex || isPreviewDeployment()
    ? { index: false, follow: false, googleBot: { index: false, follow: false } }
    : { index: true, follow: true };

/** One helper for every page's metadata: title, description, canonical, Open Graph, Twitter. */
export function pageMetadata(seo: PageSeo): Metadata {
  const canonical = absoluteUrl(seo.path);
  const fullTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${studio.name}`;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    keywords: seo.keywords ? [...seo.keywords] : undefined,
    alternates: { canonical },
    robots: robotsDirectives(seo.noindex ?? false),
    openGraph: {
      type: 'website',
      siteName: studio.name,
      locale: 'en_US',
      url: canonical,
      title: fullTitle,
      description: seo.description,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: seo.description,
    },
  };
}
