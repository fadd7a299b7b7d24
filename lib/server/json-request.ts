import 'server-only';

export const MAX_BODY_BYTES = 16 * 1024;

export function jsonResponse(status: number, body: unknown, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers?: HeadersInit): Response {
  return jsonResponse(status, { error, ...extra }, headers);
}

/** Reads the body as text, at most `maxBytes` of it whatever Content-Length claims; null when larger. */
export async function readLimitedText(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** application/json or any +json type, parameters allowed. */
export function isJsonContentType(value: string | null): boolean {
  const type = (value ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * Reads a JSON request body as an object: 415 unless it is sent as JSON (a text/plain POST is what
 * another site's page can send without asking), 413 over 16 KiB, 400 for an empty or non-JSON body
 * or one that is not an object. What the object must hold is the command's to check. Never throws
 * for a visitor's mistake.
 */
export async function readJsonObject(request: Request): Promise<{ data: Record<string, unknown>; error?: never } | { data?: never; error: Response }> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { error: jsonError(415, 'Send the request body as JSON (Content-Type: application/json).') };
  }
  const text = await readLimitedText(request);
  if (text === null) return { error: jsonError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`) };
  if (text.trim() === '') return { error: jsonError(400, 'The request body is empty; send a JSON object.') };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: jsonError(400, 'The request body is not valid JSON.') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: jsonError(400, 'The request body must be a JSON object.') };
  }
  return { data: body as Record<string, unknown> };
}
