import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/page/section-heading';
import type { IndustryContent } from '@/content/industries/schema';

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support from the
 * browser, every answer in the HTML (it is also the page's FAQPage JSON-LD), and no JavaScript.
 */
export function IndustryFaq({ faqs, audience }: { faqs: IndustryContent['faqs']; audience: string }) {
  return (
    <section aria-labelledby="industry-faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <SectionHeading id="industry-faq-title" eyebrow="FAQ" title={`Questions ${audience} ask us`} />
      <div className="mt-10 divide-y rounded-2xl border bg-card">
        {faqs.map((faq) => (
          <details key={faq.q} className="group px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-foreground [&::-webkit-details-marker]:hidden">
              {faq.q}
              <Icon icon={ChevronDown} className="size-5 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="pb-5 leading-relaxed text-muted-foreground">{faq.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
