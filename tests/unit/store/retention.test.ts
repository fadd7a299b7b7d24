import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privacyPolicy } from '@/content/legal';
import { parseEnv } from '@/lib/env';
import { createStore, recordKinds, type Store } from '@/lib/store';
import { purgeExpired, purgeIfDue, retentionDays } from '@/lib/store/retention';

const DAY = 86_400_000;
let dir = '';
let store: Store;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'retention-'));
  store = createStore(parseEnv({ DATA_DIR: dir }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One record of every kind, stored now. */
async function oneOfEach() {
  return Object.fromEntries(await Promise.all(recordKinds.map(async (kind) => [kind, (await store.addRecord(kind, { kind })).id] as const)));
}
const left = async () => Object.fromEntries(await Promise.all(recordKinds.map(async (kind) => [kind, await store.countRecords(kind)] as const)));

describe('retention', () => {
  it('deletes each kind only once its own period has passed', async () => {
    await oneOfEach();
    const after = (days: number) => new Date(Date.now() + days * DAY);
    expect(await purgeExpired(store, after(29))).toEqual({ lead: 0, inquiry: 0, review: 0, payment: 0, mail: 0 });
    expect(await purgeExpired(store, after(31))).toMatchObject({ mail: 1, review: 0 });
    expect(await left()).toEqual({ lead: 1, inquiry: 1, review: 1, payment: 1, mail: 0 });
    await purgeExpired(store, after(366));
    expect(await left()).toEqual({ lead: 1, inquiry: 1, review: 0, payment: 1, mail: 0 });
    await purgeExpired(store, after(731));
    expect(await left()).toEqual({ lead: 0, inquiry: 0, review: 0, payment: 1, mail: 0 });
    await purgeExpired(store, after(7 * 365 + 3));
    expect(await left()).toEqual({ lead: 0, inquiry: 0, review: 0, payment: 0, mail: 0 });
  });

  it('purges at most once a day, whoever asks', async () => {
    await oneOfEach();
    const later = new Date(Date.now() + 40 * DAY);
    expect(await purgeIfDue(store, later)).toMatchObject({ mail: 1 });
    await store.addRecord('mail', { again: true });
    expect(await purgeIfDue(store, new Date(later.getTime() + 400 * DAY))).toBeNull();
    expect(await store.countRecords('review')).toBe(1);
  });

  it('keeps the periods the privacy policy states', () => {
    const stated = privacyPolicy.sections.find((s) => s.id === 'data-retention')!.list!.join('\n');
    const months = (days: number) => Math.round(days / 30.4);
    expect(stated).toContain(`Guide download leads and contact inquiries: ${months(retentionDays.lead)} months.`);
    expect(retentionDays.inquiry).toBe(retentionDays.lead);
    expect(stated).toContain(`AI website reviews, with the facts they were written from: ${months(retentionDays.review)} months.`);
    expect(stated).toContain(`retried: ${retentionDays.mail} days.`);
    expect(stated).toContain(`Payment records: ${Math.floor(retentionDays.payment / 365)} years`);
  });
});
