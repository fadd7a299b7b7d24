import 'server-only';
import { headers } from 'next/headers';
import type { Caller } from '@/lib/server/caller';
import { callerOf } from './caller';
import { siteUrl } from '@/lib/site/config';

/**
 * The page a form was posted from, from the browser's Referer (same-origin requests carry the full
 * URL under the site's referrer policy); the site's home when it is missing or another site's.
 */
function postingPage(incoming: Headers): URL {
  const referer = URL.parse(incoming.get('referer') ?? '');
  if (referer && (referer.origin === new URL(siteUrl).origin || referer.host === incoming.get('host'))) return referer;
  return new URL('/', siteUrl);
}

/** Who posted a form (lib/server/caller.ts), with the page they posted it from, on that page's origin. */
export async function formCaller(): Promise<{ caller: Caller; page: URL }> {
  const incoming = await headers();
  const page = postingPage(incoming);
  return { caller: callerOf(incoming, page.origin), page };
}

/** A posted text field as a string ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
