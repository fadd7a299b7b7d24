/**
 * What every service and command answers: its value, or a failure whose reason is the HTTP status
 * the JSON API answers it with (lib/server/json-route.ts) and a sentence for the visitor, which a
 * form action shows as its message. One shape for leads, payments and the review.
 */
export type Result<T> = { ok: true; value: T } | Failure;

export interface Failure {
  ok: false;
  status: 400 | 422 | 429 | 500 | 502 | 503;
  /** One sentence for the visitor (the JSON API's `error`). */
  error: string;
  /** Invalid input: the first problem per field, for a form's inline messages. */
  problems?: Record<string, string>;
  /** Fields the JSON answer carries beside `error` (the review's quota: limit, remaining). */
  details?: Record<string, unknown>;
  /** Seconds until a refused caller may try again (Retry-After). */
  retryAfter?: number;
}

export const success = <T>(value: T): Result<T> => ({ ok: true, value });

export const failure = (status: Failure['status'], error: string, extra: Omit<Failure, 'ok' | 'status' | 'error'> = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});
