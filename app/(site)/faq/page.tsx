import type { Metadata } from 'next';
import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { FaqSearch } from '@/components/faq/faq-search';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/seo/json-ld';
import { faqs } from '@/content/faq';
import { routes } from '@/content/routes';

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
      <section aria-labelledby="faq-list-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq-list-title" className="sr-only">
          Questions and answers
        </h2>
        <FaqSearch items={faqs} />
      </section>
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
