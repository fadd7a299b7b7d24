import 'server-only';
import { logEvent } from '@/lib/log';
import { StoreUnavailableError } from '@/lib/store';
import { jsonError } from './json-request';

/**
 * Runs a route handler's body, turning an unavailable store into 503 (with the reason logged) and
 * anything unexpected into a logged 500 that tells the visitor nothing internal.
 */
export async function handleRoute(name: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      logEvent('error', 'store_unavailable', { route: name, error: error.message });
      return jsonError(503, 'We cannot accept this right now. Please try again shortly, or e-mail us directly.');
    }
    logEvent('error', 'route_failed', { route: name, error: (error as Error).message });
    return jsonError(500, 'Something went wrong on our side. Please try again.');
  }
}
