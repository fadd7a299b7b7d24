import { jsonError, jsonResponse } from '@/lib/http/json-request';
import { rateLimits } from '@/lib/http/rate-limit';
import { jsonPost } from '@/lib/http/route';
import { leadCaptureRequest } from '@/lib/leads/schema';
import { siteOrigins } from '@/lib/config';
import { captureLead } from '@/lib/leads/service';

/** POST /api/capture-lead: stores a guide lead durably before answering 201 {ok, id}. */
export const POST = jsonPost(rateLimits.captureLead, leadCaptureRequest, async (input, { store, request }) => {
  const result = await captureLead(store, input, siteOrigins(request.url));
  return result.ok ? jsonResponse(201, { ok: true, id: result.value.id }) : jsonError(result.status, result.error);
});
