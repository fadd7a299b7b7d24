import { ArrowDown, KeyRound } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { exportExplainer, ownershipBanner } from '@/content/industries/shared';

/** The ownership banner, with its in-page link to the export explainer below it. */
export function OwnershipBanner() {
  return (
    <Section aria-labelledby="ownership-title" width="5xl" padding={12} band="primary" className="flex flex-col items-start gap-6 md:flex-row md:items-center">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10 text-[#f5c38b]">
        <Icon icon={KeyRound} className="size-7" />
      </span>
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="ownership-title" className="text-2xl font-bold">
          {ownershipBanner.heading}
        </h2>
        <p className="text-white/85">{ownershipBanner.text}</p>
      </div>
      <a
        href={`#${exportExplainer.id}`}
        className="inline-flex items-center gap-2 rounded-md border border-white/60 px-4 py-2 font-semibold text-white hover:bg-white/10"
      >
        {ownershipBanner.exportLinkText}
        <Icon icon={ArrowDown} className="size-4" />
      </a>
    </Section>
  );
}

export function ExportExplainer() {
  return (
    <Section id={exportExplainer.id} aria-labelledby="export-title" tabIndex={-1} width="5xl" className="scroll-mt-24">
      <h2 id="export-title" className="text-3xl font-bold text-primary">
        {exportExplainer.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{exportExplainer.intro}</p>
      <ol className="export-steps mt-8 grid gap-6 sm:grid-cols-2">
        {exportExplainer.steps.map((step, index) => (
          <li key={step.title}>
            <span aria-hidden="true">{index + 1}</span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
