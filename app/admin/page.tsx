import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { SetupNotice } from '@/components/admin/setup-notice';
import { requireAdminPage } from '@/lib/admin/guard';
import { inboxKinds, modelFallbacks, overview, proofDrops, type InboxList } from '@/lib/admin/records';
import { getStore } from '@/lib/store';
import { undeliveredMail } from '@/lib/mail/queue';
import { labStatus } from '@/lib/review';

export const metadata: Metadata = { title: 'Overview' };

const colours: Record<InboxList, string> = { leads: '#1b2a4a', inquiries: '#a8500c', reviews: '#17753b', payments: '#6b3fa0' };

const reviewsCount = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

export default async function AdminOverviewPage() {
  const access = await requireAdminPage('/admin');
  if (access.state === 'unconfigured') return <SetupNotice missing={access.missing} />;
  const data = await overview(getStore());
  const undelivered = await undeliveredMail(getStore());
  const fallbacks = await modelFallbacks(getStore());
  const lab = await labStatus();
  const proof = await proofDrops(getStore());
  const fallbackReasons = (['timeout', 'error', 'unusable'] as const)
    .filter((kind) => fallbacks.byKind[kind] > 0)
    .map((kind) => `${fallbacks.byKind[kind]} ${{ timeout: 'took longer than its budget', error: 'failed', unusable: 'answered nothing usable' }[kind]}`);
  const lists = Object.keys(inboxKinds) as InboxList[];
  const peak = Math.max(1, ...data.days.map((d) => lists.reduce((sum, list) => sum + d.counts[list], 0)));

  return (
    <AdminShell current="overview" email={access.email}>
      <h1 className="text-3xl font-bold text-primary">Overview</h1>
      <table className="mt-6 w-full max-w-3xl border-collapse text-left" data-testid="overview-counts">
        <caption className="sr-only">What the site collected, by period</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2">Kind</th>
            <th scope="col" className="py-2">Today</th>
            <th scope="col" className="py-2">7 days</th>
            <th scope="col" className="py-2">30 days</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list} className="border-b">
              <th scope="row" className="py-2 font-medium">{inboxKinds[list].title}</th>
              <td className="py-2">{data.counts[list].today}</td>
              <td className="py-2">{data.counts[list].week}</td>
              <td className="py-2">{data.counts[list].month}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <section aria-labelledby="writer-title" className="mt-10" data-testid="model-fallbacks">
        <h2 id="writer-title" className="text-xl font-bold text-primary">AI writer, last 24 hours</h2>
        {fallbacks.fellBack === 0 ? (
          <p className="mt-2">
            {fallbacks.reviews === 0 ? 'No reviews in the last 24 hours.' : `None of the ${fallbacks.reviews} reviews fell back to the built-in wording.`}
          </p>
        ) : (
          <p className="mt-2">
            {fallbacks.fellBack} of {fallbacks.reviews} reviews went out in the built-in wording because the model {fallbackReasons.join(', ')}. Last: {fallbacks.last}
          </p>
        )}
      </section>

      <section aria-labelledby="proof-title" className="mt-10" data-testid="proof-drops">
        <h2 id="proof-title" className="text-xl font-bold text-primary">Statements the review’s proof dropped, last 7 days</h2>
        {proof.dropped === 0 ? (
          <p className="mt-2">
            {proof.reviews === 0 ? 'No reviews in the last 7 days.' : `None of the ${proof.statements.toLocaleString('en-US')} statements of ${reviewsCount(proof.reviews)} was dropped.`}
          </p>
        ) : (
          <>
            <p className="mt-2">
              {proof.dropped} of {proof.statements.toLocaleString('en-US')} statements in {reviewsCount(proof.reviews)} did not hold against the pages and were left out. Each rule here is one to mend.
            </p>
            <table className="mt-3 w-full max-w-4xl border-collapse text-left text-sm">
              <caption className="sr-only">Dropped statements by rule, most first</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3">Rule</th>
                  <th scope="col" className="py-2 pr-3">Dropped</th>
                  <th scope="col" className="py-2">Latest reason</th>
                </tr>
              </thead>
              <tbody>
                {proof.byRule.map((row) => (
                  <tr key={row.rule} className="border-b align-top">
                    <th scope="row" className="py-2 pr-3 font-mono font-normal">{row.rule}</th>
                    <td className="py-2 pr-3">{row.count}</td>
                    <td className="py-2 [overflow-wrap:anywhere]">{row.example}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby="lab-title" className="mt-10" data-testid="lab-status">
        <h2 id="lab-title" className="text-xl font-bold text-primary">Speed measurement</h2>
        {/* The detail may carry a long URL (the PageSpeed endpoint): it wraps rather than widen a phone's page. */}
        <p className="mt-2 [overflow-wrap:anywhere]">
          {lab.state === 'unavailable' || lab.state === 'unsandboxed' ? <strong>{lab.state === 'unavailable' ? 'Off: ' : 'Unsandboxed: '}</strong> : null}
          {lab.detail}
        </p>
      </section>

      <section aria-labelledby="mail-title" className="mt-10" data-testid="mail-queue">
        <h2 id="mail-title" className="text-xl font-bold text-primary">E-mail delivery</h2>
        {undelivered.length === 0 ? (
          <p className="mt-2">Every e-mail of the last 14 days has been delivered.</p>
        ) : (
          <table className="mt-3 w-full max-w-4xl border-collapse text-left text-sm">
            <caption className="sr-only">E-mails not delivered yet, newest first</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2 pr-3">To</th>
                <th scope="col" className="py-2 pr-3">Subject</th>
                <th scope="col" className="py-2 pr-3">Tries</th>
                <th scope="col" className="py-2">Last error</th>
              </tr>
            </thead>
            <tbody>
              {undelivered.map((mail) => (
                <tr key={mail.id} className="border-b align-top">
                  <td className="py-2 pr-3 font-medium">{mail.data.status === 'failed' ? 'Gave up' : `Waiting (next try ${mail.data.nextAttemptAt.slice(11, 16)} UTC)`}</td>
                  <td className="py-2 pr-3 break-all">{mail.data.message.to}</td>
                  <td className="py-2 pr-3">{mail.data.message.subject}</td>
                  <td className="py-2 pr-3">{mail.data.attempts}</td>
                  <td className="py-2 break-words">{mail.data.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="chart-title" className="mt-10">
        <h2 id="chart-title" className="text-xl font-bold text-primary">Last 30 days by source</h2>
        <ul className="mt-3 flex flex-wrap gap-4 text-sm">
          {lists.map((list) => (
            <li key={list} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: colours[list] }} />
              {inboxKinds[list].title}
            </li>
          ))}
        </ul>
        <figure className="mt-4">
          <div role="img" aria-label="Daily counts for the last 30 days; the table below has the numbers" className="flex h-48 items-end gap-1 border-b border-l p-1">
            {data.days.map((day) => (
              <div key={day.day} className="flex flex-1 flex-col-reverse" title={day.day}>
                {lists.map((list) =>
                  day.counts[list] ? (
                    <div key={list} style={{ height: `${(day.counts[list] / peak) * 176}px`, background: colours[list] }} />
                  ) : null,
                )}
              </div>
            ))}
          </div>
          <figcaption className="mt-2 text-sm text-muted-foreground">
            {data.days[0]?.day} to {data.days.at(-1)?.day} (UTC)
          </figcaption>
        </figure>
        <details className="mt-4">
          <summary className="cursor-pointer font-medium">Daily numbers</summary>
          <table className="mt-2 text-sm">
            <thead>
              <tr>
                <th scope="col" className="pr-4 text-left">Day</th>
                {lists.map((list) => (
                  <th key={list} scope="col" className="pr-4 text-left">{inboxKinds[list].title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="pr-4 text-left font-normal">{day.day}</th>
                  {lists.map((list) => (
                    <td key={list} className="pr-4">{day.counts[list]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </AdminShell>
  );
}
