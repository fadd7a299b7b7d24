import { getStore } from '@/lib/store';
import { jsonError, jsonResponse, parseJsonRequest } from '@/lib/http/json-request';
import { checkRateLimit, rateLimits } from '@/lib/http/rate-limit';
import { handleRoute } from '@/lib/http/route';
import { guideRequest } from '@/lib/leads/schema';
import { allowedOrigins, sendGuide } from '@/lib/leads/service';

/** POST /api/send-guide: e-mails the guide's link; 202 {ok}, or 502 when mail fails. */
export function POST(request: Request): Promise<Response> {
  return handleRoute('send-guide', async () => {
    const parsed = await parseJsonRequest(request, guideRequest);
    if (parsed.error) return parsed.error;
    const limited = await checkRateLimit(getStore(), request, rateLimits.sendGuide);
    if (limited) return limited;
    const result = await sendGuide(parsed.data, allowedOrigins(request.url));
    if (!result.ok) return jsonError(result.status, result.error);
    return jsonResponse(202, { ok: true });
  });
}
