import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';
import type { IndustrySlug } from '@/content/industries/registry';
import { pickWhatYouGetIcon } from '@/lib/industry/what-you-get-icon';
import { NamedIcon } from '@/components/page/named-icon';

export function WhatYouGet({ items, industry }: { items: readonly string[]; industry: IndustrySlug }) {
  return (
    <Section aria-labelledby="what-you-get-title" width="6xl">
      <SectionHeading id="what-you-get-title" eyebrow="Deliverables" title="What You'll Get" />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const icon = pickWhatYouGetIcon(item, industry);
          return (
            <li key={item} className="flex items-start gap-4 rounded-xl border bg-card p-5" data-icon={icon}>
              <span className="icon-badge">
                <NamedIcon name={icon} className="size-5" />
              </span>
              <span className="pt-2 font-medium text-foreground">{item}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
