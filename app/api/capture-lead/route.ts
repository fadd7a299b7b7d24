import { getStore } from '@/lib/store';
import { jsonError, jsonResponse, parseJsonRequest } from '@/lib/http/json-request';
import { checkRateLimit, rateLimits } from '@/lib/http/rate-limit';
import { handleRoute } from '@/lib/http/route';
import { leadCaptureRequest } from '@/lib/leads/schema';
import { allowedOrigins, captureLead } from '@/lib/leads/service';

/** POST /api/capture-lead: stores a guide lead durably before answering 201 {ok, id}. */
export function POST(request: Request): Promise<Response> {
  return handleRoute('capture-lead', async () => {
    const parsed = await parseJsonRequest(request, leadCaptureRequest);
    if (parsed.error) return parsed.error;
    const store = getStore();
    const limited = await checkRateLimit(store, request, rateLimits.captureLead);
    if (limited) return limited;
    const result = await captureLead(store, parsed.data, allowedOrigins(request.url));
    if (!result.ok) return jsonError(result.status, result.error);
    return jsonResponse(201, { ok: true, id: result.value.id });
  });
}
