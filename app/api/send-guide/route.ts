import { jsonError, jsonResponse } from '@/lib/http/json-request';
import { rateLimits } from '@/lib/http/rate-limit';
import { jsonPost } from '@/lib/http/route';
import { guideRequest } from '@/lib/leads/schema';
import { siteOrigins } from '@/lib/config';
import { sendGuide } from '@/lib/leads/service';

/** POST /api/send-guide: e-mails the guide's link; 202 {ok}, or 502 when mail fails. */
export const POST = jsonPost(rateLimits.sendGuide, guideRequest, async (input, { request }) => {
  const result = await sendGuide(input, siteOrigins(request.url));
  return result.ok ? jsonResponse(202, { ok: true }) : jsonError(result.status, result.error);
});
