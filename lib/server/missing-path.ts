import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { logEvent } from './log';

/**
 * Logs a path that no page answers (one structured line: path, referrer) and
 * renders the not-found page with HTTP 404. Call it only on the request path
 * that is really missing, so static pages stay static.
 */
export async function missingPath(path: string): Promise<never> {
  const requestHeaders = await headers();
  logEvent('warn', 'page_not_found', { path, referrer: requestHeaders.get('referer') });
  notFound();
}
