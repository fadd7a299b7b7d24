import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/config';
import { privacyPolicy } from '@/content/legal';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: privacyPolicy.title, description: privacyPolicy.description, path: routes.privacy.path });
}

export default function Page() {
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: privacyPolicy.title,
            url: absoluteUrl(routes.privacy.path),
            dateModified: privacyPolicy.lastUpdated,
          },
          breadcrumbJsonLd([{ name: privacyPolicy.title, path: routes.privacy.path }]),
        ]}
      />
      <LegalDocumentView doc={privacyPolicy} eyebrow="Legal" />
    </>
  );
}
