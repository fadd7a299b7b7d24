import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { newRecordId, StoreUnavailableError, type ListOptions, type RecordKind, type Store, type StoredRecord } from './types';

/**
 * The embedded store: one SQLite file under DATA_DIR, through Node's built-in node:sqlite.
 * Writes are committed before a call returns (WAL, synchronous=NORMAL survives process crashes);
 * counters are single UPSERT ... RETURNING statements, so concurrent requests never lose an update.
 */
export function createEmbeddedStore(dataDir: string): Store {
  let db: DatabaseSync;
  try {
    mkdirSync(dataDir, { recursive: true });
    db = new DatabaseSync(path.join(dataDir, 'store.sqlite'));
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS records (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        created_at TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS records_kind_created ON records (kind, created_at DESC, id DESC);
      CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, value INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
  } catch (error) {
    throw new StoreUnavailableError(`The embedded store could not open ${dataDir}: ${(error as Error).message}`, { cause: error });
  }

  const insert = db.prepare('INSERT INTO records (id, kind, created_at, data) VALUES (?, ?, ?, ?)');
  const insertOnce = db.prepare('INSERT INTO records (id, kind, created_at, data) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING');
  const selectOne = db.prepare('SELECT id, kind, created_at, data FROM records WHERE kind = ? AND id = ?');
  const updateData = db.prepare('UPDATE records SET data = ? WHERE kind = ? AND id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM records WHERE kind = ?');
  const deleteBefore = db.prepare('DELETE FROM records WHERE kind = ? AND created_at < ?');
  const list = db.prepare(
    'SELECT id, kind, created_at, data FROM records WHERE kind = ? AND created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const bump = db.prepare(`
    INSERT INTO counters (key, value, expires_at) VALUES (?1, ?2, ?3)
    ON CONFLICT (key) DO UPDATE SET
      value = CASE WHEN counters.expires_at <= ?4 THEN ?2 ELSE counters.value + ?2 END,
      expires_at = CASE WHEN counters.expires_at <= ?4 THEN ?3 ELSE counters.expires_at END
    RETURNING value`);
  const readCounter = db.prepare('SELECT value FROM counters WHERE key = ? AND expires_at > ?');
  const readSetting = db.prepare('SELECT value FROM settings WHERE key = ?');
  const writeSetting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');

  type Row = { id: string; kind: RecordKind; created_at: string; data: string };
  const toRecord = <T>(row: Row): StoredRecord<T> => ({ id: row.id, kind: row.kind, createdAt: row.created_at, data: JSON.parse(row.data) as T });

  const guard = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(new StoreUnavailableError(`The embedded store failed: ${(error as Error).message}`, { cause: error }));
    }
  };

  return {
    name: 'embedded',
    addRecord: (kind, data) =>
      guard(() => {
        const record = { id: newRecordId(), kind, createdAt: new Date().toISOString(), data };
        insert.run(record.id, kind, record.createdAt, JSON.stringify(data));
        return record;
      }),
    addRecordOnce: <T extends object>(kind: RecordKind, id: string, data: T) =>
      guard(() => {
        const createdAt = new Date().toISOString();
        const created = insertOnce.run(id, kind, createdAt, JSON.stringify(data)).changes === 1;
        const row = selectOne.get(kind, id) as Row | undefined;
        if (!row) throw new Error(`Record id ${id} is already used by another kind of record`);
        return { record: toRecord<T>(row), created };
      }),
    getRecord: <T extends object>(kind: RecordKind, id: string) =>
      guard(() => {
        const row = selectOne.get(kind, id) as Row | undefined;
        return row ? toRecord<T>(row) : null;
      }),
    updateRecord: <T extends object>(kind: RecordKind, id: string, patch: Partial<T>) =>
      guard(() => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const row = selectOne.get(kind, id) as Row | undefined;
          if (!row) {
            db.exec('COMMIT');
            return null;
          }
          const data = { ...(JSON.parse(row.data) as T), ...patch };
          updateData.run(JSON.stringify(data), kind, id);
          db.exec('COMMIT');
          return { ...toRecord<T>(row), data };
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }),
    listRecords: <T extends object>(kind: RecordKind, options: ListOptions = {}) =>
      guard(() => {
        const since = options.since?.toISOString() ?? '';
        const limit = options.limit ?? -1;
        const rows = list.all(kind, since, limit) as Row[];
        return rows.map((row) => toRecord<T>(row));
      }),
    countRecords: (kind) => guard(() => Number((count.get(kind) as { n: number }).n)),
    deleteRecordsBefore: (kind, before) => guard(() => Number(deleteBefore.run(kind, before.toISOString()).changes)),
    increment: (key, ttlSeconds, by = 1) =>
      guard(() => {
        const now = Date.now();
        const row = bump.get(key, by, now + ttlSeconds * 1000, now) as { value: number };
        return Number(row.value);
      }),
    getCounter: (key) => guard(() => Number((readCounter.get(key, Date.now()) as { value: number } | undefined)?.value ?? 0)),
    getSetting: (key) => guard(() => (readSetting.get(key) as { value: string } | undefined)?.value ?? null),
    setSetting: (key, value) =>
      guard(() => {
        writeSetting.run(key, value);
      }),
    ping: () =>
      guard(() => {
        db.prepare('SELECT 1').get();
      }),
  };
}
