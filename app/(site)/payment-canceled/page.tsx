import type { Metadata } from 'next';
import { CircleX } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Payment Canceled',
    description: `Your payment to ${studio.name} was canceled and no charges were made. Try again or contact us.`,
    path: routes.paymentCanceled.path,
    noindex: true,
  });
}

export default function PaymentCanceledPage() {
  return (
    <Section aria-labelledby="canceled-title" width="2xl" padding={20} className="flex flex-col items-center gap-6 text-center">
      <JsonLd data={breadcrumbJsonLd([{ name: 'Payment canceled', path: routes.paymentCanceled.path }])} />
      <Icon icon={CircleX} className="size-14 text-muted-foreground" />
      <h1 id="canceled-title" className="text-4xl font-bold text-primary">
        Payment canceled
      </h1>
      <p className="text-lg text-muted-foreground">
        No charges were made. You can try again whenever you are ready, or ask us anything first: we reply within{' '}
        {studio.claims.replyTime}.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <CtaLink href={routes.payment.path} cta="payment_try_again">
          Try Again
        </CtaLink>
        <CtaLink href={routes.contact.path} cta="payment_canceled_contact" variant="outline">
          Contact Us
        </CtaLink>
      </div>
    </Section>
  );
}
