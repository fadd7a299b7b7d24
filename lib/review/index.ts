import 'server-only';

/**
 * The review's face for the server: the command the JSON route and the form action run (commands.ts),
 * the one call that runs a review (service.ts: fetch → html →
 * facts → findings → scores → proof → writers → report → finish), the stored reviews, the lab's
 * status and its pick-up, and the quota. With the client-safe face (./client.ts) it is the only way
 * into lib/review from outside it.
 */
export { DAILY_CEILING, RATE_LIMIT_EXCEEDED, runReview, type ReviewDependencies, type ReviewOutcome } from './service';
export { reviewWebsite, type ReviewAnswer } from './commands';
export { readReview, reportPath, type ReviewRecord } from './record';
export { labStatus } from './lab';
export { labWorkSettled, resumeLabWorkNow } from './lab/job';
export { dailyLimit, parseWhitelist, WHITELIST_SETTING, type ReviewUsage } from './quota';
export { reviewRequest, type ReviewRequest } from './schema';
export * from './client';
