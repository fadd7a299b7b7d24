'use client';

import { lazy, Suspense, useActionState, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryParam } from '@/lib/ui/use-query-param';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Field } from '@/components/forms/field';
import { lazyModule, useFormSubmit } from '@/components/forms/use-form-submit';
import { buttonVariants } from '@/components/ui/button-variants';
import { useLazyToast } from '@/components/ui/lazy-toast';
import { IDLE, type ReviewFormState, type FormAction } from '@/lib/forms/form-states';
import { postCommand } from '@/lib/forms/post-command';
import { reviewFailureToast, reviewFieldMessages, reviewToasts, type ReviewReport } from '@/lib/review/client';

// The report's markup is only needed once a review arrives: its code loads then (and is fetched
// while the site is being analysed), so the page's first load does not carry it.
const loadReportView = () => import('./report-view');
const ReportView = lazy(() => loadReportView().then((m) => ({ default: m.ReportView })));
// The e-mail's schema (zod), out of the page's load: fetched with the toaster when the visitor turns
// to the form (useLoadOnIntent below), awaited on submit; its first parse (zod builds its checks then)
// runs as it arrives, not on the submit.
const schema = lazyModule(() => import('@/lib/leads/schema'), (loaded) => {
  loaded.emailProblem('ada@example.com');
});
// An answer of the spec's own shape ({ analysis, usage }, no report) is shown as its text.
const AnalysisText = lazy(() => import('./analysis-text').then((m) => ({ default: m.AnalysisText })));

export interface IndustryOption {
  slug: string;
  name: string;
}

type ReviewField = 'website_url' | 'email';
type Usage = { remaining: number; limit: number; whitelisted: boolean };

const TOASTS = {
  urlRequired: reviewFieldMessages.website_url,
  emailRequired: reviewFieldMessages.email,
  ...reviewToasts,
};

/**
 * The free review: URL, e-mail, optional focus and industry. Missing fields get the spec's toasts
 * and are marked inline; while the site is analysed the button is disabled and says 'Analyzing
 * Website...'; the review appears in a 500px scrollable panel. Submitted before its script has
 * run, the form posts to a server action (lib/review/actions.ts): a review opens its report page,
 * anything else comes back here with the toast's words in an alert and the fields as typed.
 * ?industry= preselects the visitor's industry (industry pages link here with it).
 */
export function ReviewForm({
  industries,
  dailyLimit,
  action,
  icons,
}: {
  industries: IndustryOption[];
  dailyLimit: number;
  /** The submit button's icons (a spinner while analyzing), rendered by the page (server). */
  icons: { analyzing: ReactNode; start: ReactNode };
  /** The server action for a post without script (lib/review/actions.ts), passed by the page. */
  action: FormAction<ReviewFormState>;
}) {
  const requested = useQueryParam('industry');
  const initialIndustry = industries.some((option) => option.slug === requested) ? requested! : '';
  const id = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const [posted, postForm] = useActionState(action, IDLE);
  const typed = posted.status === 'idle' ? null : posted.values;
  // A failed post without script: shown until the script runs a review of its own.
  const [postFailure, setPostFailure] = useState(posted.status === 'failed' ? posted : null);
  const [report, setReport] = useState<{ report: ReviewReport; href?: string } | { analysis: string } | null>(null);
  const [usage, setUsage] = useState<Usage | null>(
    posted.status === 'failed' && posted.limit !== undefined ? { remaining: 0, limit: posted.limit, whitelisted: false } : null,
  );
  const { showToast, toaster, prepare: prepareToaster } = useLazyToast();
  const { intent, problems, sending: analyzing, onSubmit } = useFormSubmit<ReviewField>({
    load: useCallback(() => Promise.all([schema.load(), prepareToaster()]), [prepareToaster]),
    fields: ['website_url', 'email'],
    trim: true,
    initialProblems: posted.status === 'invalid' ? posted.problems : {},
    check: async (values) => {
      const found: Partial<Record<ReviewField, string>> = {};
      if (!values.website_url) found.website_url = TOASTS.urlRequired.description;
      if (!values.email) {
        found.email = TOASTS.emailRequired.description;
      } else {
        const problem = (schema.now() ?? (await schema.load())).emailProblem(values.email);
        if (problem) found.email = problem;
      }
      return found;
    },
    onChecked: (found, values) => {
      setPostFailure(null);
      if (found.website_url && !values.website_url) showToast({ kind: 'error', ...TOASTS.urlRequired });
      else if (found.email && !values.email) showToast({ kind: 'error', ...TOASTS.emailRequired });
    },
    send: async (values) => {
      void loadReportView().catch(() => undefined);
      const answer = await postCommand<{ analysis?: string; report?: ReviewReport; reportUrl?: string; usage?: Usage }>('/api/ai-feedback', {
        website_url: values.website_url,
        email: values.email,
        focus_area: values.focus_area ?? '',
        industry: values.industry ?? '',
      });
      const body = answer.ok ? answer.value : null;
      if (body && (body.report || typeof body.analysis === 'string')) {
        setReport(body.report ? { report: body.report, href: body.reportUrl } : { analysis: body.analysis! });
        if (body.usage) setUsage(body.usage);
        showToast({ kind: 'success', ...TOASTS.complete });
        requestAnimationFrame(() => resultsRef.current?.focus());
      } else {
        // Also a 2xx without a report, and no answer at all (status 0): the spec's failure toast.
        const { limit, ...toast } = reviewFailureToast(answer.status, answer.ok ? {} : answer.body);
        if (limit !== undefined) setUsage({ remaining: 0, limit, whitelisted: false });
        showToast({ kind: 'error', ...toast });
      }
    },
  });

  const badge = usage
    ? usage.whitelisted
      ? null
      : `${usage.remaining} of ${usage.limit} free analyses left today`
    : `${dailyLimit} free analyses per day`;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
      <form
        {...intent}
        action={postForm}
        onSubmit={onSubmit}
        noValidate
        aria-busy={analyzing}
        className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-card sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-primary">Review my website</h2>
          {badge ? (
            <p className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground" data-testid="usage-badge">
              {badge}
            </p>
          ) : null}
        </div>
        <Field id={`${id}-url`} label="Website URL *" error={problems.website_url}>
          {(control) => (
            <Input
              {...control}
              name="website_url"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.yourfirm.com"
              required
              defaultValue={typed?.website_url}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label="Email *" hint="We e-mail you a copy of the review." error={problems.email}>
          {(control) => (
            <Input {...control} name="email" type="email" autoComplete="email" placeholder="you@yourfirm.com" required defaultValue={typed?.email} />
          )}
        </Field>
        <Field id={`${id}-industry`} label="Industry">
          {(control) => (
            <select
              {...control}
              // A new default (the query, read after hydration) needs a new element: a select keeps its first.
              key={initialIndustry}
              name="industry"
              defaultValue={typed?.industry ?? initialIndustry}
              className="h-10 rounded-md border border-input bg-card px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <option value="">Choose your industry (optional)</option>
              {industries.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-focus`} label="Focus area">
          {(control) => (
            <Textarea
              {...control}
              name="focus_area"
              rows={3}
              maxLength={500}
              placeholder="For example: more inquiries from the contact page"
              defaultValue={typed?.focus_area}
            />
          )}
        </Field>
        {postFailure ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            <p className="font-semibold">{postFailure.title}</p>
            <p>{postFailure.description}</p>
          </div>
        ) : null}
        <button type="submit" disabled={analyzing} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          {analyzing ? icons.analyzing : icons.start}
          {analyzing ? 'Analyzing Website...' : 'Analyze My Website'}
        </button>
        {toaster}
      </form>

      <section
        ref={resultsRef}
        aria-labelledby={`${id}-results-title`}
        tabIndex={-1}
        className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-card focus-visible:outline-3 focus-visible:outline-ring sm:p-8"
      >
        <h2 id={`${id}-results-title`} className="text-xl font-bold text-primary">
          Your review
        </h2>
        <div
          role="region"
          aria-label="Analysis results"
          tabIndex={0}
          className="h-[500px] overflow-y-auto rounded-xl border bg-background p-5 focus-visible:outline-3 focus-visible:outline-ring"
          data-testid="analysis-results"
        >
          {analyzing ? (
            <div role="status" className="flex h-full flex-col items-center justify-center gap-4 text-center text-muted-foreground">
              <progress aria-label="Analyzing your website" className="h-2 w-48 accent-primary" />
              <p>Fetching your site, reading its structure and writing your review. This takes a few seconds.</p>
            </div>
          ) : report ? (
            <Suspense fallback={<p className="text-muted-foreground">Opening your review…</p>}>
              {'report' in report ? <ReportView report={report.report} reportHref={report.href} /> : <AnalysisText text={report.analysis} />}
            </Suspense>
          ) : (
            <p className="text-muted-foreground">
              Your review appears here: scores for search, speed, accessibility, conversion and trust, every problem we can show
              you with its evidence, the five to start with, and why each matters for your industry.
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
