import type { Metadata } from 'next';
import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { Section } from '@/components/page/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { SectionHeading } from '@/components/page/section-heading';
import { NamedIcon } from '@/components/page/named-icon';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { processSteps, serviceCards, servicesIntro } from '@/content/services';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Services: Web Design, Speed and Messaging',
    description:
      'Custom web design and build, performance engineering, brand messaging and optional care, from one founder-led studio. Fast, hand-coded, fully yours.',
    path: routes.services.path,
  });
}

export default function ServicesPage() {
  return (
    <>
      <JsonLd
        data={[
          ...serviceCards.map((s) => serviceJsonLd({ name: s.title, description: s.description, path: routes.services.path })),
          breadcrumbJsonLd([{ name: 'Services', path: routes.services.path }]),
        ]}
      />
      <PageHeader eyebrow={servicesIntro.eyebrow} title={servicesIntro.title} lead={servicesIntro.lead}>
        <CtaLink href={routes.contact.path} cta="services_header_contact" size="lg">
          Schedule a Strategy Call
        </CtaLink>
        <CtaLink href={routes.pricing.path} cta="services_header_pricing" size="lg" variant="outline">
          See Pricing
        </CtaLink>
      </PageHeader>

      <Section aria-labelledby="services-title" width="7xl" padding={20}>
        <h2 id="services-title" className="sr-only">
          What we do
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {serviceCards.map((service) => (
            <li key={service.id} id={service.id} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-card sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                <NamedIcon name={service.icon} className="size-6" />
              </span>
              <h3 className="text-2xl font-semibold text-primary">{service.title}</h3>
              <p className="text-muted-foreground">{service.description}</p>
              <ul className="flex flex-col gap-2 text-sm">
                {service.deliverables.map((item) => (
                  <li key={item} className="check-item">
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="process-title" width="7xl" padding={20} band="secondary">
        <SectionHeading id="process-title" eyebrow="Our process" title="Four steps from first call to launch" />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step) => (
            <li key={step.step} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
              <span className="flex items-center justify-between text-sm font-semibold">
                <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  {step.step}
                </span>
                <span className="text-muted-foreground">{step.duration}</span>
              </span>
              <h3 className="text-xl font-semibold text-primary">{step.title}</h3>
              <p className="text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand id="services-next" heading="See the work, the prices, or ask us anything">
          <CtaLink href={routes.portfolio.path} cta="services_portfolio" variant="outline" size="lg">
            View Portfolio
          </CtaLink>
          <CtaLink href={routes.contact.path} cta="services_contact" size="lg">
            Start a Project
          </CtaLink>
          <CtaLink href={routes.pricing.path} cta="services_pricing" variant="outline" size="lg">
            Compare Pricing
          </CtaLink>
          <CtaLink href={routes.faq.path} cta="services_faq" variant="outline" size="lg">
            Read the FAQ
          </CtaLink>
      </CtaBand>
    </>
  );
}
