import 'server-only';
import { consumeQuota } from '@/lib/store/quota';
import type { Store } from '@/lib/store';

export interface RateLimitRule {
  /** Names the counter, e.g. 'capture-lead'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Per-address limits of the public commands: generous for a person, tight for a script. */
export const rateLimits = {
  captureLead: { name: 'capture-lead', limit: 10, windowSeconds: 600 },
  sendGuide: { name: 'send-guide', limit: 10, windowSeconds: 600 },
  contact: { name: 'contact', limit: 5, windowSeconds: 600 },
  createPayment: { name: 'create-payment', limit: 10, windowSeconds: 600 },
  // A burst guard in front of the review's daily quota, which is the real limit.
  aiFeedback: { name: 'ai-feedback', limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/**
 * Counts one call against the address's window, which opens with its first call and lasts
 * `windowSeconds` (the counter's expiry); false when the address is over the limit.
 */
export async function takeRateLimit(store: Store, ip: string, rule: RateLimitRule): Promise<boolean> {
  return (await consumeQuota(store, `rl:${rule.name}:${ip}`, rule.limit, rule.windowSeconds)).allowed;
}
