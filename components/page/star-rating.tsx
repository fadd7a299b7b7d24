import { Star } from 'lucide';
import { Icon } from '@/components/ui/icon';

export const STAR_COUNT = 5;

/** The five-star display: one accessible name, five decorative stars. */
export function StarRating({ className }: { className?: string }) {
  return (
    <p role="img" aria-label={`Rated ${STAR_COUNT} out of ${STAR_COUNT}`} className={className ? `star-rating ${className}` : 'star-rating'}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <Icon key={i} icon={Star} filled />
      ))}
    </p>
  );
}
