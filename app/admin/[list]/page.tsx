import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { SetupNotice } from '@/components/admin/setup-notice';
import { AnalysisText } from '@/components/review/analysis-text';
import { requireAdminPage } from '@/lib/admin/guard';
import { filterRecords, inboxKinds, pageOf, readInboxQuery, type InboxList } from '@/lib/admin/records';
import { getStore, type StoredRecord } from '@/lib/store';
import { industryRegistry } from '@/content/industries/registry';
import { formatPrice } from '@/content/payments';
import type { InquiryRecord, LeadRecord } from '@/lib/leads/service';
import type { PaymentRecord } from '@/lib/payments/webhook';
import { reportPath, type ReviewRecord, areaNames, reviewAreas } from '@/lib/review';

type Props = { params: Promise<{ list: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const isList = (value: string): value is InboxList => value in inboxKinds;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { list } = await params;
  return { title: isList(list) ? inboxKinds[list].title : 'Not found' };
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

function PersonCell({ name, email }: { name: unknown; email: unknown }) {
  return (
    <td>
      {text(name)}
      <br />
      <span className="text-muted-foreground">{text(email)}</span>
    </td>
  );
}

function Row({ list, record }: { list: InboxList; record: StoredRecord }) {
  if (list === 'leads') {
    const d = record.data as unknown as LeadRecord;
    return (
      <>
        <td>{text(d.email)}</td>
        <td>{text(d.industry)}</td>
        <td>{text(d.metadata?.fileName)}</td>
        <td className="max-w-xs truncate">{text(d.page)}</td>
      </>
    );
  }
  if (list === 'inquiries') {
    const d = record.data as unknown as InquiryRecord;
    return (
      <>
        <PersonCell name={d.name} email={d.email} />
        <td>{text(d.company)}</td>
        <td className="max-w-md whitespace-pre-wrap">{text(d.message)}</td>
        <td>
          {d.handled ? (
            <span className="font-medium text-success">Handled</span>
          ) : (
            <form method="post" action="/admin/posts/handled">
              <input type="hidden" name="id" value={record.id} />
              <button type="submit" className="rounded-md border px-3 py-1 text-sm font-medium hover:bg-muted">
                Mark handled<span className="sr-only"> (inquiry from {text(d.name)})</span>
              </button>
            </form>
          )}
        </td>
      </>
    );
  }
  if (list === 'reviews') {
    const d = record.data as unknown as ReviewRecord;
    return (
      <>
        <td>{text(d.email)}</td>
        <td>{text(d.websiteUrl)}</td>
        <td>{text(d.industry)}</td>
        <td>
          <details>
            <summary className="cursor-pointer font-medium">{d.report ? 'Report and facts' : 'Analysis and facts'}</summary>
            <div className="mt-2 max-w-2xl rounded border bg-card p-3 text-sm">
              {d.report ? (
                <>
                  <p>
                    {reviewAreas.map((area) => `${areaNames[area]} ${d.report.scores[area]}`).join(' · ')} · {d.report.findings.length} findings
                  </p>
                  <p className="mt-2">
                    <a href={reportPath(record.id)} className="font-medium underline">
                      Open the report the visitor received
                    </a>
                  </p>
                </>
              ) : (
                // Reviews written before the structured report keep their text.
                <AnalysisText text={d.analysis} />
              )}
              <h3 className="mt-4 font-semibold">Facts it used</h3>
              <pre className="mt-1 max-h-80 overflow-auto text-xs whitespace-pre-wrap">{JSON.stringify(d.facts, null, 2)}</pre>
            </div>
          </details>
        </td>
      </>
    );
  }
  const d = record.data as unknown as PaymentRecord;
  return (
    <>
      <PersonCell name={d.name} email={d.email} />
      <td>{text(d.product)}</td>
      <td>{formatPrice(d.amount, d.currency)}</td>
      <td>{d.livemode ? 'live' : 'test'}</td>
    </>
  );
}

const headers: Record<InboxList, string[]> = {
  leads: ['E-mail', 'Industry', 'Guide', 'Page'],
  inquiries: ['From', 'Company', 'Message', 'Status'],
  reviews: ['E-mail', 'Website', 'Industry', 'Review'],
  payments: ['Payer', 'Product', 'Amount', 'Mode'],
};

export default async function AdminListPage({ params, searchParams }: Props) {
  const { list } = await params;
  if (!isList(list)) notFound();
  const access = await requireAdminPage(`/admin/${list}`);
  if (access.state === 'unconfigured') return <SetupNotice missing={access.missing} />;

  const query = readInboxQuery(await searchParams);
  const records = await filterRecords(getStore(), list, query);
  const { rows, page, pages, total } = pageOf(records, query.page);
  const filters = new URLSearchParams(
    Object.entries({ q: query.q, industry: query.industry, from: query.from, to: query.to }).filter((e): e is [string, string] => Boolean(e[1])),
  );
  const pageLink = (n: number) => `/admin/${list}?${new URLSearchParams([...filters, ['page', String(n)]])}`;

  return (
    <AdminShell current={list} email={access.email}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-primary">{inboxKinds[list].title}</h1>
        <a href={`/admin/export/${list}?${filters}`} className="rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted">
          Export CSV ({total})
        </a>
      </div>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Search e-mail or text
          <input name="q" defaultValue={query.q} className="h-10 rounded-md border px-3" />
        </label>
        {inboxKinds[list].industry ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Industry
            <select name="industry" defaultValue={query.industry ?? ''} className="h-10 rounded-md border px-3">
              <option value="">All</option>
              {industryRegistry.map((industry) => (
                <option key={industry.slug} value={industry.slug}>
                  {industry.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col gap-1 text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={query.from} className="h-10 rounded-md border px-3" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={query.to} className="h-10 rounded-md border px-3" />
        </label>
        <button type="submit" className="h-10 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground">
          Filter
        </button>
      </form>
      <p className="mt-4 text-sm text-muted-foreground" role="status">
        {total} {total === 1 ? 'record' : 'records'}, newest first. Page {page} of {pages}.
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm [&_td]:border-b [&_td]:p-2 [&_td]:align-top [&_th]:p-2" data-testid="records">
          <thead>
            <tr className="border-b">
              <th scope="col">Received (UTC)</th>
              {headers[list].map((header) => (
                <th key={header} scope="col">{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((record) => (
              <tr key={record.id}>
                <td className="whitespace-nowrap">{when(record.createdAt)}</td>
                <Row list={list} record={record} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-3">
          {page > 1 ? <Link href={pageLink(page - 1)}>Previous page</Link> : null}
          {page < pages ? <Link href={pageLink(page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </AdminShell>
  );
}
