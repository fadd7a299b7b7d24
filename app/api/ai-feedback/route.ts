import { clientIp, jsonError, jsonResponse } from '@/lib/http/json-request';
import { rateLimits } from '@/lib/http/rate-limit';
import { jsonPost } from '@/lib/http/route';
import { adminOfRequest } from '@/lib/admin/auth';
import { reviewRequest } from '@/lib/review/schema';
import { reportPath, runReview } from '@/lib/review/service';

/** A review takes a fetch and possibly a model call: allow it the time. */
export const maxDuration = 60;

/**
 * POST /api/ai-feedback: the free website review. 200 {analysis, report, usage} (analysis: the
 * report as plain text; report: lib/review/report/schema.ts); 400 bad input; 422 when
 * the site cannot be fetched (the message says why); 429 {error: 'Rate limit exceeded', limit,
 * remaining: 0} past the daily quota (a model that fails or is slow is not a failure: the built-in
 * wording goes out); 503 when the store is down or
 * the site's daily ceiling of reviews (AI_GLOBAL_DAILY_LIMIT) is reached.
 */
export const POST = jsonPost(rateLimits.aiFeedback, reviewRequest, async (input, { store, request }) => {
  // The only address a request proves is a signed-in studio admin's (the whitelist exempts verified addresses).
  const outcome = await runReview(store, input, { ip: clientIp(request), verifiedEmail: await adminOfRequest(request) });
  if (outcome.ok) return jsonResponse(200, { analysis: outcome.analysis, report: outcome.report, reportUrl: reportPath(outcome.id), usage: outcome.usage });
  if (outcome.status === 429) return jsonError(429, outcome.error, { limit: outcome.limit, remaining: 0 });
  return jsonError(outcome.status, outcome.error);
});
