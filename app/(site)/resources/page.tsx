import type { Metadata } from 'next';
import { Section } from '@/components/page/section';
import { Link } from '@/components/ui/link';
import { ArrowRight, BookOpen } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { GuideCard } from '@/components/forms/guide-card';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site/config';
import { quickWinsPath } from '@/lib/leads/guides';
import { featuredQuickWins, smbRoiGuide } from '@/content/guides';
import { findQuickWinsGuide, type QuickWinsGuide } from '@/content/quick-wins';
import { findIndustry } from '@/content/industries/registry';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Free Guides and Resources',
    description:
      'Free, practical website guides for law firms, accountants and local businesses, plus the SMB Guide to Website ROI. Quick wins you can ship this week.',
    path: routes.resources.path,
  });
}

const guides = featuredQuickWins
  .map((industry) => findQuickWinsGuide(industry))
  .filter((g): g is QuickWinsGuide => g !== undefined);

export default function ResourcesPage() {
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: 'Free Guides and Resources',
            url: absoluteUrl(routes.resources.path),
            hasPart: guides.map((g) => ({ '@type': 'HowTo', name: g.title, url: absoluteUrl(quickWinsPath(g.industry)) })),
          },
          breadcrumbJsonLd([{ name: 'Resources', path: routes.resources.path }]),
        ]}
      />
      <PageHeader
        eyebrow="Resources"
        title="Free guides to a website that earns its keep"
        lead="Practical, specific fixes you can make this week, written for the firms we work with every day."
      />
      <Section aria-labelledby="guides-title" width="7xl">
        <h2 id="guides-title" className="text-2xl font-bold text-primary">
          Quick-win guides
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.industry} data-testid="resource-guide" className="group relative flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon icon={BookOpen} className="size-5" />
              </span>
              <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                {findIndustry(guide.industry)?.name}
              </p>
              <h3 className="text-lg font-semibold text-primary">{guide.title}</h3>
              <p className="text-sm text-muted-foreground">{guide.subtitle}</p>
              <Link
                href={quickWinsPath(guide.industry)}
                className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary after:absolute after:inset-0 group-hover:text-accent"
              >
                Read the 5 quick wins<span className="sr-only">: {guide.title}</span>
                <Icon icon={ArrowRight} className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-label="Free guide" width="5xl" padding={8}>
        <GuideCard guide={smbRoiGuide} />
      </Section>
      <CtaBand id="resources-next" heading="See how your own site measures up">
          <CtaLink href={routes.aiFeedback.path} cta="resources_ai_review" size="lg">
            Get a Free AI Website Review
          </CtaLink>
          <CtaLink href={routes.caseStudies.path} cta="resources_case_studies" variant="outline" size="lg">
            Read the Case Studies
          </CtaLink>
      </CtaBand>
    </>
  );
}
