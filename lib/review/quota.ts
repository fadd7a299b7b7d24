import 'server-only';
import { consumeQuota, refundQuota } from '@/lib/store/quota';
import type { Store } from '@/lib/store';

type Env = Record<string, string | undefined>;

export const DEFAULT_DAILY_LIMIT = 3;
/** Where the admin area keeps whitelist entries it adds to AI_WHITELIST (comma-separated). */
export const WHITELIST_SETTING = 'ai-whitelist';

export interface ReviewUsage {
  remaining: number;
  limit: number;
  whitelisted: boolean;
}

/** AI_DAILY_LIMIT, a whole number of at least 1 (default 3). */
export function dailyLimit(env: Env = process.env): number {
  const value = Number(env.AI_DAILY_LIMIT?.trim() || DEFAULT_DAILY_LIMIT);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_DAILY_LIMIT;
}

/** Lower-cased whitelist entries: full e-mail addresses or '@domain' suffixes. */
export function parseWhitelist(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.includes('@'));
}

/** True when the address, or its domain as '@domain', is on AI_WHITELIST or the admin's list. */
export async function isWhitelisted(store: Store, email: string, env: Env = process.env): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  const entries = [...parseWhitelist(env.AI_WHITELIST), ...parseWhitelist(await store.getSetting(WHITELIST_SETTING))];
  return entries.some((entry) => entry === address || (entry.startsWith('@') && entry === domain));
}

/** The UTC day a use counts against, and how long its counters must live. */
function today(now: Date): { day: string; secondsLeft: number } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { day: now.toISOString().slice(0, 10), secondsLeft: Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)) };
}

export interface QuotaTicket {
  usage: ReviewUsage;
  /** Gives the use back (the review failed before delivering anything). */
  refund(): Promise<void>;
}

/**
 * Takes one of today's reviews for this e-mail AND this client address, atomically in the store
 * (a fresh e-mail does not reset the address's count, nor a fresh address the e-mail's). Null when
 * either is used up. Whitelisted callers are not counted.
 */
export async function takeReviewQuota(
  store: Store,
  who: { email: string; ip: string },
  env: Env = process.env,
  now: Date = new Date(),
): Promise<QuotaTicket | null> {
  const limit = dailyLimit(env);
  if (await isWhitelisted(store, who.email, env)) {
    return { usage: { remaining: limit, limit, whitelisted: true }, refund: async () => {} };
  }
  const { day, secondsLeft } = today(now);
  const emailKey = `ai:email:${who.email.trim().toLowerCase()}:${day}`;
  const ipKey = `ai:ip:${who.ip}:${day}`;
  const byEmail = await consumeQuota(store, emailKey, limit, secondsLeft);
  if (!byEmail.allowed) return null;
  const byIp = await consumeQuota(store, ipKey, limit, secondsLeft);
  if (!byIp.allowed) {
    await refundQuota(store, emailKey, secondsLeft);
    return null;
  }
  return {
    usage: { remaining: Math.min(byEmail.remaining, byIp.remaining), limit, whitelisted: false },
    refund: async () => {
      await Promise.all([refundQuota(store, emailKey, secondsLeft), refundQuota(store, ipKey, secondsLeft)]);
    },
  };
}
