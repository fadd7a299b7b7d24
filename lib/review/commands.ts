import 'server-only';
import { command } from '@/lib/server/command';
import { rateLimits } from '@/lib/server/rate-limit';
import { success } from '@/lib/server/result';
import type { ReviewUsage } from './quota';
import { reportPath } from './record';
import type { ReviewReport } from './report/schema';
import { reviewRequest } from './schema';
import { runReview } from './service';

export interface ReviewAnswer {
  /** The report as plain text. */
  analysis: string;
  report: ReviewReport;
  /** The report's own page, e.g. /review/abc123. */
  reportUrl: string;
  usage: ReviewUsage;
}

/**
 * The free review (lib/review/service.ts): 422 when the site is not a public website or cannot be
 * fetched, 429 with the limit past the daily quota, 503 at the site's daily ceiling. The only address
 * a caller proves is a signed-in studio admin's, which the whitelist exempts: the one command that
 * asks for it.
 */
export const reviewWebsite = command(rateLimits.aiFeedback, reviewRequest, async (input, { store, caller }) => {
  const outcome = await runReview(store, input, { ip: caller.ip, verifiedEmail: await caller.signedInAdmin() });
  if (!outcome.ok) return outcome;
  const { analysis, report, usage, id } = outcome.value;
  return success<ReviewAnswer>({ analysis, report, reportUrl: reportPath(id), usage });
});
