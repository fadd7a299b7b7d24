import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/config';
import { termsOfService } from '@/content/legal';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: termsOfService.title, description: termsOfService.description, path: routes.terms.path });
}

export default function Page() {
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: termsOfService.title,
            url: absoluteUrl(routes.terms.path),
            dateModified: termsOfService.lastUpdated,
          },
          breadcrumbJsonLd([{ name: termsOfService.title, path: routes.terms.path }]),
        ]}
      />
      <LegalDocumentView doc={termsOfService} eyebrow="Legal" />
    </>
  );
}
