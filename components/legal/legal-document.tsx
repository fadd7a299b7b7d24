import type { Metadata } from 'next';
import { Section } from '@/components/page/section';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site/config';
import type { LegalDocument } from '@/content/legal';
import { PageHeader } from '@/components/page/page-header';

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A legal page: title, table of contents linking to each section, then the sections. */
export function LegalDocumentView({ doc, eyebrow }: { doc: LegalDocument; eyebrow: string }) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={doc.title} lead={doc.intro} />
      <Section as="div" width="6xl" className="grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Table of contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">Contents</h2>
          <ol className="mt-4 flex list-decimal flex-col gap-2 pl-5 text-sm marker:text-muted-foreground">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary hover:text-accent hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-3xl flex-col gap-10">
          <p className="text-sm text-muted-foreground">
            Last updated: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
          </p>
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-primary">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 flex flex-col gap-4 leading-relaxed text-foreground/90">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="flex list-disc flex-col gap-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </article>
      </Section>
    </>
  );
}

/** The whole legal page: structured data and the document. */
export function LegalPage({ doc, path }: { doc: LegalDocument; path: string }) {
  return (
    <>
      <JsonLd
        data={[
          { '@context': 'https://schema.org', '@type': 'WebPage', name: doc.title, url: absoluteUrl(path), dateModified: doc.lastUpdated },
          breadcrumbJsonLd([{ name: doc.title, path }]),
        ]}
      />
      <LegalDocumentView doc={doc} eyebrow="Legal" />
    </>
  );
}

export function legalMetadata(doc: LegalDocument, path: string): Metadata {
  return pageMetadata({ title: doc.title, description: doc.description, path });
}
