import { Award, CircleCheck, CircleMinus, CircleX, CircleDashed } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon, type IconNode } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { SectionHeading } from '@/components/page/section-heading';
import type { ComparisonValue, IndustryComparison } from '@/content/industries/schema';
import { cx } from '@/lib/utils';

const marks: Record<ComparisonValue, { icon: IconNode; className: string }> = {
  Yes: { icon: CircleCheck, className: 'text-success' },
  No: { icon: CircleX, className: 'text-destructive' },
  Partial: { icon: CircleMinus, className: 'text-accent' },
  Sometimes: { icon: CircleDashed, className: 'text-primary-muted' },
};

const isMark = (value: string): value is ComparisonValue => value in marks;

/** A cell: Yes/No/Partial/Sometimes as an icon with its word for screen readers, anything else as text. */
function ComparisonCell({ value }: { value: string }) {
  if (!isMark(value)) return <span className="font-medium">{value}</span>;
  const mark = marks[value];
  return (
    <span className="inline-flex items-center justify-center" data-mark={value}>
      <Icon icon={mark.icon} className={cx('size-6', mark.className)} />
      <span className="sr-only">{value}</span>
    </span>
  );
}

export function ComparisonTable({ comparison }: { comparison: IndustryComparison }) {
  const [best, ...others] = comparison.columns;
  return (
    <Section aria-labelledby="comparison-title" width="5xl">
      <SectionHeading id="comparison-title" eyebrow="Compare your options" title={comparison.title}>
        <p>{comparison.subtitle}</p>
      </SectionHeading>
      <div className="relative mt-10 overflow-x-auto rounded-2xl border bg-card shadow-card" role="region" aria-label={`${comparison.title}: comparison table`} tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="p-4 text-left font-semibold text-muted-foreground">
                <span className="sr-only">Feature</span>
              </th>
              <th scope="col" className="bg-success-soft p-4 text-center font-bold text-primary">
                <span className="flex flex-col items-center gap-2">
                  <Badge variant="success">
                    <Icon icon={Award} />
                    Best Value
                  </Badge>
                  {best}
                </span>
              </th>
              {others.map((column) => (
                <th key={column} scope="col" className="p-4 text-center font-semibold text-foreground">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.label} className={cx('border-b last:border-b-0', row.emphasis && 'bg-accent-soft/50')}>
                <th scope="row" className={cx('p-4 text-left', row.emphasis ? 'font-bold text-primary' : 'font-medium text-foreground')}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className={cx('p-4 text-center', index === 0 && 'bg-success-soft/70')}>
                    <ComparisonCell value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{comparison.footnote}</p>
    </Section>
  );
}
