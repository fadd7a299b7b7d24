import { ChevronDown } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/page/section-heading';
import type { IndustryContent } from '@/content/industries/schema';

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support from the
 * browser, every answer in the HTML (it is also the page's FAQPage JSON-LD), and no JavaScript.
 */
export function IndustryFaq({ faqs, audience }: { faqs: IndustryContent['faqs']; audience: string }) {
  return (
    <Section aria-labelledby="industry-faq-title" width="3xl">
      <SectionHeading id="industry-faq-title" eyebrow="FAQ" title={`Questions ${audience} ask us`} />
      <div className="disclosures mt-10 divide-y rounded-2xl border bg-card">
        {faqs.map((faq, index) => (
          <details key={index}>
            <summary>
              {faq.q}
              <Icon icon={ChevronDown} />
            </summary>
            <p>{faq.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
