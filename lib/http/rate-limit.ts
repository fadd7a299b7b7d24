import 'server-only';
import { consumeQuota } from '@/lib/store/quota';
import type { Store } from '@/lib/store';
import { clientIp, jsonError } from './json-request';

export interface RateLimitRule {
  /** Names the counter, e.g. 'capture-lead'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Per-IP limits of the public calls: generous for a person, tight for a script. */
export const rateLimits = {
  captureLead: { name: 'capture-lead', limit: 10, windowSeconds: 600 },
  sendGuide: { name: 'send-guide', limit: 10, windowSeconds: 600 },
  contact: { name: 'contact', limit: 5, windowSeconds: 600 },
  createPayment: { name: 'create-payment', limit: 10, windowSeconds: 600 },
  // A burst guard in front of the review's daily quota, which is the real limit.
  aiFeedback: { name: 'ai-feedback', limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts this request against the caller's window, which opens with their first request and lasts
 * `windowSeconds` (the counter's expiry); a 429 Response when over the limit.
 */
export async function checkRateLimit(store: Store, request: Request, rule: RateLimitRule): Promise<Response | null> {
  const result = await consumeQuota(store, `rl:${rule.name}:${clientIp(request)}`, rule.limit, rule.windowSeconds);
  if (result.allowed) return null;
  return jsonError(429, 'Too many requests. Please wait a few minutes and try again.', {}, { 'retry-after': String(rule.windowSeconds) });
}
