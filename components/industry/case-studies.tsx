import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';
import type { IndustryCaseStudy } from '@/content/industries/schema';

const parts = [
  ['challenge', 'Challenge'],
  ['solution', 'What we did'],
  ['outcome', 'Outcome'],
] as const;

export function CaseStudies({ caseStudies }: { caseStudies: readonly IndustryCaseStudy[] }) {
  const single = caseStudies.length === 1;
  return (
    <Section aria-labelledby="case-studies-title" width="6xl">
      <SectionHeading id="case-studies-title" eyebrow="Case studies" title={single ? 'A recent project' : 'Recent projects'} />
      <div className={single ? 'mx-auto mt-10 max-w-3xl' : 'mt-10 grid gap-6 lg:grid-cols-2'}>
        {caseStudies.map((study) => (
          <article key={study.title} className="panel">
            <p className="text-sm font-semibold text-accent">{study.client}</p>
            <h3 className="panel-title">{study.title}</h3>
            <dl className="case-study-parts">
              {parts.map(([key, label]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd className={key === 'outcome' ? 'font-medium text-success' : undefined}>{study[key]}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </Section>
  );
}
