import 'server-only';
import type * as z from 'zod/mini';
import { logEvent } from '@/lib/log';
import { getStore, StoreUnavailableError, type Store } from '@/lib/store';
import { jsonError, parseJsonRequest } from './json-request';
import { checkRateLimit, type RateLimitRule } from './rate-limit';

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

/**
 * A public JSON POST handler: parse and validate the body (400/413), count it against the caller's
 * rate limit (429), then run `handle` with the valid input; store outages answer 503.
 */
export function jsonPost<S extends z.ZodMiniType>(
  rule: RateLimitRule,
  schema: S,
  handle: (input: z.infer<S>, context: { store: Store; request: Request }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return (request) =>
    handleRoute(rule.name, async () => {
      const parsed = await parseJsonRequest(request, schema);
      if (parsed.error) return parsed.error;
      const store = getStore();
      const limited = await checkRateLimit(store, request, rule);
      if (limited) return limited;
      return handle(parsed.data, { store, request });
    });
}
