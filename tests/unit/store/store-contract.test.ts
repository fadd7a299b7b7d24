import { parseEnv } from '@/lib/env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore, MISSING_KV_MESSAGE, StoreUnavailableError, type Store } from '@/lib/store';
import { consumeQuota, refundQuota } from '@/lib/store/quota';
import { startRedis, type RunningRedis } from '../../support/redis-server';
import { startUpstashRest, type UpstashRest } from '../../support/upstash-rest';

jest.setTimeout(30_000);

/** The same contract, run against both implementations: the embedded store and Vercel KV on a real Redis. */
type Harness = { store: () => Store; reopen: () => Store };

function embeddedHarness(): Harness {
  let dir = '';
  let store: Store;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'store-contract-'));
    store = createStore(parseEnv({ DATA_DIR: dir }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { store: () => store, reopen: () => createStore(parseEnv({ DATA_DIR: dir })) };
}

function kvHarness(): Harness {
  let redis: RunningRedis;
  let rest: UpstashRest;
  let store: Store;
  const env = () => ({ KV_REST_API_URL: rest.url, KV_REST_API_TOKEN: rest.token });
  beforeAll(async () => {
    redis = await startRedis();
    rest = await startUpstashRest(redis.port);
    store = createStore(parseEnv(env()));
  });
  afterAll(async () => {
    await rest?.close();
    await redis?.stop();
  });
  return { store: () => store, reopen: () => createStore(parseEnv(env())) };
}

describe.each([
  ['embedded (node:sqlite)', embeddedHarness],
  ['Vercel KV (@vercel/kv → Upstash REST → redis-server)', kvHarness],
])('store contract: %s', (_name, makeHarness) => {
  const harness = makeHarness();

  it('adds a record with an id and creation time, and reads it back', async () => {
    const store = harness.store();
    const before = Date.now();
    const record = await store.addRecord('lead', { email: 'a@example.com', nested: { fileName: 'x.pdf' } });
    expect(record.id).toEqual(expect.any(String));
    expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(before - 5);
    expect(await store.getRecord('lead', record.id)).toEqual(record);
    expect(await store.getRecord('lead', 'no-such-id')).toBeNull();
    expect(await store.getRecord('inquiry', record.id)).toBeNull();
  });

  it('keeps records across a restart (a new store on the same data)', async () => {
    const record = await harness.store().addRecord('inquiry', { name: 'Ada', message: 'Hello' });
    expect(await harness.reopen().getRecord('inquiry', record.id)).toEqual(record);
  });

  it('lists newest first, filters by time and limits', async () => {
    const store = harness.store();
    const first = await store.addRecord('review', { n: 1 });
    await new Promise((r) => setTimeout(r, 15));
    const second = await store.addRecord('review', { n: 2 });
    await new Promise((r) => setTimeout(r, 15));
    const third = await store.addRecord('review', { n: 3 });
    expect((await store.listRecords('review')).map((r) => r.id)).toEqual([third.id, second.id, first.id]);
    expect((await store.listRecords('review', { limit: 2 })).map((r) => r.id)).toEqual([third.id, second.id]);
    expect((await store.listRecords('review', { since: new Date(second.createdAt) })).map((r) => r.id)).toEqual([third.id, second.id]);
    expect(await store.countRecords('review')).toBe(3);
  });

  it('adds a record under a chosen id once: a repeat or a concurrent race returns the first record', async () => {
    const store = harness.store();
    const id = `cs_test_${Date.now().toString(36)}`;
    const countBefore = await store.countRecords('payment');
    const first = await store.addRecordOnce('payment', id, { amount: 49900, attempt: 1 });
    expect(first.created).toBe(true);
    expect(first.record).toMatchObject({ id, kind: 'payment', data: { amount: 49900, attempt: 1 } });
    const again = await store.addRecordOnce('payment', id, { amount: 1, attempt: 2 });
    expect(again).toEqual({ record: first.record, created: false });

    const raceId = `${id}_race`;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.addRecordOnce('payment', raceId, { attempt: i })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const winner = results.find((r) => r.created)!.record;
    expect(results.every((r) => r.record.id === raceId && r.record.data.attempt === winner.data.attempt)).toBe(true);
    expect(await store.countRecords('payment')).toBe(countBefore + 2);
    expect((await store.listRecords('payment', { limit: 2 })).map((r) => r.id).sort()).toEqual([id, raceId].sort());
  });

  it('updates a record by merging, and reports a missing one', async () => {
    const store = harness.store();
    const record = await store.addRecord('inquiry', { name: 'Bo', handled: false });
    const updated = await store.updateRecord('inquiry', record.id, { handled: true });
    expect(updated?.data).toEqual({ name: 'Bo', handled: true });
    expect((await store.getRecord('inquiry', record.id))?.data).toEqual({ name: 'Bo', handled: true });
    expect(await store.updateRecord('inquiry', 'nope', { handled: true })).toBeNull();
  });

  it('stores 200 concurrent records, every one exactly once', async () => {
    const store = harness.store();
    const countBefore = await store.countRecords('payment');
    const added = await Promise.all(Array.from({ length: 200 }, (_, i) => store.addRecord('payment', { i })));
    expect(new Set(added.map((r) => r.id)).size).toBe(200);
    expect(await store.countRecords('payment')).toBe(countBefore + 200);
    const listed = await store.listRecords<{ i: number }>('payment');
    expect(listed.map((r) => r.data.i).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('increments counters atomically under concurrency', async () => {
    const store = harness.store();
    const values = await Promise.all(Array.from({ length: 100 }, () => store.increment('contract:concurrent', 60)));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await store.getCounter('contract:concurrent')).toBe(100);
    expect(await store.increment('contract:concurrent', 60, -1)).toBe(99);
    expect(await store.getCounter('contract:missing')).toBe(0);
  });

  it('expires a counter after its window, and starts it again from zero', async () => {
    const store = harness.store();
    expect(await store.increment('contract:expiring', 1)).toBe(1);
    expect(await store.increment('contract:expiring', 1)).toBe(2);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await store.getCounter('contract:expiring')).toBe(0);
    expect(await store.increment('contract:expiring', 1)).toBe(1);
  });

  it('gives exactly `limit` of 50 concurrent quota calls, and a refund frees one', async () => {
    const store = harness.store();
    const results = await Promise.all(Array.from({ length: 50 }, () => consumeQuota(store, 'contract:quota', 3, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.filter((r) => !r.allowed).every((r) => r.remaining === 0)).toBe(true);
    expect(await store.getCounter('contract:quota')).toBe(3);
    await refundQuota(store, 'contract:quota', 60);
    expect(await consumeQuota(store, 'contract:quota', 3, 60)).toEqual({ allowed: true, remaining: 0, limit: 3 });
  });

  it('keeps settings as strings', async () => {
    const store = harness.store();
    expect(await store.getSetting('contract:setting')).toBeNull();
    await store.setSetting('contract:setting', '123');
    expect(await store.getSetting('contract:setting')).toBe('123');
    await store.setSetting('contract:setting', 'a@b.com,@example.org');
    expect(await store.getSetting('contract:setting')).toBe('a@b.com,@example.org');
  });

  it('deletes only the records of a kind created before a time, and keeps the index true', async () => {
    const store = harness.store();
    const old = await Promise.all([1, 2, 3].map((n) => store.addRecord('mail', { n })));
    const otherKind = await store.addRecord('payment', { n: 0 });
    await new Promise((resolve) => setTimeout(resolve, 15));
    const cutoff = new Date();
    await new Promise((resolve) => setTimeout(resolve, 15));
    const kept = await store.addRecord('mail', { n: 4 });
    expect(await store.deleteRecordsBefore('mail', cutoff)).toBe(3);
    for (const record of old) expect(await store.getRecord('mail', record.id)).toBeNull();
    expect(await store.getRecord('mail', kept.id)).toEqual(kept);
    expect(await store.getRecord('payment', otherKind.id)).toEqual(otherKind);
    expect((await store.listRecords('mail')).map((r) => r.id)).toEqual([kept.id]);
    expect(await store.countRecords('mail')).toBe(1);
    expect(await store.deleteRecordsBefore('mail', cutoff)).toBe(0);
  });

  it('answers ping', async () => {
    await expect(harness.store().ping()).resolves.toBeUndefined();
  });
});

describe('store selection', () => {
  it('fails every call on Vercel without KV, naming the missing variables', async () => {
    const store = createStore(parseEnv({ VERCEL: '1' }));
    await expect(store.addRecord('lead', {})).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.ping()).rejects.toThrow(/KV_REST_API_URL and KV_REST_API_TOKEN/);
    expect(MISSING_KV_MESSAGE).toMatch(/KV_REST_API_URL/);
  });

  it('uses Vercel KV only when both variables are set', () => {
    expect(createStore(parseEnv({ KV_REST_API_URL: 'http://127.0.0.1:1', KV_REST_API_TOKEN: 't' })).name).toBe('vercel-kv');
    const dir = mkdtempSync(path.join(tmpdir(), 'store-select-'));
    expect(createStore(parseEnv({ KV_REST_API_URL: 'http://127.0.0.1:1', DATA_DIR: dir })).name).toBe('embedded');
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports an unreachable KV as unavailable, not as a crash', async () => {
    const store = createStore(parseEnv({ KV_REST_API_URL: 'http://127.0.0.1:9', KV_REST_API_TOKEN: 't' }));
    await expect(store.addRecord('lead', { email: 'x@example.com' })).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
