/**
 * The browser's side of a JSON route (lib/server/json-route.ts): posts a command's input as JSON and
 * returns what came back, typed, without throwing. A 2xx answer is `ok` with its body; anything
 * else carries the server's own sentence (`error`, '' when it gave none) and the rest of the body
 * (a review's `limit`, …); a request that never got an answer has status 0. Each form turns this
 * into its own message, so the forms read an answer one way.
 */
export type CommandAnswer<T> =
  | { ok: true; status: number; value: T }
  | { ok: false; status: number; error: string; body: Record<string, unknown> };

export async function postCommand<T>(path: `/api/${string}`, input: unknown, fetchImpl: typeof fetch = fetch): Promise<CommandAnswer<T>> {
  let response: Response;
  try {
    response = await fetchImpl(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  } catch {
    return { ok: false, status: 0, error: '', body: {} };
  }
  const body: unknown = await response.json().catch(() => ({}));
  const object = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (response.ok) return { ok: true, status: response.status, value: object as T };
  return { ok: false, status: response.status, error: typeof object.error === 'string' ? object.error : '', body: object };
}
