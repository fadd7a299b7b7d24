import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/site/config';
import { isPreviewDeployment } from '@/lib/env';
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
  /** Social preview image; defaults to the site's generated Open Graph image. */
  image?: { url: string; alt: string };
}

const defaultImage = { url: '/opengraph-image', alt: `${studio.name}: ${studio.tagline}` };

export const robotsDirectives = (noindex: boolean): Metadata['robots'] =>
  noindex || isPreviewDeployment()
    ? { index: false, follow: false, googleBot: { index: false, follow: false } }
    : { index: true, follow: true };

/** One helper for every page's metadata: title, description, canonical, Open Graph, Twitter. */
export function pageMetadata(seo: PageSeo): Metadata {
  const canonical = absoluteUrl(seo.path);
  const fullTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${studio.name}`;
  // A page's openGraph object replaces the inherited one, so the image is named here.
  const image = seo.image ?? defaultImage;
  const images = [{ url: image.url, width: 1200, height: 630, alt: image.alt }];
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
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: seo.description,
      images,
    },
  };
}
