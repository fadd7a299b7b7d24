import type { Metadata } from 'next';
import { CircleCheck } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { readPaidSession, type PaidSummary } from '@/lib/payments/checkout';
import { getStripe } from '@/lib/payments/stripe';
import { formatPrice } from '@/content/payments';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Payment Received',
    description: `Thank you for your payment to ${studio.name}. Your receipt comes from Stripe, our card payment provider.`,
    path: routes.paymentSuccess.path,
    noindex: true,
  });
}

/** The paid amount and e-mail, read from Stripe on the server when the return link names a session. */
async function paidSummary(sessionId: string | string[] | undefined): Promise<PaidSummary | null> {
  const stripe = getStripe();
  if (!stripe || typeof sessionId !== 'string') return null;
  return readPaidSession(stripe, sessionId);
}

export default async function PaymentSuccessPage({ searchParams }: Props) {
  const summary = await paidSummary((await searchParams).session_id);
  return (
    <Section aria-labelledby="success-title" width="2xl" padding={20} className="flex flex-col items-center gap-6 text-center">
      <JsonLd data={breadcrumbJsonLd([{ name: 'Payment received', path: routes.paymentSuccess.path }])} />
      <Icon icon={CircleCheck} className="size-14 text-success" />
      <h1 id="success-title" className="text-4xl font-bold text-primary">
        Thank you for your payment
      </h1>
      {summary ? (
        <p className="text-lg" data-testid="paid-summary">
          We received <strong>{formatPrice(summary.amount, summary.currency)}</strong>
          {summary.product ? <> for the {summary.product}</> : null}.
          {summary.email ? (
            <>
              {' '}
              Your receipt is on its way to <strong>{summary.email}</strong>.
            </>
          ) : null}
        </p>
      ) : null}
      <p className="text-lg text-muted-foreground">
        Stripe, our card payment provider, e-mails your receipt. {studio.founder.name} will be in touch within{' '}
        {studio.claims.replyTime} to schedule the work.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <CtaLink href={routes.home.path} cta="payment_success_home" variant="outline">
          Back to Home
        </CtaLink>
        <CtaLink href={routes.contact.path} cta="payment_success_contact">
          Contact Us
        </CtaLink>
      </div>
    </Section>
  );
}
