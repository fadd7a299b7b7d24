import type { ReactNode } from 'react';
import { Section } from '@/components/page/section';

/** The title block at the top of a content page: eyebrow, h1, lead paragraph and optional actions. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b bg-gradient-to-b from-secondary/60 to-background">
      <Section as="div" width="4xl" className="flex flex-col items-center gap-5 text-center sm:py-20">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="text-4xl font-bold text-primary sm:text-5xl">{title}</h1>
        {lead ? <p className="max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
        {children ? <div className="flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </Section>
    </header>
  );
}
