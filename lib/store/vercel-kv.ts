import 'server-only';
import { createClient, type VercelKV } from '@vercel/kv';
import { newRecordId, StoreUnavailableError, type ListOptions, type RecordKind, type Store, type StoredRecord } from './types';

/**
 * The Vercel KV store (Upstash Redis over REST). A record is a JSON value at rec:{kind}:{id}, indexed
 * by creation time in the sorted set idx:{kind}; both are written in one MULTI/EXEC transaction.
 * Counters are INCRBY with EXPIRE NX in one transaction, so concurrent increments are never lost.
 */
export function createVercelKvStore(config: { url: string; token: string }): Store {
  const kv: VercelKV = createClient({ url: config.url, token: config.token });
  const recordKey = (kind: RecordKind, id: string) => `rec:${kind}:${id}`;
  const indexKey = (kind: RecordKind) => `idx:${kind}`;

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new StoreUnavailableError(`Vercel KV failed: ${(error as Error).message}`, { cause: error });
    }
  };

  return {
    name: 'vercel-kv',
    addRecord: (kind, data) =>
      guard(async () => {
        const now = new Date();
        const record = { id: newRecordId(), kind, createdAt: now.toISOString(), data };
        await kv
          .multi()
          .set(recordKey(kind, record.id), record)
          .zadd(indexKey(kind), { score: now.getTime(), member: record.id })
          .exec();
        return record;
      }),
    addRecordOnce: <T extends object>(kind: RecordKind, id: string, data: T) =>
      guard(async () => {
        const now = new Date();
        const fresh: StoredRecord<T> = { id, kind, createdAt: now.toISOString(), data };
        // SET NX and ZADD NX in one transaction: only the first writer stores and indexes the record.
        const [set] = await kv
          .multi()
          .set(recordKey(kind, id), fresh, { nx: true })
          .zadd(indexKey(kind), { nx: true }, { score: now.getTime(), member: id })
          .exec<[string | null, number]>();
        if (set === 'OK') return { record: fresh, created: true };
        const existing = await kv.get<StoredRecord<T>>(recordKey(kind, id));
        if (!existing) throw new Error(`Record ${kind}:${id} vanished after a conflicting write`);
        return { record: existing, created: false };
      }),
    getRecord: <T extends object>(kind: RecordKind, id: string) => guard(() => kv.get<StoredRecord<T>>(recordKey(kind, id))),
    updateRecord: <T extends object>(kind: RecordKind, id: string, patch: Partial<T>) =>
      guard(async () => {
        const record = await kv.get<StoredRecord<T>>(recordKey(kind, id));
        if (!record) return null;
        const updated = { ...record, data: { ...record.data, ...patch } };
        await kv.set(recordKey(kind, id), updated);
        return updated;
      }),
    listRecords: <T extends object>(kind: RecordKind, options: ListOptions = {}) =>
      guard(async () => {
        const min = options.since ? options.since.getTime() : '-inf';
        const ids =
          options.limit === undefined
            ? await kv.zrange<string[]>(indexKey(kind), '+inf', min, { byScore: true, rev: true })
            : await kv.zrange<string[]>(indexKey(kind), '+inf', min, { byScore: true, rev: true, offset: 0, count: options.limit });
        if (ids.length === 0) return [];
        const records = await kv.mget<(StoredRecord<T> | null)[]>(...ids.map((id) => recordKey(kind, String(id))));
        return records.filter((r): r is StoredRecord<T> => r !== null);
      }),
    countRecords: (kind) => guard(() => kv.zcard(indexKey(kind))),
    deleteRecordsBefore: (kind, before) =>
      guard(async () => {
        // The index holds each record's creation time as its score: strictly older ones go, a batch at a time.
        const max = `(${before.getTime()}` as const;
        let deleted = 0;
        for (;;) {
          const ids = await kv.zrange<string[]>(indexKey(kind), '-inf', max, { byScore: true, offset: 0, count: 500 });
          if (ids.length === 0) return deleted;
          await kv
            .multi()
            .del(...ids.map((id) => recordKey(kind, String(id))))
            .zrem(indexKey(kind), ...ids.map(String))
            .exec();
          deleted += ids.length;
        }
      }),
    increment: (key, ttlSeconds, by = 1) =>
      guard(async () => {
        const [value] = await kv.multi().incrby(`cnt:${key}`, by).expire(`cnt:${key}`, ttlSeconds, 'NX').exec<[number, number]>();
        return Number(value);
      }),
    getCounter: (key) => guard(async () => Number((await kv.get<number>(`cnt:${key}`)) ?? 0)),
    getSetting: (key) => guard(async () => {
      const value = await kv.get<string>(`set:${key}`);
      return value === null || value === undefined ? null : String(value);
    }),
    setSetting: (key, value) =>
      guard(async () => {
        // Stored JSON-encoded so that a value such as "123" comes back as a string.
        await kv.set(`set:${key}`, JSON.stringify(value));
      }),
    ping: () =>
      guard(async () => {
        await kv.ping();
      }),
  };
}
