import type { ReactNode } from 'react';
import { Section } from '@/components/page/section';

/** The closing block of a content page: a heading, an optional line of text and a row of calls to action. */
export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text?: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id} width="3xl" paddingBottom={24} className="text-center">
      <h2 id={id} className="block-title">
        {heading}
      </h2>
      {text ? <p className="mt-3 text-lg text-muted-foreground">{text}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </Section>
  );
}
