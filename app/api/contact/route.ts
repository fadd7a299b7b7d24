import { jsonError, jsonResponse } from '@/lib/http/json-request';
import { rateLimits } from '@/lib/http/rate-limit';
import { jsonPost } from '@/lib/http/route';
import { contactRequest } from '@/lib/leads/contact-schema';
import { submitInquiry } from '@/lib/leads/service';

/** POST /api/contact: stores the inquiry and notifies the studio; a filled honeypot stores nothing. */
export const POST = jsonPost(rateLimits.contact, contactRequest, async (input, { store }) => {
  const result = await submitInquiry(store, input);
  return result.ok ? jsonResponse(201, { ok: true }) : jsonError(result.status, result.error);
});
