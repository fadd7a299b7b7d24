import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';
import { breakEvenMonth, compareCosts, formatUsd, horizons } from '@/lib/site/cost-calculator';
import { CostCalculator } from './cost-calculator';

/** The local-business cost calculator with its ROI block: what ownership saves over time. */
export function CostSection() {
  const longest = compareCosts(Math.max(...horizons));
  return (
    <Section aria-labelledby="cost-title" width="6xl" band="muted" className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
      <div className="flex flex-col gap-6">
        <SectionHeading id="cost-title" eyebrow="Cost calculator" title="What your website really costs" align="left">
          <p>A lower upfront quote is not a lower price. Add up the monthly fees and see where each option lands.</p>
        </SectionHeading>
        <dl className="grid grid-cols-2 gap-4" aria-label="Return on ownership">
          <div className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">Ahead of the agency from</dt>
            <dd className="text-2xl font-bold text-primary">Month {breakEvenMonth()}</dd>
          </div>
          <div className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">Saved over {longest.years} years</dt>
            <dd className="text-2xl font-bold text-success">{formatUsd(longest.savings)}</dd>
          </div>
        </dl>
      </div>
      <CostCalculator />
    </Section>
  );
}
