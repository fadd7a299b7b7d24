import 'server-only';
import { headers } from 'next/headers';
import { siteUrl } from '@/lib/config';

/**
 * What the JSON API reads about its caller: the address every limit and quota counts (see
 * lib/http/client-address.ts; the same headers, so a form post and a fetch count as one visitor),
 * the admin session cookie the review's whitelist checks, and the browser's name for the logs.
 */
const CALLER_HEADERS = ['x-forwarded-for', 'x-real-ip', 'x-vercel-forwarded-for', 'cookie', 'user-agent'] as const;

export interface RouteAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Runs one of the site's JSON route handlers for a form that was posted without script (a server
 * action), with the visitor's own request headers: the same validation, limits, quotas and services
 * as the script's fetch, and the same answer, which the action turns into the page's next state.
 */
export async function callJsonRoute(handler: (request: Request) => Promise<Response>, path: string, body: unknown): Promise<RouteAnswer> {
  const incoming = await headers();
  const forwarded = new Headers({ 'content-type': 'application/json' });
  for (const name of CALLER_HEADERS) {
    const value = incoming.get(name);
    if (value) forwarded.set(name, value);
  }
  // Addressed to the origin the visitor is on, as their own fetch would be (the guide routes accept
  // download links on the site's canonical origin and on the one the request came to).
  const origin = (await postingPage()).origin;
  const response = await handler(new Request(new URL(path, origin), { method: 'POST', headers: forwarded, body: JSON.stringify(body) }));
  const answer = (await response.json().catch(() => ({}))) as unknown;
  return { status: response.status, body: typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {} };
}

/**
 * The page the form was posted from, from the browser's Referer (same-origin requests carry the
 * full URL under the site's referrer policy); the site's home when it is missing or another site's.
 */
export async function postingPage(): Promise<URL> {
  const incoming = await headers();
  const referer = incoming.get('referer');
  try {
    const url = referer ? new URL(referer) : null;
    if (url && (url.origin === new URL(siteUrl).origin || url.host === incoming.get('host'))) return url;
  } catch {
    // Not a URL: fall through.
  }
  return new URL('/', siteUrl);
}

/** A posted text field as a string ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
