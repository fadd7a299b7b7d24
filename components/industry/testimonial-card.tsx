import { TestimonialFigure } from '@/components/page/testimonial-figure';
import type { IndustryContent } from '@/content/industries/schema';

export function TestimonialCard({ testimonial }: { testimonial: IndustryContent['testimonial'] }) {
  return (
    <section aria-label="Client testimonial" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <TestimonialFigure {...testimonial} stars className="rounded-2xl sm:p-10" />
    </section>
  );
}
