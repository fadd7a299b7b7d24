import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReportView } from '@/components/review/report-view';
import { getStore, type StoredRecord } from '@/lib/store';
import { pageMetadata } from '@/lib/seo/metadata';
import type { ReviewRecord } from '@/lib/review/service';
import { reportPath } from '@/lib/review/service';

type Props = { params: Promise<{ id: string }> };

/** Report ids are 24 random bytes in base64url (lib/review/service.ts): anything else is not one. */
const REPORT_ID = /^[A-Za-z0-9_-]{32}$/;

async function readReport(id: string): Promise<StoredRecord<ReviewRecord> | null> {
  if (!REPORT_ID.test(id)) return null;
  const record = await getStore().getRecord<ReviewRecord>('review', id);
  return record?.data.report ? record : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const review = await readReport(id);
  // Private to whoever holds the link: never indexed, never in the sitemap.
  return pageMetadata({
    title: review ? `Website review: ${review.data.report.site.host}` : 'Website review',
    description: 'A free website review: scores, every finding with its evidence, and where to start.',
    path: reportPath(id),
    noindex: true,
  });
}

/** The full report the review e-mail links to, at an unguessable URL. */
export default async function ReviewReportPage({ params }: Props) {
  const { id } = await params;
  const record = await readReport(id);
  if (!record) notFound();
  const review = record.data;
  const day = new Date(record.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-primary sm:text-4xl">Your website review</h1>
      <p className="break-words text-muted-foreground">
        {review.finalUrl}, reviewed on {day} for {review.report.industry.name.toLowerCase()}.
      </p>
      <div className="rounded-2xl border bg-card p-6 shadow-card sm:p-8">
        <ReportView report={review.report} level={2} />
      </div>
    </div>
  );
}
