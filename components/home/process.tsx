import { processPhases } from '@/content/home';
import { studio } from '@/content/studio';
import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';

export function Process() {
  return (
    <Section aria-labelledby="process-title" width="7xl" padding={20} band="secondary">
      <SectionHeading id="process-title" eyebrow="How we work" title={`Four phases, ${studio.claims.delivery}, one accountable founder`}>
        A fixed plan with a live preview from week one, so there are no surprises at launch.
      </SectionHeading>
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {processPhases.map((phase) => (
          <li key={phase.phase} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
            <span className="eyebrow">Phase {phase.phase}</span>
            <h3 className="text-xl font-semibold text-primary">{phase.title}</h3>
            <p className="text-muted-foreground">{phase.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
