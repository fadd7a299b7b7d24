/** What a command answers: its value, or a failure the JSON route and the form actions both translate (the status is the JSON API's). */
export type CommandResult<T> = { ok: true; value: T } | CommandFailure;

export interface CommandFailure {
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

export const failure = (status: CommandFailure['status'], error: string, extra: Omit<CommandFailure, 'ok' | 'status' | 'error'> = {}): CommandFailure => ({
  ok: false,
  status,
  error,
  ...extra,
});
