import type { Metadata } from 'next';
import { Section } from '@/components/page/section';
import { Link } from '@/components/ui/link';
import { CalendarCheck, CreditCard, ExternalLink, LoaderCircle, LockKeyhole, Mail, Receipt } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { PayNowForm, type PayableProduct } from '@/components/payments/pay-now-form';
import { startPaymentForm } from '@/lib/payments/actions';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site/config';
import { auditIncludes, formatPrice, paymentCurrency, paymentProducts } from '@/content/payments';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

/** The form island's icons, drawn here so the island ships none. */
const payIcons = {
  booked: <Icon icon={CalendarCheck} className="mt-0.5 size-5 text-success" />,
  external: <Icon icon={ExternalLink} />,
  pending: <Icon icon={LoaderCircle} className="animate-spin motion-reduce:animate-none" />,
  pay: <Icon icon={CreditCard} />,
};

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Pay for an Audit or a Consultation',
    description: `Pay securely by card for a Website Conversion Audit (${formatPrice(paymentProducts[0].amount)}) or a 1-hour (${formatPrice(paymentProducts[1].amount)}) or 2-hour (${formatPrice(paymentProducts[2].amount)}) consultation with ${studio.founder.name}. Checkout and receipt by Stripe.`,
    path: routes.payment.path,
  });
}

const products: PayableProduct[] = paymentProducts.map((product) => ({
  id: product.id,
  title: product.title,
  amount: product.amount,
  price: formatPrice(product.amount),
  summary: product.summary,
}));

/** Static: the greeting for /payment?booked=1 is the form island's, read from the URL in the browser. */
export default function PaymentPage() {
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: 'Make a Payment',
            url: absoluteUrl(routes.payment.path),
            mainEntity: {
              '@type': 'OfferCatalog',
              name: `${studio.name} audits and consultations`,
              itemListElement: paymentProducts.map((product) => ({
                '@type': 'Offer',
                name: product.title,
                description: product.summary,
                price: (product.amount / 100).toFixed(2),
                priceCurrency: paymentCurrency.toUpperCase(),
                seller: { '@type': 'Organization', name: studio.name },
              })),
            },
          },
          breadcrumbJsonLd([{ name: 'Make a Payment', path: routes.payment.path }]),
        ]}
      />
      <PageHeader
        eyebrow="Payment"
        title="Make a Payment"
        lead="Pay for a Website Conversion Audit or a consultation by card. Checkout runs on Stripe; we never see your card number."
      />
      <Section as="div" width="6xl" padding={14} className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <section aria-label="Checkout" className="rounded-2xl border bg-card p-6 shadow-card sm:p-8">
          <PayNowForm products={products} action={startPaymentForm} icons={payIcons} />
        </section>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby="audit-includes-title" className="rounded-2xl border bg-secondary/60 p-6">
            <h2 id="audit-includes-title" className="text-xl font-bold text-primary">
              The audit includes
            </h2>
            <ul className="mt-4 flex flex-col gap-2">
              {auditIncludes.map((item) => (
                <li key={item} className="check-item">
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="payment-trust-title" className="rounded-2xl border bg-card p-6">
            <h2 id="payment-trust-title" className="text-xl font-bold text-primary">
              How payment works
            </h2>
            <ul className="mt-4 flex flex-col gap-3 text-muted-foreground">
              <li className="flex gap-3">
                <Icon icon={LockKeyhole} className="mt-1 size-4 text-accent" />
                <span>Card details go straight to Stripe’s secure checkout page.</span>
              </li>
              <li className="flex gap-3">
                <Icon icon={Receipt} className="mt-1 size-4 text-accent" />
                <span>Stripe e-mails your receipt as soon as the payment goes through.</span>
              </li>
              <li className="flex gap-3">
                <Icon icon={Mail} className="mt-1 size-4 text-accent" />
                <span>We contact you within {studio.claims.replyTime} to schedule the work.</span>
              </li>
            </ul>
            <p className="mt-5">
              Questions before you pay?{' '}
              <Link href={routes.contact.path} data-cta="payment_contact" className="font-semibold text-primary underline underline-offset-4 hover:text-accent">
                Contact us
              </Link>
            </p>
          </section>
        </aside>
      </Section>
    </>
  );
}
