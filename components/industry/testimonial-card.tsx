import { Section } from '@/components/page/section';
import { TestimonialFigure } from '@/components/page/testimonial-figure';
import type { IndustryContent } from '@/content/industries/schema';

export function TestimonialCard({ testimonial }: { testimonial: IndustryContent['testimonial'] }) {
  return (
    <Section aria-label="Client testimonial" width="4xl">
      <TestimonialFigure {...testimonial} stars className="rounded-2xl sm:p-10" />
    </Section>
  );
}
