import { CircleAlert } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/page/section-heading';
import type { FocusedIndustryContent, FullIndustryContent } from '@/content/industries/schema';
import { NamedIcon } from '@/components/page/named-icon';

/** The plain content blocks of an industry page: each renders one field of the content entity. */

export function WhyItMatters({ whyMatters }: { whyMatters: FullIndustryContent['whyMatters'] }) {
  return (
    <Section aria-labelledby="why-title" width="5xl">
      <SectionHeading id="why-title" eyebrow="Why it matters" title={whyMatters.heading} />
      <ul className="point-list mt-10 grid gap-4 md:grid-cols-2">
        {whyMatters.points.map((point) => (
          <li key={point}>
            <Icon icon={CircleAlert} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ValueProps({ valueProps }: { valueProps: FullIndustryContent['valueProps'] }) {
  return (
    <Section aria-labelledby="value-title" width="6xl" band="muted">
      <SectionHeading id="value-title" eyebrow="What changes" title="A website that works as hard as you do" />
      <ul className="value-list mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {valueProps.map((prop) => (
          <li key={prop.title}>
            <h3>{prop.title}</h3>
            <p>{prop.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ServicesAndOffers({
  servicesFocus,
  offers,
}: {
  servicesFocus: FullIndustryContent['servicesFocus'];
  offers: FullIndustryContent['offers'];
}) {
  return (
    <Section aria-labelledby="services-title" width="6xl">
      <SectionHeading id="services-title" eyebrow="Services" title="What we build for you" />
      <ul className="check-list mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-3">
        {servicesFocus.map((service) => (
          <li key={service} className="service-pill">
            {service}
          </li>
        ))}
      </ul>
      <h3 id="offers-title" className="mt-14 text-center text-2xl font-bold text-primary">
        Ways to work with us
      </h3>
      <ul aria-labelledby="offers-title" className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr">
        {offers.map((offer) => (
          <li key={offer.name} className="tile gap-3 shadow-card">
            <h4 className="text-lg font-bold text-primary">{offer.name}</h4>
            {offer.price ? <p className="text-2xl font-bold text-foreground">{offer.price}</p> : null}
            <p className="text-muted-foreground">{offer.description}</p>
            <ul className="check-list mt-auto flex flex-col gap-2 text-sm">
              {offer.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function GoToMarket({ gtm }: { gtm: FullIndustryContent['gtm'] }) {
  return (
    <Section aria-labelledby="gtm-title" width="5xl" band="primary">
      <SectionHeading id="gtm-title" eyebrow="Go-to-market" title={gtm.title} invert />
      <ol className="gtm-list mt-10 grid gap-4 md:grid-cols-2">
        {gtm.points.map((point, index) => (
          <li key={point}>
            <span aria-hidden="true">{index + 1}</span>
            <span>{point}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function WhoWeServe({ subProfessions, audience }: { subProfessions: FullIndustryContent['subProfessions']; audience: string }) {
  return (
    <Section aria-labelledby="who-title" width="6xl">
      <SectionHeading id="who-title" eyebrow="Who we serve" title={`Built for ${audience}`} />
      <ul className="audience-list mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
        {subProfessions.map((profession) => (
          <li key={profession.name}>
            <span>
              <NamedIcon name={profession.icon} />
            </span>
            <span>{profession.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function FeatureCards({ features }: { features: FocusedIndustryContent['features'] }) {
  return (
    <Section aria-labelledby="features-title" width="6xl">
      <SectionHeading id="features-title" eyebrow="What you get" title="Built around how your clients choose" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature.title} className="flex gap-4 rounded-2xl border bg-card p-6 shadow-card">
            <span className="icon-circle shrink-0 rounded-xl">
              <NamedIcon name={feature.icon} />
            </span>
            <div>
              <h3 className="tile-title">{feature.title}</h3>
              <p className="mt-1 text-muted-foreground">{feature.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
