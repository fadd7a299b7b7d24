import { Award, CircleCheck, CircleMinus, CircleX, CircleDashed } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon, type IconNode } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { SectionHeading } from '@/components/page/section-heading';
import type { ComparisonValue, IndustryComparison } from '@/content/industries/schema';

/** Each mark's icon; its size and colour are the table's (`.compare [data-mark]`, app/industry-looks.css). */
const marks: Record<ComparisonValue, IconNode> = {
  Yes: CircleCheck,
  No: CircleX,
  Partial: CircleMinus,
  Sometimes: CircleDashed,
};

const isMark = (value: string): value is ComparisonValue => value in marks;

/** A cell: Yes/No/Partial/Sometimes as an icon with its word for screen readers, anything else as text. */
function ComparisonCell({ value }: { value: string }) {
  if (!isMark(value)) return <td>{value}</td>;
  return (
    <td data-mark={value}>
      <Icon icon={marks[value]} />
      <span className="sr-only">{value}</span>
    </td>
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
        <table className="compare">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">Feature</span>
              </th>
              <th scope="col">
                <span className="flex flex-col items-center gap-2">
                  <Badge variant="success">
                    <Icon icon={Award} />
                    Best Value
                  </Badge>
                  {best}
                </span>
              </th>
              {others.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.label} data-emphasis={row.emphasis || undefined}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <ComparisonCell key={index} value={value} />
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
