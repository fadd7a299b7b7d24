import { ArrowRight } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { GuideCard } from '@/components/forms/guide-card';
import { industryGuideOffer } from '@/content/guides';
import { findQuickWinsGuide } from '@/content/quick-wins';
import type { FocusedIndustryContent, FullIndustryContent, IndustryContent } from '@/content/industries/schema';
import { AiVersusExpert } from './ai-versus-expert';
import { BeforeAfterSection } from './before-after-section';
import { CaseStudies } from './case-studies';
import { ComparisonTable } from './comparison-table';
import { CostSection } from './cost-section';
import { FounderCtaCard } from './founder-cta-card';
import { IndustryFaq } from './industry-faq';
import { IndustryHero } from './industry-hero';
import { FeatureCards, GoToMarket, ServicesAndOffers, ValueProps, WhoWeServe, WhyItMatters } from './industry-sections';
import { ExportExplainer, OwnershipBanner } from './ownership';
import { ProofStats } from './proof-stats';
import { TestimonialCard } from './testimonial-card';
import { WhatYouGet } from './what-you-get';

function IndustryGuide({ content }: { content: IndustryContent }) {
  const guide = findQuickWinsGuide(content.slug);
  if (!guide) return null;
  return (
    <Section aria-label="Free guide" width="5xl">
      <GuideCard guide={industryGuideOffer(guide)} />
    </Section>
  );
}

function EndCta({ content }: { content: IndustryContent }) {
  return (
    <div className="pt-16">
      <CtaBand id="end-cta-title" heading={content.endCta.heading} text={content.endCta.subheading}>
        <CtaLink href="/contact" cta="industry_end_cta" industry={content.slug} size="lg">
          {content.endCta.primaryCtaText}
          <Icon icon={ArrowRight} />
        </CtaLink>
        <CtaLink href={`/ai-feedback?industry=${content.slug}`} cta="industry_end_ai_audit" industry={content.slug} size="lg" variant="outline">
          {content.hero.secondaryCtaText}
        </CtaLink>
      </CtaBand>
    </div>
  );
}

/** Every block of the spec's industry page, in reading order. */
function FullIndustryPage({ content }: { content: FullIndustryContent }) {
  return (
    <>
      <IndustryHero content={content} />
      <WhyItMatters whyMatters={content.whyMatters} />
      <ValueProps valueProps={content.valueProps} />
      <ProofStats proof={content.proof} audience={content.audience} />
      <IndustryGuide content={content} />
      <ServicesAndOffers servicesFocus={content.servicesFocus} offers={content.offers} />
      {content.comparison ? (
        <>
          <ComparisonTable comparison={content.comparison} />
          <CostSection />
        </>
      ) : null}
      <GoToMarket gtm={content.gtm} />
      <WhoWeServe subProfessions={content.subProfessions} audience={content.audience} />
      <BeforeAfterSection beforeAfter={content.beforeAfter} />
      <CaseStudies caseStudies={content.caseStudies} />
      <TestimonialCard testimonial={content.testimonial} />
      <FounderCtaCard primaryCtaText={content.hero.primaryCtaText} industry={content.slug} />
      <WhatYouGet items={content.whatYouGet} industry={content.slug} />
      <OwnershipBanner />
      <ExportExplainer />
      <AiVersusExpert industry={content.slug} />
      <IndustryFaq faqs={content.faqs} audience={content.audience} />
      <EndCta content={content} />
    </>
  );
}

/**
 * The shorter layout of the lawyers and accountants pages: hero, stats, four feature cards, a case
 * study, a testimonial, the guide download and a closing call to action (to /contact, with the AI
 * review beside it). The FAQ sits before the close so the page's FAQPage data describes visible text.
 */
function FocusedIndustryPage({ content }: { content: FocusedIndustryContent }) {
  return (
    <>
      <IndustryHero content={content} />
      <ProofStats proof={content.proof} audience={content.audience} />
      <FeatureCards features={content.features} />
      <CaseStudies caseStudies={content.caseStudies} />
      <TestimonialCard testimonial={content.testimonial} />
      <IndustryGuide content={content} />
      <IndustryFaq faqs={content.faqs} audience={content.audience} />
      <EndCta content={content} />
    </>
  );
}

export function IndustryPage({ content }: { content: IndustryContent }) {
  return content.layout === 'full' ? <FullIndustryPage content={content} /> : <FocusedIndustryPage content={content} />;
}
