import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { speedLines, pageRows, pagesLine, areaNames, reviewAreas, severities, type Severity, type ReportFinding, type ReviewReport } from '@/lib/review/client';

/** Where the closing step books a call about the findings. */
export const reportBookingHref = '/contact?utm_source=ai-feedback&utm_medium=review-report&utm_campaign=book-call';

const severityStyle: Record<Severity, { label: string; chip: string }> = {
  high: { label: 'High impact', chip: 'bg-[#fde8e4] text-[#9b2413]' },
  medium: { label: 'Medium impact', chip: 'bg-[#fdf1dc] text-[#7a4204]' },
  low: { label: 'Low impact', chip: 'bg-secondary text-secondary-foreground' },
};

/** Score bands as on the home page's card: green 90+, amber 50–89, red below; AA contrast on white. */
const scoreStyle = (score: number) =>
  score >= 90
    ? 'border-success text-success bg-success-soft'
    : score >= 50
      ? 'border-[#b86a12] text-[#7a4204] bg-[#fdf6e9]'
      : 'border-destructive text-destructive bg-[#fdf0ee]';

type Level = 2 | 3;
function Heading({ level, className, children, id }: { level: Level; className?: string; children: ReactNode; id?: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

function FindingItem({ finding, level, showWhy, where }: { finding: ReportFinding; level: Level; showWhy: boolean; where: string | null }) {
  const SubTag = level === 2 ? 'h3' : 'h4';
  return (
    <li className="flex flex-col gap-1.5 border-t pt-3 first:border-t-0 first:pt-0" data-finding={finding.id}>
      <div className="flex flex-wrap items-center gap-2">
        <SubTag className="font-semibold text-foreground">{finding.title}</SubTag>
        <span className="rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground">{areaNames[finding.area]}</span>
      </div>
      {where ? <p className="text-sm break-words text-muted-foreground">{where}</p> : null}
      <ul className="list-disc pl-5 text-sm text-foreground" aria-label="Evidence">
        {finding.evidence.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="font-semibold">What to do: </span>
        {finding.advice}
      </p>
      {showWhy ? <p className="text-sm text-muted-foreground">{finding.why}</p> : null}
    </li>
  );
}

/**
 * A review report as a document: scores per area at a glance, the five to start with, every finding
 * grouped by severity with its evidence, what is working, and a closing step to book a call. Plain
 * markup, no hooks: the review form's island and the report page both render it.
 */
export function ReportView({ report, level = 3, reportHref }: { report: ReviewReport; level?: Level; reportHref?: string }) {
  const byId = new Map(report.findings.map((f) => [f.id, f]));
  const first = report.startWith.map((id) => byId.get(id)).filter((f) => f !== undefined);
  const rows = pageRows(report);
  // Why an area matters is said once, at its first finding, unless a finding has its own.
  const whyShown = new Set<string>();
  const showWhy = (f: ReportFinding) => {
    const key = `${f.area}:${f.why}`;
    if (whyShown.has(key)) return false;
    whyShown.add(key);
    return true;
  };
  return (
    <article className="flex flex-col gap-6 leading-relaxed" data-testid="review-report">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Website review · {report.site.host}</p>
        <Heading level={level} className={level === 2 ? 'text-2xl font-bold text-primary' : 'text-xl font-bold text-primary'}>
          {report.site.title ? `“${report.site.title}”` : report.site.host}
        </Heading>
        <p>{report.summary}</p>
      </header>

      <section aria-label="Scores">
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" data-testid="report-scores">
          {reviewAreas.map((area) => (
            <li key={area} className="flex flex-col items-center gap-1.5 text-center">
              <span className={`flex size-14 items-center justify-center rounded-full border-4 text-xl font-bold ${scoreStyle(report.scores[area])}`}>
                {report.scores[area]}
              </span>
              <span className="text-sm font-medium">{areaNames[area]}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-col gap-1 text-sm text-muted-foreground" data-testid="report-speed">
          {speedLines(report).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </section>

      {first.length > 0 ? (
        <section className="flex flex-col gap-2">
          <Heading level={3} className="text-lg font-semibold text-primary">
            Start with these {first.length}
          </Heading>
          <ol className="list-decimal pl-5">
            {first.map((f) => (
              <li key={f.id}>
                <span className="font-medium">{f.title}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  ({severityStyle[f.severity].label.toLowerCase()}
                  {pagesLine(f, report) ? `; ${pagesLine(f, report)!.replace(/^On/, 'on')}` : ''})
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="font-medium">Every check we run passed: there is nothing to fix on {report.pages && report.pages.length > 1 ? 'the pages we read' : 'this page'}.</p>
      )}

      {rows.length > 0 ? (
        <section className="flex flex-col gap-2">
          <Heading level={3} className="text-lg font-semibold text-primary">
            Pages we read
          </Heading>
          {report.coverage ? <p className="text-sm text-muted-foreground">{report.coverage}</p> : null}
          <div className="overflow-x-auto" role="region" aria-label="Pages we read" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b">
                  {['Page', 'Status', 'Weight', 'Findings'].map((label) => (
                    <th key={label} scope="col" className="py-1.5 pr-3 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.path} className="border-b align-top last:border-b-0">
                    <td className="py-1.5 pr-3">
                      <span className="font-medium break-all">{r.path}</span>
                      <br />
                      <span className="text-muted-foreground">{r.title}</span>
                    </td>
                    <td className="py-1.5 pr-3">{r.status}</td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{r.weight}</td>
                    <td className="py-1.5">{r.line}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {severities.map((severity) => {
        const group = report.findings.filter((f) => f.severity === severity);
        if (group.length === 0) return null;
        return (
          <section key={severity} className="flex flex-col gap-3" data-severity={severity}>
            <Heading level={3} className="flex items-center gap-2 text-lg font-semibold text-primary">
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${severityStyle[severity].chip}`}>{severityStyle[severity].label}</span>
              <span>
                {group.length} {group.length === 1 ? 'finding' : 'findings'}
              </span>
            </Heading>
            <ul className="flex flex-col gap-3">
              {group.map((finding) => (
                <FindingItem key={finding.id} finding={finding} level={level} showWhy={showWhy(finding)} where={pagesLine(finding, report)} />
              ))}
            </ul>
          </section>
        );
      })}

      {report.working.length > 0 ? (
        <section className="flex flex-col gap-2">
          <Heading level={3} className="text-lg font-semibold text-primary">
            What is working
          </Heading>
          <ul className="check-list flex flex-col gap-1.5">
            {report.working.map((item) => (
              <li key={item} className="check-item">
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {report.focus ? (
        <section className="flex flex-col gap-2">
          <Heading level={3} className="text-lg font-semibold text-primary">
            Your focus
          </Heading>
          <p className="text-sm text-muted-foreground">You asked about: “{report.focus.asked}”</p>
          <ul className="list-disc pl-5">
            {report.focus.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="flex flex-col gap-3 rounded-xl bg-secondary p-5">
        <Heading level={3} className="text-lg font-semibold text-primary">
          Want these fixed?
        </Heading>
        <p>Book a free 30-minute strategy call and we will go through these findings with you, no hard pitch.</p>
        <div className="flex flex-wrap gap-3">
          <Link href={reportBookingHref} className={buttonVariants({ variant: 'accent' })}>
            Book a call about this review
          </Link>
          {reportHref ? (
            <Link href={reportHref} className={buttonVariants({ variant: 'outline' })}>
              Open the full report
            </Link>
          ) : null}
        </div>
      </section>
    </article>
  );
}
