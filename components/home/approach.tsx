import { approachCards } from '@/content/home';
import { NamedIcon } from '@/components/page/named-icon';
import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';

export function Approach() {
  return (
    <Section aria-labelledby="approach-title" width="7xl" padding={20}>
      <SectionHeading id="approach-title" eyebrow="Our strategic approach" title="Websites built to earn trust, not just traffic">
        Most firm websites are brochures. Ours are built like a senior associate: they answer the hard questions and
        make the introduction.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {approachCards.map((card) => (
          <li key={card.title} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-card">
            <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
              <NamedIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="text-xl font-semibold text-primary">{card.title}</h3>
            <p className="text-muted-foreground">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
