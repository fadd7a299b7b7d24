import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { IndustryPage } from '@/components/industry/industry-page';
import { findIndustryContent, industries } from '@/content/industries';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';

type Props = { params: Promise<{ industry: string }> };

// The seven industry pages are generated at build time; any other slug is answered 404 by the router.
export const dynamicParams = false;

export function generateStaticParams() {
  return industries.map((industry) => ({ industry: industry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const content = findIndustryContent((await params).industry);
  if (!content) return { title: 'Page not found', robots: { index: false, follow: true } };
  return pageMetadata({
    title: content.seo.title,
    description: content.seo.description,
    keywords: content.seo.keywords,
    path: `/${content.slug}`,
  });
}

export default async function IndustryRoute({ params }: Props) {
  const content = findIndustryContent((await params).industry);
  if (!content) notFound();
  const path = `/${content.slug}`;
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({ name: `Website design for ${content.audience}`, description: content.seo.description, path }),
          faqPageJsonLd(content.faqs),
          breadcrumbJsonLd([{ name: content.industry, path }]),
        ]}
      />
      <IndustryPage content={content} />
    </>
  );
}
