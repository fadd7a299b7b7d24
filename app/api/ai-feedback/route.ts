import { reviewWebsite } from '@/lib/review';
import { jsonCommand } from '@/lib/server/json-route';

/** A review takes a fetch and possibly a model call: allow it the time. */
export const maxDuration = 60;

/**
 * POST /api/ai-feedback: the free website review. 200 {analysis, report, reportUrl, usage}
 * (analysis: the report as plain text; report: lib/review/report/schema.ts); 400 bad input; 422 when
 * the site cannot be fetched (the message says why); 429 {error: 'Rate limit exceeded', limit,
 * remaining: 0} past the daily quota (a model that fails or is slow is not a failure: the built-in
 * wording goes out); 503 when the store is down or the site's daily ceiling of reviews
 * (AI_GLOBAL_DAILY_LIMIT) is reached.
 */
export const POST = jsonCommand('ai-feedback', reviewWebsite, (answer) => [200, answer]);
