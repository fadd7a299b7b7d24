import type { Metadata } from 'next';
import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { Section } from '@/components/page/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { ChevronDown, Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { FaqSearch, type FaqSearchIcons } from '@/components/faq/faq-search';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/seo/json-ld';
import { faqs } from '@/content/faq';
import { routes } from '@/content/routes';

/** The search island's icons, drawn here so the island ships none. */
const faqIcons: FaqSearchIcons = {
  search: <Icon icon={Search} className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />,
  chevron: (
    <Icon icon={ChevronDown} className="mt-0.5 size-5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
  ),
};

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Frequently Asked Questions',
    description:
      'Timelines, ownership, fees, updates, SEO and accessibility: straight answers about how our hand-coded websites for professional firms work.',
    path: routes.faq.path,
  });
}

export default function FaqPage() {
  return (
    <>
      <JsonLd data={[faqPageJsonLd(faqs), breadcrumbJsonLd([{ name: 'FAQ', path: routes.faq.path }])]} />
      <PageHeader
        eyebrow="FAQ"
        title="Questions we hear most"
        lead="Straight answers about timelines, ownership, fees and what happens after launch."
      />
      <Section aria-labelledby="faq-list-title" width="3xl">
        <h2 id="faq-list-title" className="sr-only">
          Questions and answers
        </h2>
        <FaqSearch items={faqs} icons={faqIcons} />
      </Section>
      <CtaBand id="faq-next" heading="Still have a question?">
          <CtaLink href={routes.pricing.path} cta="faq_pricing" variant="outline" size="lg">
            See Pricing
          </CtaLink>
          <CtaLink href={routes.contact.path} cta="faq_contact" size="lg">
            Contact Us
          </CtaLink>
      </CtaBand>
    </>
  );
}
