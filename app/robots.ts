import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/config';
import { isPreviewDeployment } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  if (isPreviewDeployment()) {
    return { rules: { userAgent: '*', disallow: '/' } };
  }
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
