import 'server-only';
import type { RecordKind, Store, StoredRecord } from '@/lib/store';

/** The inbox's four lists, their store kind, title and CSV columns. */
export const inboxKinds = {
  leads: { kind: 'lead', title: 'Guide leads', industry: true },
  inquiries: { kind: 'inquiry', title: 'Inquiries', industry: false },
  reviews: { kind: 'review', title: 'AI reviews', industry: true },
  payments: { kind: 'payment', title: 'Payments', industry: false },
} as const satisfies Record<string, { kind: RecordKind; title: string; industry: boolean }>;

export type InboxList = keyof typeof inboxKinds;
export const PAGE_SIZE = 25;

export interface InboxQuery {
  q?: string;
  industry?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the list's filters from a URL's search parameters, dropping malformed values. */
export function readInboxQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): InboxQuery {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const page = Number(get('page') ?? '1');
  return {
    q: get('q')?.slice(0, 200),
    industry: get('industry')?.slice(0, 50),
    from: DAY.test(get('from') ?? '') ? get('from') : undefined,
    to: DAY.test(get('to') ?? '') ? get('to') : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The records matching every filter, newest first: e-mail or any text, industry, and date range. */
export async function filterRecords<T extends object = Record<string, unknown>>(store: Store, list: InboxList, query: InboxQuery): Promise<StoredRecord<T>[]> {
  const since = query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined;
  const until = query.to ? Date.parse(`${query.to}T23:59:59.999Z`) : Infinity;
  const needle = query.q?.toLowerCase();
  const records = await store.listRecords<T>(inboxKinds[list].kind, since ? { since } : {});
  return records.filter((record) => {
    if (Date.parse(record.createdAt) > until) return false;
    const data = record.data as Record<string, unknown>;
    if (query.industry && data.industry !== query.industry) return false;
    return !needle || JSON.stringify(data).toLowerCase().includes(needle);
  });
}

export function pageOf<T>(records: T[], page = 1): { rows: T[]; page: number; pages: number; total: number } {
  const pages = Math.max(1, Math.ceil(records.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  return { rows: records.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current, pages, total: records.length };
}

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ defused so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The columns each list exports, as [header, value]. */
const columns: Record<InboxList, [string, (record: StoredRecord) => unknown][]> = {
  leads: [
    ['created_at', (r) => r.createdAt],
    ['email', (r) => r.data.email],
    ['industry', (r) => r.data.industry],
    ['guide', (r) => (r.data.metadata as { fileName?: string } | undefined)?.fileName],
    ['page', (r) => r.data.page],
    ['id', (r) => r.id],
  ],
  inquiries: [
    ['created_at', (r) => r.createdAt],
    ['name', (r) => r.data.name],
    ['email', (r) => r.data.email],
    ['company', (r) => r.data.company],
    ['website', (r) => r.data.website],
    ['message', (r) => r.data.message],
    ['utm', (r) => r.data.utm],
    ['handled', (r) => (r.data.handled ? 'yes' : 'no')],
    ['id', (r) => r.id],
  ],
  reviews: [
    ['created_at', (r) => r.createdAt],
    ['email', (r) => r.data.email],
    ['website', (r) => r.data.websiteUrl],
    ['industry', (r) => r.data.industry],
    ['focus', (r) => r.data.focusArea],
    ['scores', (r) => r.data.scores],
    ['writer', (r) => r.data.writer],
    ['id', (r) => r.id],
  ],
  payments: [
    ['created_at', (r) => r.createdAt],
    ['email', (r) => r.data.email],
    ['name', (r) => r.data.name],
    ['product', (r) => r.data.product],
    ['amount_cents', (r) => r.data.amount],
    ['currency', (r) => r.data.currency],
    ['livemode', (r) => r.data.livemode],
    ['session_id', (r) => r.id],
  ],
};

export function toCsv(list: InboxList, records: StoredRecord[]): string {
  const header = columns[list].map(([name]) => csvCell(name)).join(',');
  const lines = records.map((record) => columns[list].map(([, value]) => csvCell(value(record))).join(','));
  return [header, ...lines].join('\r\n') + '\r\n';
}

export interface Overview {
  counts: Record<InboxList, { today: number; week: number; month: number }>;
  /** The last 30 UTC days, oldest first, with each list's count that day. */
  days: { day: string; counts: Record<InboxList, number> }[];
}

/** Today, 7-day and 30-day counts per list, and a 30-day series for the chart. */
export async function overview(store: Store, now = new Date()): Promise<Overview> {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayMs = 86_400_000;
  const since = new Date(startOfToday - 29 * dayMs);
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: new Date(since.getTime() + i * dayMs).toISOString().slice(0, 10),
    counts: { leads: 0, inquiries: 0, reviews: 0, payments: 0 } as Record<InboxList, number>,
  }));
  const counts = {} as Overview['counts'];
  for (const list of Object.keys(inboxKinds) as InboxList[]) {
    const records = await store.listRecords(inboxKinds[list].kind, { since });
    counts[list] = { today: 0, week: 0, month: records.length };
    for (const record of records) {
      const at = Date.parse(record.createdAt);
      if (at >= startOfToday) counts[list].today++;
      if (at >= startOfToday - 6 * dayMs) counts[list].week++;
      const index = Math.floor((at - since.getTime()) / dayMs);
      if (days[index]) days[index].counts[list]++;
    }
  }
  return { counts, days };
}

/** Reviews of the last 24 hours whose model wording was not used, and why (lib/review/service.ts). */
export interface ModelFallbacks {
  reviews: number;
  fellBack: number;
  byKind: Record<'timeout' | 'error' | 'unusable', number>;
  /** The newest fallback's message. */
  last: string | null;
}

/** What the review's proof stage dropped in the last seven days: statements checked, and the dropped ones by rule, most first. */
export interface ProofDrops {
  reviews: number;
  statements: number;
  dropped: number;
  byRule: { rule: string; count: number; example: string }[];
}

export async function proofDrops(store: Store, now = new Date()): Promise<ProofDrops> {
  const records = await store.listRecords<{ report?: { proof?: { statements: number; dropped: { rule: string; reason: string }[] } } }>('review', {
    since: new Date(now.getTime() - 7 * 86_400_000),
  });
  const byRule = new Map<string, { rule: string; count: number; example: string }>();
  let statements = 0;
  let dropped = 0;
  for (const record of records) {
    const proof = record.data.report?.proof;
    if (!proof) continue;
    statements += proof.statements;
    for (const drop of proof.dropped) {
      dropped += 1;
      // A rule group ("working:tel") is summed as its rule; newest first, so the example is the latest reason.
      const entry = byRule.get(drop.rule) ?? { rule: drop.rule, count: 0, example: drop.reason };
      entry.count += 1;
      byRule.set(drop.rule, entry);
    }
  }
  return { reviews: records.length, statements, dropped, byRule: [...byRule.values()].sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule)) };
}

export async function modelFallbacks(store: Store, now = new Date()): Promise<ModelFallbacks> {
  const records = await store.listRecords<{ modelFallback?: { kind: 'timeout' | 'error' | 'unusable'; message: string } | null }>('review', {
    since: new Date(now.getTime() - 86_400_000),
  });
  const result: ModelFallbacks = { reviews: records.length, fellBack: 0, byKind: { timeout: 0, error: 0, unusable: 0 }, last: null };
  for (const record of records) {
    const fallback = record.data.modelFallback;
    if (!fallback) continue;
    result.fellBack += 1;
    result.byKind[fallback.kind] = (result.byKind[fallback.kind] ?? 0) + 1;
    // Newest first: the first one seen is the last that happened.
    result.last ??= fallback.message;
  }
  return result;
}
