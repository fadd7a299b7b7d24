import { Award } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { studio } from '@/content/studio';

export function TrustBadges() {
  return (
    <Section aria-labelledby="trust-title" width="7xl" padding={10} band="card">
      <h2 id="trust-title" className="text-center text-sm font-semibold tracking-widest text-muted-foreground uppercase">
        Member of and trusted by
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {studio.associations.map((name) => (
          <li key={name} className="flex items-center gap-3 rounded-lg border bg-background px-4 py-3 text-sm font-semibold text-primary">
            <Icon icon={Award} className="size-5 shrink-0 text-accent" />
            {name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
