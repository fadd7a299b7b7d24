import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';
import type { IndustrySlug } from '@/content/industries/registry';
import { pickWhatYouGetIcon } from '@/lib/site/what-you-get-icon';
import { NamedIcon } from '@/components/page/named-icon';

export function WhatYouGet({ items, industry }: { items: readonly string[]; industry: IndustrySlug }) {
  return (
    <Section aria-labelledby="what-you-get-title" width="6xl">
      <SectionHeading id="what-you-get-title" eyebrow="Deliverables" title="What You'll Get" />
      <ul className="deliverable-list mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const icon = pickWhatYouGetIcon(item, industry);
          return (
            <li key={item} data-icon={icon}>
              <span>
                <NamedIcon name={icon} />
              </span>
              <span>{item}</span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
