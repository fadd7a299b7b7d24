import 'server-only';
import { callerOf } from './caller';
import { thrownFailure, type Command } from '@/lib/server/command';
import type { Result } from '@/lib/server/result';
import { jsonError, jsonResponse, readJsonObject } from '@/lib/server/json-request';

/** Runs a route handler's body; what it throws is answered as a command's would be (thrownFailure). */
export async function handleRoute(name: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const failure = thrownFailure(name, error);
    return jsonError(failure.status, failure.error);
  }
}

/** A command's result as the JSON API answers it (design.md): `success` names the status and body of a success. */
function commandResponse<T>(result: Result<T>, success: (value: T) => [status: number, body: unknown]): Response {
  if (result.ok) return jsonResponse(...success(result.value));
  const headers = result.retryAfter ? { 'retry-after': String(result.retryAfter) } : undefined;
  return jsonError(result.status, result.error, result.details, headers);
}

/**
 * A command (each feature's commands.ts: lib/leads, lib/payments, lib/review) as a JSON route: read
 * the body as a JSON object (415/413/400), take the caller from the request's headers, run the
 * command, and answer its result.
 */
export function jsonCommand<T>(name: string, run: Command<T>, success: (value: T) => [status: number, body: unknown]): (request: Request) => Promise<Response> {
  return (request) =>
    handleRoute(name, async () => {
      const body = await readJsonObject(request);
      if (body.error) return body.error;
      const caller = callerOf(request.headers, new URL(request.url).origin);
      return commandResponse(await run(body.data, caller), success);
    });
}
