import { getStore } from '@/lib/store';
import { jsonError, jsonResponse, parseJsonRequest } from '@/lib/http/json-request';
import { checkRateLimit, rateLimits } from '@/lib/http/rate-limit';
import { handleRoute } from '@/lib/http/route';
import { contactRequest } from '@/lib/leads/contact-schema';
import { submitInquiry } from '@/lib/leads/service';

/** POST /api/contact: stores the inquiry and notifies the studio; a filled honeypot stores nothing. */
export function POST(request: Request): Promise<Response> {
  return handleRoute('contact', async () => {
    const parsed = await parseJsonRequest(request, contactRequest);
    if (parsed.error) return parsed.error;
    const store = getStore();
    const limited = await checkRateLimit(store, request, rateLimits.contact);
    if (limited) return limited;
    const result = await submitInquiry(store, parsed.data);
    if (!result.ok) return jsonError(result.status, result.error);
    return jsonResponse(201, { ok: true });
  });
}
