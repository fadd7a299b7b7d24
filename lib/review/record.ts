import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Store, StoredRecord } from '@/lib/store';
import type { ReviewFacts } from './facts';
import type { SiteWideFacts } from './facts/site';
import type { ReviewReport } from './report/schema';
import type { CustomerCost } from './findings/order';

/** A review as the studio's inbox keeps it: what was asked, what was fetched, and what was written. */
export interface ReviewRecord {
  websiteUrl: string;
  finalUrl: string;
  email: string;
  industry: string | null;
  focusArea: string | null;
  writer: string;
  scores: ReviewReport['scores'];
  analysis: string;
  report: ReviewReport;
  facts: ReviewFacts;
  /** What only the pages read together showed (reviews of one page have none). */
  site?: SiteWideFacts;
  /** Why the model's wording was not used (the built-in wording went out), or null; absent on older records. */
  modelFallback?: { kind: 'timeout' | 'error' | 'unusable'; message: string } | null;
  /** Each finding's weight as scored (findings/index.ts), so the lab's final report scores its findings the same way; absent on older records. */
  weights?: Record<string, number>;
  /** What each finding costs a customer (findings/order.ts), so the lab's final report starts where the first did; absent on older records. */
  costs?: Record<string, CustomerCost>;
  /** What a visitor reads on the submitted page, one block per entry (at most PAGE_TEXT_LIMIT characters), so the lab's final report names elements in the page's words; absent on older records. */
  pageText?: string[];
  /** Set once the visitor's e-mail is queued: it goes once, with the lab figures or with the estimate. */
  emailQueuedAt?: string;
}

/** How much of the submitted page's text a record keeps: a long page's first blocks (leadingBlocks). */
export const PAGE_TEXT_LIMIT = 60_000;

/** The full report's page: the record's id is 24 random bytes, so the URL cannot be guessed. */
export const reportPath = (id: string) => `/review/${id}`;
export const newReportId = () => randomBytes(24).toString('base64url');

/** Report ids are 24 random bytes in base64url: anything else is not one. */
const REPORT_ID = /^[A-Za-z0-9_-]{32}$/;

/** The stored review behind a report id, or null (not an id, unknown, or written before reports existed). */
export async function readReview(store: Store, id: string): Promise<StoredRecord<ReviewRecord> | null> {
  if (!REPORT_ID.test(id)) return null;
  const record = await store.getRecord<ReviewRecord>('review', id);
  if (!record?.data.report) return null;
  // Reports written before the lab stage have no lab: they were estimated.
  return record.data.report.lab ? record : { ...record, data: { ...record.data, report: { ...record.data.report, lab: { status: 'off' } } } };
}
