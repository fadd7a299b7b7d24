/** What the site keeps: one kind per thing a visitor can hand the studio, and the e-mails queued about them. */
export const recordKinds = ['lead', 'inquiry', 'review', 'payment', 'mail'] as const;
export type RecordKind = (typeof recordKinds)[number];

export interface StoredRecord<T = Record<string, unknown>> {
  id: string;
  kind: RecordKind;
  /** ISO 8601, set by the store when the record is added. */
  createdAt: string;
  data: T;
}

export interface ListOptions {
  /** Only records created at or after this instant. */
  since?: Date;
  /** At most this many, newest first. */
  limit?: number;
}

/**
 * The one storage interface. Two implementations: the embedded store on node:sqlite and Vercel KV.
 * Every method either does all of its work or throws; nothing is half-written.
 */
export interface Store {
  readonly name: 'embedded' | 'vercel-kv';
  /** Adds a record durably and returns it with its id and creation time. */
  addRecord<T extends object>(kind: RecordKind, data: T): Promise<StoredRecord<T>>;
  /**
   * Adds a record under an id the caller chooses (e.g. a Stripe Checkout Session id) unless one
   * already exists; either way answers the stored record and whether this call created it. Two
   * concurrent calls for one id create exactly one record.
   */
  addRecordOnce<T extends object>(kind: RecordKind, id: string, data: T): Promise<{ record: StoredRecord<T>; created: boolean }>;
  getRecord<T extends object>(kind: RecordKind, id: string): Promise<StoredRecord<T> | null>;
  /** Merges `patch` into a record's data; null when there is no such record. */
  updateRecord<T extends object>(kind: RecordKind, id: string, patch: Partial<T>): Promise<StoredRecord<T> | null>;
  /** Records of a kind, newest first. */
  listRecords<T extends object>(kind: RecordKind, options?: ListOptions): Promise<StoredRecord<T>[]>;
  countRecords(kind: RecordKind): Promise<number>;
  /** Deletes the records of a kind created before `before`, and answers how many went (lib/store/retention.ts). */
  deleteRecordsBefore(kind: RecordKind, before: Date): Promise<number>;
  /** Atomically adds `by` (default 1) to a counter and returns the new value; a new counter expires after `ttlSeconds`. */
  increment(key: string, ttlSeconds: number, by?: number): Promise<number>;
  /** The counter's value, 0 when it does not exist or has expired. */
  getCounter(key: string): Promise<number>;
  getSetting(key: string): Promise<string | null>;
  setSetting(key: string, value: string): Promise<void>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
}

/** The store is not configured or not reachable: callers answer 503, never 500. */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

export function newRecordId(): string {
  // Sortable by time, unique across processes.
  return `${Date.now().toString(36).padStart(9, '0')}-${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}
