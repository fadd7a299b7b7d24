/**
 * What every service and command answers: its value, or a failure with its reason, the HTTP status
 * that reason is answered with, and a sentence for the visitor. The JSON route answers the status
 * (lib/server/json-route.ts); a form action and a form's script both turn the status into the form's
 * message (the browser sees only the status), each form in one function: the review's
 * reviewFailureToast, the payment's checkoutFailureToast, the contact form the sentence itself.
 */
export type Result<T> = { ok: true; value: T } | Failure;

/** Why a request failed, and the status the JSON API answers each reason with: the one table of them. */
export const STATUS_OF = {
  /** The input does not match its schema, or names nothing the site has. */
  invalid: 400,
  /** Valid, but the work cannot be done with it (a website that is not public or does not answer). */
  unprocessable: 422,
  /** The caller's rate limit or daily quota is used up. */
  limited: 429,
  /** Something unexpected; logged, and the visitor told nothing internal. */
  unexpected: 500,
  /** A provider (Stripe) refused or could not be reached. */
  upstream: 502,
  /** A service is down or not configured, or the day's ceiling is reached. */
  unavailable: 503,
} as const;

export type Reason = keyof typeof STATUS_OF;

export interface Failure {
  ok: false;
  reason: Reason;
  status: (typeof STATUS_OF)[Reason];
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

export const failure = (reason: Reason, error: string, extra: Omit<Failure, 'ok' | 'reason' | 'status' | 'error'> = {}): Failure => ({
  ok: false,
  reason,
  status: STATUS_OF[reason],
  error,
  ...extra,
});
