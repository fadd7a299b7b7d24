import 'server-only';
import { LAB_CATEGORIES } from './lhr';

/**
 * The PageSpeed Insights API v5 (`runPagespeed`, strategy mobile): Google's servers run Lighthouse on
 * the page, so the number the review reports is the one a prospect sees on PageSpeed Insights, and
 * no browser runs on this server. One call asks for every category the lab reads (LAB_CATEGORIES): the
 * API takes one `category` parameter per category and, given none, runs performance alone. The
 * endpoint is ours to configure (PAGESPEED_API_URL, for tests and proxies); the visitor's URL is only
 * a query parameter, never fetched here.
 */
export const PAGESPEED_ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

/** The API's name for each Lighthouse category (its `category` enum). */
export const PAGESPEED_CATEGORIES: Record<(typeof LAB_CATEGORIES)[number], string> = {
  performance: 'PERFORMANCE',
  accessibility: 'ACCESSIBILITY',
  'best-practices': 'BEST_PRACTICES',
  seo: 'SEO',
};

export interface PagespeedOptions {
  apiKey?: string;
  endpoint?: string;
  signal?: AbortSignal;
}

/** The API answered with an error, or with no Lighthouse result. */
export class PagespeedError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PagespeedError';
  }
}

/** Runs PageSpeed Insights on `url` and answers its Lighthouse result (the LHR). */
export async function runPagespeed(url: string, options: PagespeedOptions = {}): Promise<unknown> {
  const endpoint = new URL(options.endpoint || PAGESPEED_ENDPOINT);
  endpoint.searchParams.set('url', url);
  endpoint.searchParams.set('strategy', 'mobile');
  for (const category of LAB_CATEGORIES) endpoint.searchParams.append('category', PAGESPEED_CATEGORIES[category]);
  if (options.apiKey) endpoint.searchParams.set('key', options.apiKey);
  let response: Response;
  try {
    response = await fetch(endpoint, { headers: { accept: 'application/json' }, signal: options.signal });
  } catch (error) {
    throw new PagespeedError(`PageSpeed Insights did not answer: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as { lighthouseResult?: unknown; error?: { message?: string } } | null;
  if (!response.ok) throw new PagespeedError(`PageSpeed Insights answered ${response.status}: ${body?.error?.message ?? 'no message'}`.slice(0, 300), response.status);
  if (!body || typeof body.lighthouseResult !== 'object' || body.lighthouseResult === null) throw new PagespeedError('PageSpeed Insights answered without a Lighthouse result');
  return body.lighthouseResult;
}
