import 'server-only';
import { logEvent } from '@/lib/server/log';
import type { RecordKind, Store } from './types';

/**
 * How long the site keeps each kind of record, counted from when it was stored: the periods the
 * privacy policy states (content/legal.ts, "Data Retention"), which a test holds to these figures.
 * The quota counters expire on their own (a day); the server's log lines are the host's.
 */
export const retentionDays: Record<RecordKind, number> = {
  lead: 730,
  inquiry: 730,
  review: 365,
  payment: 2557,
  mail: 30,
};

/** Deletes what has outlived its period; answers how many records of each kind went. */
export async function purgeExpired(store: Store, now: Date = new Date()): Promise<Record<RecordKind, number>> {
  const deleted = {} as Record<RecordKind, number>;
  for (const [kind, days] of Object.entries(retentionDays) as [RecordKind, number][]) {
    deleted[kind] = await store.deleteRecordsBefore(kind, new Date(now.getTime() - days * 86_400_000));
  }
  return deleted;
}

/** At most one purge a day across servers: the cron route and the request sweep both ask. */
const PURGE_EVERY_SECONDS = 86_400;

/** Runs the purge when this caller is the first of the day; a failure is logged, never thrown at a visitor. */
export async function purgeIfDue(store: Store, now: Date = new Date()): Promise<Record<RecordKind, number> | null> {
  try {
    if ((await store.increment('retention-purge', PURGE_EVERY_SECONDS)) !== 1) return null;
    const deleted = await purgeExpired(store, now);
    logEvent('info', 'retention_purge', deleted);
    return deleted;
  } catch (error) {
    logEvent('error', 'retention_purge_failed', { error: (error as Error).message });
    return null;
  }
}
