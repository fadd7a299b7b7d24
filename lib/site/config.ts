import { studio } from '@/content/studio';

/**
 * The browser's configuration: NEXT_PUBLIC_* values and NODE_ENV, which Next inlines at build, so
 * this module stays free of zod (the script budget). Everything else is the server's: lib/env.ts.
 */
const DEFAULT_SITE_URL = 'http://localhost:3000';

function normaliseOrigin(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL is not a valid URL: ${raw}`);
  }
}

export const siteUrl: string = normaliseOrigin(process.env.NEXT_PUBLIC_SITE_URL);

/** A production build (next build), as opposed to next dev. */
export const isProductionBuild = process.env.NODE_ENV === 'production';

/** This site's origins for a request: the canonical one and the one the request came in on. */
export function siteOrigins(requestUrl: string): string[] {
  return [...new Set([siteUrl, new URL(requestUrl).origin])];
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}

const DEFAULT_SCHEDULER_URL = studio.schedulerUrl;

/** The Calendly-compatible scheduling page (NEXT_PUBLIC_SCHEDULER_URL, else the studio's link). */
export const schedulerUrl: string = (() => {
  const raw = process.env.NEXT_PUBLIC_SCHEDULER_URL?.trim() || DEFAULT_SCHEDULER_URL;
  try {
    return new URL(raw).toString();
  } catch {
    throw new Error(`NEXT_PUBLIC_SCHEDULER_URL is not a valid URL: ${raw}`);
  }
})();

/** The scheduler as an inline embed; embed_domain tells Calendly which page may receive its events. */
export function schedulerEmbedUrl(): string {
  const url = new URL(schedulerUrl);
  url.searchParams.set('embed_domain', new URL(siteUrl).host);
  url.searchParams.set('embed_type', 'Inline');
  url.searchParams.set('hide_gdpr_banner', '1');
  return url.toString();
}
