'use client';

import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { LoaderCircle, Sparkles } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/ui/field-error';
import { Textarea } from '@/components/ui/textarea';
import { buttonVariants } from '@/components/ui/button-variants';
import { useLazyToast } from '@/components/ui/lazy-toast';
import { reviewFieldMessages, reviewToasts } from '@/lib/review/messages';
import type { ReviewReport } from '@/lib/review/report/schema';

// The report's markup is only needed once a review arrives: its code loads then (and is fetched
// while the site is being analysed), so the page's first load does not carry it.
const loadReportView = () => import('./report-view');
const ReportView = lazy(() => loadReportView().then((m) => ({ default: m.ReportView })));

export interface IndustryOption {
  slug: string;
  name: string;
}

type Field = 'website_url' | 'email';
type Problems = Partial<Record<Field, string>>;
type Usage = { remaining: number; limit: number; whitelisted: boolean };

const TOASTS = {
  urlRequired: reviewFieldMessages.website_url,
  emailRequired: reviewFieldMessages.email,
  ...reviewToasts,
};

/** The form for this URL: ?industry= preselects the visitor's industry (industry pages link here with it). */
export function ReviewFormFromQuery(props: { industries: IndustryOption[]; dailyLimit: number }) {
  const requested = useSearchParams().get('industry') ?? '';
  const industry = props.industries.some((option) => option.slug === requested) ? requested : '';
  return <ReviewForm {...props} initialIndustry={industry} />;
}

/**
 * The free review: URL, e-mail, optional focus and industry. Missing fields get the spec's toasts
 * and are marked inline; while the site is analysed the button is disabled and says 'Analyzing
 * Website...'; the review appears in a 500px scrollable panel, rendered as elements from text.
 */
export function ReviewForm({
  industries,
  dailyLimit,
  initialIndustry = '',
}: {
  industries: IndustryOption[];
  dailyLimit: number;
  initialIndustry?: string;
}) {
  const id = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [analyzing, setAnalyzing] = useState(false);
  const [report, setReport] = useState<{ report: ReviewReport; href?: string } | null>(null);
  const [usage, setUsage] = useState<Usage | null>(null);
  const { showToast, toaster } = useLazyToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (analyzing) return;
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value).trim()]));

    const found: Problems = {};
    if (!values.website_url) found.website_url = TOASTS.urlRequired.description;
    if (!values.email) {
      found.email = TOASTS.emailRequired.description;
    } else {
      const { emailProblem } = await import('@/lib/leads/schema');
      const problem = emailProblem(values.email);
      if (problem) found.email = problem;
    }
    setProblems(found);
    if (!values.website_url) showToast({ kind: 'error', ...TOASTS.urlRequired });
    else if (!values.email) showToast({ kind: 'error', ...TOASTS.emailRequired });
    const first = (['website_url', 'email'] as const).find((field) => found[field]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }

    setAnalyzing(true);
    void loadReportView().catch(() => undefined);
    try {
      const response = await fetch('/api/ai-feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          website_url: values.website_url,
          email: values.email,
          focus_area: values.focus_area ?? '',
          industry: values.industry ?? '',
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        analysis?: string;
        report?: ReviewReport;
        reportUrl?: string;
        usage?: Usage;
        error?: string;
        limit?: number;
      };
      if (response.ok && body.report) {
        setReport({ report: body.report, href: body.reportUrl });
        if (body.usage) setUsage(body.usage);
        showToast({ kind: 'success', ...TOASTS.complete });
        requestAnimationFrame(() => resultsRef.current?.focus());
      } else if (response.status === 429 && typeof body.limit === 'number') {
        setUsage({ remaining: 0, limit: body.limit, whitelisted: false });
        showToast({ kind: 'error', ...TOASTS.limit(body.limit) });
      } else if ((response.status === 422 || response.status === 400) && body.error) {
        showToast({ kind: 'error', title: TOASTS.failed.title, description: body.error });
      } else {
        showToast({ kind: 'error', ...TOASTS.failed });
      }
    } catch {
      showToast({ kind: 'error', ...TOASTS.failed });
    } finally {
      setAnalyzing(false);
    }
  };

  const describedBy = (field: Field, hint?: string) => [hint, problems[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const badge = usage
    ? usage.whitelisted
      ? null
      : `${usage.remaining} of ${usage.limit} free analyses left today`
    : `${dailyLimit} free analyses per day`;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
      <form onSubmit={onSubmit} noValidate aria-busy={analyzing} className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-card sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-primary">Review my website</h2>
          {badge ? (
            <p className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground" data-testid="usage-badge">
              {badge}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-url`}>Website URL *</Label>
          <Input
            id={`${id}-url`}
            name="website_url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.yourfirm.com"
            required
            aria-invalid={problems.website_url ? true : undefined}
            aria-describedby={describedBy('website_url')}
          />
          <FieldError id={`${id}-website_url-error`}>{problems.website_url}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-email`}>Email *</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@yourfirm.com"
            required
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={describedBy('email', `${id}-email-hint`)}
          />
          <p id={`${id}-email-hint`} className="text-sm text-muted-foreground">
            We e-mail you a copy of the review.
          </p>
          <FieldError id={`${id}-email-error`}>{problems.email}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-industry`}>Industry</Label>
          <select
            id={`${id}-industry`}
            name="industry"
            defaultValue={initialIndustry}
            className="h-10 rounded-md border border-input bg-card px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <option value="">Choose your industry (optional)</option>
            {industries.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-focus`}>Focus area</Label>
          <Textarea
            id={`${id}-focus`}
            name="focus_area"
            rows={3}
            maxLength={500}
            placeholder="For example: more inquiries from the contact page"
          />
        </div>
        <button type="submit" disabled={analyzing} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          <Icon icon={analyzing ? LoaderCircle : Sparkles} className={analyzing ? 'animate-spin motion-reduce:animate-none' : undefined} />
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
              <ReportView report={report.report} reportHref={report.href} />
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
