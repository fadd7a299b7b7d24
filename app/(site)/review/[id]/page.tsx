import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Section } from '@/components/page/section';
import { ReportView } from '@/components/review/report-view';
import { LabFollower } from '@/components/review/lab-follower';
import { getStore } from '@/lib/store';
import { pageMetadata } from '@/lib/seo/metadata';
import { readReview, reportPath } from '@/lib/review';

type Props = { params: Promise<{ id: string }> };

const readReport = (id: string) => readReview(getStore(), id);

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
    <Section as="div" width="3xl" padding={12} className="flex flex-col gap-6 sm:py-16">
      <h1 className="text-3xl font-bold text-primary sm:text-4xl">Your website review</h1>
      <p className="break-words text-muted-foreground">
        {review.finalUrl}, reviewed on {day} for {review.report.industry.name.toLowerCase()}.
      </p>
      {review.report.lab?.status === 'pending' ? <LabFollower id={id} /> : null}
      {review.report.lab?.status === 'done' && review.report.lab.screenshot ? (
        <figure className="flex flex-col items-center gap-2 self-center">
          {/* A data: URL Lighthouse took of the visitor's page: next/image cannot optimise it, and it is already a small JPEG. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={review.report.lab.screenshot} alt={`Your page on a phone, as Lighthouse saw it at the end of the load`} width={206} height={446} className="h-auto w-[206px] rounded-xl border shadow-card" />
          <figcaption className="text-sm text-muted-foreground">Your page on a phone, as Lighthouse saw it</figcaption>
        </figure>
      ) : null}
      <div className="rounded-2xl border bg-card p-6 shadow-card sm:p-8">
        <ReportView report={review.report} level={2} />
      </div>
    </Section>
  );
}
