import { parseProofStat } from '@/lib/site/proof-stat';
import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';
import { CountUpValue } from './count-up-value';

/** Proven results: each proof point's figure as a big number that counts up, the rest as its label. */
export function ProofStats({ proof, audience }: { proof: readonly string[]; audience: string }) {
  const stats = proof.map(parseProofStat);
  return (
    <Section aria-labelledby="proof-title" width="6xl" band="primary" className="flex flex-col gap-10">
      <SectionHeading id="proof-title" eyebrow="Proven results" title={`Results ${audience} see with us`} invert />
      <dl className="stats grid gap-6 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>
              <CountUpValue value={stat.value} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
