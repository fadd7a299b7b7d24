import 'server-only';
import type * as z from 'zod/mini';
import { logEvent } from '@/lib/server/log';
import { getStore, StoreUnavailableError, type Store } from '@/lib/store';
import type { Caller } from './caller';
import { takeRateLimit, TOO_MANY_REQUESTS, type RateLimitRule } from './rate-limit';
import { failure, type Failure, type Result } from './result';

const STORE_DOWN = 'We cannot accept this right now. Please try again shortly, or e-mail us directly.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

/**
 * What a visitor is told when work threw: an unavailable store is 503 (with the reason logged),
 * anything else a logged 500 that says nothing internal. Commands and the other route handlers
 * (lib/server/json-route.ts handleRoute) answer the same.
 */
export function thrownFailure(name: string, error: unknown, context: Record<string, unknown> = {}): Failure {
  if (error instanceof StoreUnavailableError) {
    logEvent('error', 'store_unavailable', { route: name, error: error.message });
    return failure('unavailable', STORE_DOWN);
  }
  logEvent('error', 'route_failed', { route: name, error: (error as Error).message, ...context });
  return failure('unexpected', UNEXPECTED);
}

/** One use case, transport-free: what the visitor sent (any shape) and who they are, in; a typed result out. */
export type Command<T> = (input: unknown, caller: Caller) => Promise<Result<T>>;

/** The first problem per field, and the first of all as one sentence naming its field (the JSON API's 400). */
function problemsOf(issues: readonly z.core.$ZodIssue[]): { error: string; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  for (const issue of issues) problems[issue.path.map(String).join('.')] ??= issue.message;
  const first = issues[0];
  const field = first?.path.map(String).join('.');
  return { error: !first ? 'The request is not valid.' : field ? `${field}: ${first.message}` : first.message, problems };
}

/**
 * A use case as the site runs it, whichever way it came in (a JSON route or a form action): validate the input against its
 * schema (400, with a message per field), count the call against the caller's rate limit (429),
 * then run `handle` with the valid input. A store that is down answers 503 and anything unexpected a
 * logged 500 that tells the visitor nothing internal.
 */
export function command<S extends z.ZodMiniType, T>(
  rule: RateLimitRule,
  schema: S,
  handle: (input: z.infer<S>, context: { store: Store; caller: Caller }) => Promise<Result<T>>,
): Command<T> {
  return async (input, caller) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const { error, problems } = problemsOf(parsed.error.issues);
      return failure('invalid', error, { problems });
    }
    try {
      const store = getStore();
      if (!(await takeRateLimit(store, caller.ip, rule))) return failure('limited', TOO_MANY_REQUESTS, { retryAfter: rule.windowSeconds });
      return await handle(parsed.data, { store, caller });
    } catch (error) {
      return thrownFailure(rule.name, error, { userAgent: caller.userAgent });
    }
  };
}
