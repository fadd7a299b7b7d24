import type { Metadata } from 'next';
import { Section } from '@/components/page/section';
import { Link } from '@/components/ui/link';
import { CalendarDays, ExternalLink } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { SchedulerFrame } from '@/components/booking/scheduler-frame';
import { buttonVariants } from '@/components/ui/button-variants';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, schedulerEmbedUrl, schedulerUrl } from '@/lib/site/config';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Book Your Strategy Call',
    description: `Pick a time for a free ${studio.claims.strategyCallMinutes}-minute strategy call with ${studio.founder.name}: we look at your website together, with no hard pitch.`,
    path: routes.book.path,
  });
}

/** After a booking, the visitor continues to the payment page, which greets them. */
const AFTER_BOOKING = `${routes.payment.path}?booked=1`;

export default function BookPage() {
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: `${studio.claims.strategyCallMinutes}-minute strategy call`,
            url: absoluteUrl(routes.book.path),
            provider: { '@type': 'Organization', name: studio.name },
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          },
          breadcrumbJsonLd([{ name: 'Book a Call', path: routes.book.path }]),
        ]}
      />
      <PageHeader
        eyebrow="Book a call"
        title="Book Your Strategy Call"
        lead={`${studio.claims.strategyCallMinutes} minutes with ${studio.founder.name}, on video or phone. Bring your site; leave with the three changes that will matter most.`}
      >
        <a
          href={schedulerUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-cta="book_external"
          className={buttonVariants({ variant: 'accent', size: 'lg' })}
        >
          <Icon icon={ExternalLink} />
          Open the Scheduling Page
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </PageHeader>
      <Section aria-labelledby="scheduler-title" width="5xl" padding={14}>
        <h2 id="scheduler-title" className="flex items-center gap-2 text-2xl font-bold text-primary">
          <Icon icon={CalendarDays} className="size-6 text-accent" />
          Choose a time
        </h2>
        <p className="mt-2 text-muted-foreground">
          Times are shown in your own time zone. Once you have booked, we take you to the payment page for paid consultations and audits.
        </p>
        <div className="mt-6">
          <SchedulerFrame src={schedulerEmbedUrl()} schedulerOrigin={new URL(schedulerUrl).origin} nextPath={AFTER_BOOKING} />
        </div>
        <p className="mt-6 text-muted-foreground">
          Already booked a consultation or want the audit?{' '}
          <Link href={routes.payment.path} data-cta="book_payment" className="font-semibold text-primary underline underline-offset-4 hover:text-accent">
            Go to the payment page
          </Link>
        </p>
      </Section>
    </>
  );
}
