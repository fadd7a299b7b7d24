import { Quote } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/utils';
import { StarRating } from './star-rating';

/** A client's quote with who said it: a light card, or the dark variant that sits on paper. */
export function TestimonialFigure({
  quote,
  author,
  role,
  tone = 'light',
  stars = false,
  className,
}: {
  quote: string;
  author: string;
  role: string;
  tone?: 'light' | 'dark';
  stars?: boolean;
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <figure
      className={cn(
        'flex flex-col gap-4 rounded-xl p-6 sm:p-8',
        dark ? 'bg-primary text-white' : 'border bg-card text-foreground shadow-card',
        className,
      )}
    >
      <div className="flex items-center justify-between">
        {stars ? <StarRating /> : null}
        <Icon icon={Quote} className={cn('size-8', dark ? 'text-[#f5c38b]' : 'text-accent')} />
      </div>
      <blockquote className="text-lg leading-relaxed">“{quote}”</blockquote>
      <figcaption className={cn('text-sm', dark ? 'text-white/85' : 'text-muted-foreground')}>
        <span className={cn('font-semibold', dark ? 'text-white' : 'text-primary')}>{author}</span>, {role}
      </figcaption>
    </figure>
  );
}
