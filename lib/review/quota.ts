import 'server-only';
import { serverEnv, type Env } from '@/lib/env';
import { consumeQuota, refundQuota } from '@/lib/store/quota';
import type { Store } from '@/lib/store';

/** Where the admin area keeps whitelist entries it adds to AI_WHITELIST (comma-separated). */
export const WHITELIST_SETTING = 'ai-whitelist';

export interface ReviewUsage {
  remaining: number;
  limit: number;
  whitelisted: boolean;
}

/** AI_DAILY_LIMIT: reviews per mailbox and per address per UTC day (lib/env.ts, default 3). */
export const dailyLimit = (env: Env = serverEnv()): number => env.AI_DAILY_LIMIT;

/**
 * The mailbox an address delivers to, for the per-mailbox quota: lower case; a +tag dropped
 * (sub-addressing: Gmail, Outlook, iCloud, Fastmail and Proton all deliver a+x@ to a@); and, at
 * Gmail only, dots in the local part dropped (Gmail ignores them; other providers do not, so there
 * they name different people). googlemail.com is gmail.com.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local || address.slice(0, at)}@${domain}`;
}

/** Lower-cased whitelist entries: full e-mail addresses or '@domain' suffixes. */
export function parseWhitelist(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.includes('@'));
}

/** True when the address, or its domain as '@domain', is on AI_WHITELIST or the admin's list. */
export async function isWhitelisted(store: Store, email: string, env: Env = serverEnv()): Promise<boolean> {
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
 * Takes one of today's reviews for this mailbox AND this client address AND the site as a whole,
 * atomically in the store: a fresh e-mail does not reset the address's count, nor a fresh address
 * the mailbox's, and no day costs more than AI_GLOBAL_DAILY_LIMIT reviews. Null when the visitor's
 * own quota is used up; 'ceiling' when the site's is.
 *
 * The whitelist exempts verified addresses only: `verifiedEmail` is one the request proves (today,
 * the signed-in studio admin's). The address typed into the form is only a claim, so a whitelisted
 * one typed by an anonymous visitor is counted like any other.
 */
export async function takeReviewQuota(
  store: Store,
  who: { email: string; ip: string; verifiedEmail?: string | null },
  env: Env = serverEnv(),
  now: Date = new Date(),
): Promise<QuotaTicket | 'ceiling' | null> {
  const limit = dailyLimit(env);
  if (who.verifiedEmail && (await isWhitelisted(store, who.verifiedEmail, env))) {
    return { usage: { remaining: limit, limit, whitelisted: true }, refund: async () => {} };
  }
  const { day, secondsLeft } = today(now);
  const keys = [`ai:email:${mailboxKey(who.email)}:${day}`, `ai:ip:${who.ip}:${day}`];
  const taken: string[] = [];
  const giveBack = () => Promise.all(taken.map((key) => refundQuota(store, key, secondsLeft)));
  let remaining = limit;
  for (const key of keys) {
    const use = await consumeQuota(store, key, limit, secondsLeft);
    if (!use.allowed) {
      await giveBack();
      return null;
    }
    taken.push(key);
    remaining = Math.min(remaining, use.remaining);
  }
  const globalKey = `ai:global:${day}`;
  if (!(await consumeQuota(store, globalKey, env.AI_GLOBAL_DAILY_LIMIT, secondsLeft)).allowed) {
    await giveBack();
    return 'ceiling';
  }
  taken.push(globalKey);
  return { usage: { remaining, limit, whitelisted: false }, refund: async () => void (await giveBack()) };
}
