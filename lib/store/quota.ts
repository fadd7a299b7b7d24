import 'server-only';
import type { Store } from './types';

export interface QuotaResult {
  allowed: boolean;
  /** How many uses are left in the window after this one. */
  remaining: number;
  limit: number;
}

/**
 * Takes one use of a quota atomically: the increment decides, so of N concurrent callers exactly
 * `limit` are allowed. A refused call gives its increment back.
 */
export async function consumeQuota(store: Store, key: string, limit: number, windowSeconds: number): Promise<QuotaResult> {
  const used = await store.increment(key, windowSeconds);
  if (used > limit) {
    await store.increment(key, windowSeconds, -1);
    return { allowed: false, remaining: 0, limit };
  }
  return { allowed: true, remaining: limit - used, limit };
}

/** Gives back a use taken by `consumeQuota` (for a call that failed before delivering anything). */
export async function refundQuota(store: Store, key: string, windowSeconds: number): Promise<void> {
  await store.increment(key, windowSeconds, -1);
}
