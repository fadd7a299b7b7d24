import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaLink } from '@/components/cta/cta-link';
import { Section } from '@/components/page/section';
import { JsonLd } from '@/components/seo/json-ld';
import { Printer } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { PrintButton } from '@/components/guides/print-button';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site/config';
import { allQuickWinsSlugs, guideForSlug, quickWinsPath } from '@/lib/leads/guides';
import { findIndustry } from '@/content/industries/registry';
import { studio } from '@/content/studio';

type Props = { params: Promise<{ slug: string }> };

// Only the generated pages exist; any other slug is answered 404 by the router.
export const dynamicParams = false;

export function generateStaticParams() {
  return allQuickWinsSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = guideForSlug((await params).slug);
  if (!guide) return { title: 'Page not found', robots: { index: false, follow: true } };
  return pageMetadata({ title: guide.seo.title, description: guide.seo.description, path: quickWinsPath(guide.industry) });
}

export default async function QuickWinsGuidePage({ params }: Props) {
  const { slug } = await params;
  const guide = guideForSlug(slug);
  if (!guide) notFound();
  const path = quickWinsPath(guide.industry);
  const industry = findIndustry(guide.industry);

  return (
    <Section as="article" data-industry={guide.industry} width="3xl" className="print:max-w-none print:py-0">
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'HowTo',
            name: guide.title,
            description: guide.subtitle,
            url: absoluteUrl(path),
            step: guide.tips.map((tip, i) => ({ '@type': 'HowToStep', position: i + 1, name: tip.title, text: tip.body })),
          },
          breadcrumbJsonLd([
            { name: 'Resources', path: '/resources' },
            { name: guide.title, path },
          ]),
        ]}
      />
      <header className="flex flex-col gap-4 border-b pb-8">
        <p className="eyebrow">
          {industry?.name ?? 'Guide'} · Free guide from {studio.name}
        </p>
        <h1 className="text-4xl font-bold text-primary">{guide.title}</h1>
        <p className="text-xl text-muted-foreground">{guide.subtitle}</p>
        <p>{guide.intro}</p>
        <div>
          <PrintButton icon={<Icon icon={Printer} />} />
        </div>
      </header>
      <ol className="mt-10 flex flex-col gap-8">
        {guide.tips.map((tip, index) => (
          <li key={tip.title} className="flex gap-5 break-inside-avoid">
            <span
              aria-hidden="true"
              className="step-number"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-2">
              <h2 className="text-xl font-semibold text-primary">{tip.title}</h2>
              <p className="leading-relaxed text-foreground/90">{tip.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-12 hidden text-sm print:block">
        {studio.name} · {studio.email} · {studio.phone}
      </p>
      <aside data-print="hide" aria-labelledby="guide-next" className="mt-16 rounded-xl bg-secondary p-8 text-center">
        <h2 id="guide-next" className="text-2xl font-bold text-primary">
          Want these done for you?
        </h2>
        <p className="mt-2 text-muted-foreground">Get a free AI review of your site, or talk the fixes through with {studio.founder.name}.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <CtaLink href={`/ai-feedback?industry=${guide.industry}`} cta="guide_ai_review" industry={guide.industry} variant="outline">
            Run a Free AI Site Audit
          </CtaLink>
          <CtaLink href="/contact" cta="guide_strategy_call" industry={guide.industry}>
            Book Your Strategy Call
          </CtaLink>
        </div>
      </aside>
    </Section>
  );
}
