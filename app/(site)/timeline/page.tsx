import type { Metadata } from 'next';
import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { Section } from '@/components/page/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { GanttChart } from '@/components/timeline/gantt-chart';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { STATUS_LABEL } from '@/lib/site/gantt';
import { sampleProjectTasks } from '@/content/timeline';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/site/config';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Project Timeline: Discovery to Launch',
    description:
      'See how a typical website project runs: discovery, architecture, development and launch, phase by phase and day by day, with who owns each step.',
    path: routes.timeline.path,
  });
}

const legend = [
  { status: 'done', className: 'bg-success' },
  { status: 'in-progress', className: 'bg-accent' },
  { status: 'planned', className: 'bg-primary-muted' },
] as const;

export default function TimelinePage() {
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'HowTo',
            name: 'How a website project runs',
            url: absoluteUrl(routes.timeline.path),
            step: sampleProjectTasks.map((task, i) => ({ '@type': 'HowToStep', position: i + 1, name: task.label, text: task.details })),
          },
          breadcrumbJsonLd([{ name: 'Timeline', path: routes.timeline.path }]),
        ]}
      />
      <PageHeader
        eyebrow="Timeline"
        title="What the next five weeks look like"
        lead="A sample plan for a Professional Site, counted in days from the day we start. Hover over or tab to a phase for the details."
      />
      <Section aria-labelledby="gantt-title" width="6xl">
        <h2 id="gantt-title" className="sr-only">
          Sample project plan
        </h2>
        <ul className="mb-4 flex flex-wrap gap-4 text-sm" aria-label="Legend">
          {legend.map((item) => (
            <li key={item.status} className="flex items-center gap-2">
              <span className={`size-3 rounded-sm ${item.className}`} aria-hidden="true" />
              {STATUS_LABEL[item.status]}
            </li>
          ))}
        </ul>
        <GanttChart tasks={sampleProjectTasks} caption="Days 0 to 35 from the start of the project. Scroll sideways on a phone." />
      </Section>
      <CtaBand id="timeline-next" heading="Want your own dated plan?">
          <CtaLink href={routes.contact.path} cta="timeline_contact" size="lg">
            Schedule a Strategy Call
          </CtaLink>
          <CtaLink href={routes.services.path} cta="timeline_services" size="lg" variant="outline">
            How We Work
          </CtaLink>
      </CtaBand>
    </>
  );
}
