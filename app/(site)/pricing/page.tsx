import type { Metadata } from 'next';
import { Section } from '@/components/page/section';
import { Link } from '@/components/ui/link';
import { Clock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { TestimonialFigure } from '@/components/page/testimonial-figure';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, faqPageJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site/config';
import { cn } from '@/lib/utils';
import { consultations, pricingFaqs, pricingTestimonial, pricingTiers } from '@/content/pricing';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Pricing: Fixed-Price Websites From $995',
    description:
      'Website Refresh $995, Professional Site $2,495, Growth Platform $4,500, Custom from $8,000. Fixed prices, clear timelines, no platform fees, full ownership.',
    path: routes.pricing.path,
  });
}

function offerCatalogJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${studio.name} website packages`,
    url: absoluteUrl(routes.pricing.path),
    itemListElement: [
      ...pricingTiers.map((tier) => ({
        '@type': 'Offer',
        name: tier.tier,
        description: tier.summary,
        priceCurrency: 'USD',
        ...(tier.price.endsWith('+')
          ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: tier.priceValue, priceCurrency: 'USD' } }
          : { price: tier.priceValue }),
        seller: { '@type': 'Organization', name: studio.name },
      })),
      ...consultations.map((c) => ({
        '@type': 'Offer',
        name: c.title,
        description: c.description,
        price: Number(c.price.replace(/[^0-9]/g, '')),
        priceCurrency: 'USD',
      })),
    ],
  };
}

export default function PricingPage() {
  return (
    <>
      <JsonLd data={[offerCatalogJsonLd(), faqPageJsonLd(pricingFaqs), breadcrumbJsonLd([{ name: 'Pricing', path: routes.pricing.path }])]} />
      <PageHeader
        eyebrow="Pricing"
        title="Clear prices. No platform fees. Ever."
        lead="Every package includes hand-coded pages, strategic copy and full ownership of your site. Pick a starting point; we confirm scope and dates on a free strategy call."
      />

      <Section aria-labelledby="tiers-title" width="7xl" padding={20}>
        <h2 id="tiers-title" className="sr-only">
          Website packages
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {pricingTiers.map((tier) => (
            <li
              key={tier.tier}
              data-testid="pricing-tier"
              className={cn(
                'relative flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-card',
                tier.popular && 'border-2 border-accent',
              )}
            >
              {tier.popular ? (
                <Badge variant="accent" className="absolute -top-3 left-6">
                  Most popular
                </Badge>
              ) : null}
              <div className="flex flex-col gap-2">
                <h3 className="text-xl font-semibold text-primary">{tier.tier}</h3>
                <p className="text-4xl font-bold text-foreground">{tier.price}</p>
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon icon={Clock} className="size-4" />
                  {tier.timeline}
                </p>
                <p className="text-sm text-muted-foreground">{tier.summary}</p>
              </div>
              <ul className="flex flex-col gap-2 text-sm">
                {tier.features.map((feature) => (
                  <li key={feature} className="check-item">
                    {feature}
                  </li>
                ))}
              </ul>
              <CtaLink
                href={routes.contact.path}
                cta={`pricing_tier_${tier.tier.toLowerCase().replace(/\s+/g, '_')}`}
                variant={tier.popular ? 'accent' : 'outline'}
                className="mt-auto"
              >
                {tier.price.endsWith('+') ? 'Scope My Project' : `Start With ${tier.tier}`}
              </CtaLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="consult-title" width="7xl" band="secondary" className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div className="flex flex-col gap-3">
          <h2 id="consult-title" className="text-3xl font-bold text-primary">
            Not ready for a full project?
          </h2>
          <p className="text-muted-foreground">Book paid time with {studio.founder.name} for advice you can act on right away.</p>
          <p>
            <Link href={routes.payment.path} data-cta="pricing_pay_consultation" className="font-semibold text-primary underline underline-offset-4 hover:text-accent">
              Pay for a consultation online
            </Link>
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {consultations.map((c) => (
            <li key={c.title} className="flex flex-col gap-2 rounded-xl border bg-card p-6">
              <h3 className="font-semibold text-primary">{c.title}</h3>
              <p className="text-3xl font-bold">{c.price}</p>
              <p className="text-sm text-muted-foreground">{c.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="pricing-faq-title" width="7xl" padding={20} className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 id="pricing-faq-title" className="text-3xl font-bold text-primary">
            Pricing questions
          </h2>
          <dl className="mt-8 flex flex-col gap-6">
            {pricingFaqs.map((item) => (
              <div key={item.q} className="flex flex-col gap-2">
                <dt className="font-semibold text-foreground">{item.q}</dt>
                <dd className="text-muted-foreground">{item.a}</dd>
              </div>
            ))}
          </dl>
        </div>
        <TestimonialFigure {...pricingTestimonial} tone="dark" className="self-start sm:p-8" />
      </Section>

      <CtaBand id="pricing-cta" heading="Not sure which package fits?" text="Tell us about your firm and we will recommend the smallest package that gets you there.">
          <CtaLink href={routes.contact.path} cta="pricing_final_strategy_call" size="lg">
            Schedule a Strategy Call
          </CtaLink>
          <CtaLink href={routes.contact.path} cta="pricing_final_question" size="lg" variant="outline">
            Ask a Question
          </CtaLink>
      </CtaBand>
    </>
  );
}
