import { Section } from '@/components/page/section';
import { Link } from '@/components/ui/link';
import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { specializations } from '@/content/home';
import { NamedIcon } from '@/components/page/named-icon';
import { SectionHeading } from '@/components/page/section-heading';

export function Specializations() {
  return (
    <Section aria-labelledby="specializations-title" width="7xl" padding={20}>
      <SectionHeading id="specializations-title" eyebrow="Specializations" title="Deep experience where trust decides the sale">
        We know how your clients choose, what your regulators allow, and what your competitors already say.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {specializations.map((card) => (
          <li key={card.href} className="group relative flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-card transition-shadow hover:shadow-lg">
            <span className="flex size-12 items-center justify-center rounded-lg bg-accent-soft text-accent">
              <NamedIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="text-xl font-semibold text-primary">{card.title}</h3>
            <p className="text-muted-foreground">{card.description}</p>
            <Link
              href={card.href}
              data-cta={`home_specialization_${card.industry}`}
              data-industry={card.industry}
              className="mt-auto inline-flex items-center gap-1 font-semibold text-primary after:absolute after:inset-0 after:rounded-xl group-hover:text-accent"
            >
              Websites for {card.title.toLowerCase()}
              <Icon icon={ArrowRight} className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
