import { Quote } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { IndustryContent } from '@/content/industries/schema';
import { StarRating } from './star-rating';

export function TestimonialCard({ testimonial }: { testimonial: IndustryContent['testimonial'] }) {
  return (
    <section aria-label="Client testimonial" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <figure className="flex flex-col gap-5 rounded-2xl border bg-card p-8 shadow-card sm:p-10">
        <div className="flex items-center justify-between">
          <StarRating />
          <Icon icon={Quote} className="size-8 text-accent" />
        </div>
        <blockquote className="text-xl leading-relaxed text-foreground">“{testimonial.quote}”</blockquote>
        <figcaption>
          <span className="font-semibold text-primary">{testimonial.author}</span>
          <span className="text-muted-foreground">, {testimonial.role}</span>
        </figcaption>
      </figure>
    </section>
  );
}
