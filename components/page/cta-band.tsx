import type { ReactNode } from 'react';

/** The closing block of a content page: a heading, an optional line of text and a row of calls to action. */
export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl px-4 pb-24 text-center sm:px-6">
      <h2 id={id} className="text-2xl font-bold text-primary sm:text-3xl">
        {heading}
      </h2>
      {text ? <p className="mt-3 text-lg text-muted-foreground">{text}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
