import { jsonError, jsonResponse } from '@/lib/http/json-request';
import { rateLimits } from '@/lib/http/rate-limit';
import { jsonPost } from '@/lib/http/route';
import { guideRequest } from '@/lib/leads/schema';
import { siteOrigins } from '@/lib/config';
import { sendGuide } from '@/lib/leads/service';

/** POST /api/send-guide: queues the guide's e-mail; 202 {ok}: it goes out after the answer, retried while mail is down. */
export const POST = jsonPost(rateLimits.sendGuide, guideRequest, async (input, { request, store }) => {
  const result = await sendGuide(store, input, siteOrigins(request.url));
  return result.ok ? jsonResponse(202, { ok: true }) : jsonError(result.status, result.error);
});
