import { Bot, UserCheck } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { SectionHeading } from '@/components/page/section-heading';
import { aiVersusExpert } from '@/content/industries/shared';

/** The free AI review beside the paid expert audit, each with its way in. */
export function AiVersusExpert({ industry }: { industry: string }) {
  const columns = [
    { ...aiVersusExpert.ai, icon: Bot, href: `/ai-feedback?industry=${industry}`, cta: 'industry_ai_review', variant: 'outline' as const },
    { ...aiVersusExpert.expert, icon: UserCheck, cta: 'industry_expert_audit', variant: 'default' as const },
  ];
  return (
    <Section aria-labelledby="ai-expert-title" width="6xl" band="muted">
      <SectionHeading id="ai-expert-title" eyebrow="Not sure where to start?" title={aiVersusExpert.heading}>
        <p>{aiVersusExpert.intro}</p>
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {columns.map((column) => (
          <article key={column.title} className="panel">
            <Icon icon={column.icon} className="size-8 text-accent" />
            <h3 className="panel-title">{column.title}</h3>
            <p className="text-muted-foreground">{column.text}</p>
            <ul className="check-list flex flex-1 flex-col gap-2 text-sm">
              {column.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <CtaLink href={column.href} cta={column.cta} industry={industry} variant={column.variant}>
              {column.linkText}
            </CtaLink>
          </article>
        ))}
      </div>
    </Section>
  );
}
