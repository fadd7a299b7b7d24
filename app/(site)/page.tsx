import type { Metadata } from 'next';
import { Section } from '@/components/page/section';
import { JsonLd } from '@/components/seo/json-ld';
import { GuideCard } from '@/components/forms/guide-card';
import { Hero } from '@/components/home/hero';
import { TrustBadges } from '@/components/home/trust-badges';
import { Approach } from '@/components/home/approach';
import { CaseStudy } from '@/components/home/case-study';
import { Specializations } from '@/components/home/specializations';
import { Process } from '@/components/home/process';
import { FinalCta } from '@/components/home/final-cta';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { professionalServicesPlaybook } from '@/content/guides';
import { studio } from '@/content/studio';

const homeSeo = {
  // 30–60 characters, the length a search result shows whole; the h1 keeps the spec's full headline.
  title: `Websites That Win Premium Clients | ${studio.name}`,
  description:
    'Hand-coded, fast websites with strategic messaging for lawyers, accountants and consultants. You own everything, pay no platform fees, and launch in 4-8 weeks.',
  path: '/',
};

export function generateMetadata(): Metadata {
  return pageMetadata({ ...homeSeo, absoluteTitle: true });
}

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <Hero />
      <TrustBadges />
      <Approach />
      <CaseStudy />
      <Specializations />
      <Process />
      <Section aria-label="Free guide" width="5xl" padding={20}>
        <GuideCard guide={professionalServicesPlaybook} />
      </Section>
      <FinalCta />
    </>
  );
}
