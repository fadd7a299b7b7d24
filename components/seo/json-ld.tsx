import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** Renders schema.org structured data; one component for every page. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
