import type { Metadata } from 'next';
import { Gauge, LoaderCircle, Search, ShieldCheck, Sparkles, Target, UserCheck } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon, type IconNode } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { ReviewForm, type IndustryOption } from '@/components/review/review-form';
import { reviewWebsiteForm } from '@/lib/review/actions';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site/config';
import { dailyLimit } from '@/lib/review';
import { industryRegistry } from '@/content/industries/registry';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

/** The form island's icons, drawn here so the island ships none. */
const reviewIcons = {
  analyzing: <Icon icon={LoaderCircle} className="animate-spin motion-reduce:animate-none" />,
  start: <Icon icon={Sparkles} />,
};

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Free AI Website Review',
    description: `Get a free, specific review of your website in seconds: scores for search, speed, accessibility, conversion and trust, the five fixes that matter most, and advice for your industry. ${dailyLimit()} free reviews a day.`,
    path: routes.aiFeedback.path,
  });
}

const industries: IndustryOption[] = industryRegistry.map((industry) => ({ slug: industry.slug, name: industry.name }));

const checks: { icon: IconNode; title: string; text: string }[] = [
  { icon: Search, title: 'Search', text: 'Titles, descriptions, headings, canonical, structured data, robots.txt and sitemap, page by page.' },
  { icon: Gauge, title: 'Speed', text: 'Load time on a simulated phone, page weight, images, fonts, scripts and what holds up the first paint.' },
  { icon: UserCheck, title: 'Accessibility', text: 'Language, image alt text, link text, labelled form fields and headings.' },
  { icon: Target, title: 'Conversion', text: 'Calls to action, phone and e-mail links, forms, menus and links that go nowhere.' },
  { icon: ShieldCheck, title: 'Trust', text: 'HTTPS, security headers, and your words: spelling, facts that differ between pages, template leftovers, dates gone by.' },
];

/** The expert audit card's link, with the spec's campaign tags. */
const EXPERT_AUDIT_HREF = `${routes.contact.path}?utm_source=ai-feedback&utm_medium=expert-audit&utm_campaign=upgrade-cta`;

export default function AiFeedbackPage() {
  const limit = dailyLimit();
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: 'Free AI Website Review',
            url: absoluteUrl(routes.aiFeedback.path),
            applicationCategory: 'BusinessApplication',
            operatingSystem: 'Any',
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
            provider: { '@type': 'Organization', name: studio.name },
          },
          breadcrumbJsonLd([{ name: 'Free AI Website Review', path: routes.aiFeedback.path }]),
        ]}
      />
      <PageHeader
        eyebrow="Free tool"
        title="Free AI Website Review"
        lead="Enter your website and get a specific review of what we found on it: no guesses, just what your pages actually show, with the fixes that matter most."
      />
      <Section as="div" width="7xl" padding={14}>
        <ReviewForm industries={industries} dailyLimit={limit} action={reviewWebsiteForm} icons={reviewIcons} />
      </Section>
      <Section aria-labelledby="checks-title" width="7xl" padding={14} band="secondary">
        <h2 id="checks-title" className="text-2xl font-bold text-primary">
          What the review looks at
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {checks.map((check) => (
            <li key={check.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
              <Icon icon={check.icon} className="size-6 text-accent" />
              <h3 className="font-semibold text-primary">{check.title}</h3>
              <p className="text-sm text-muted-foreground">{check.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">
          We read the page you enter and up to 7 more pages of your site that it links to, with the files they load, its robots.txt and
          sitemap, measure its speed, and keep the review so we can follow up. The{' '}
          <a href={`${routes.privacy.path}#ai-features`} className="underline underline-offset-4 hover:text-accent">
            privacy policy
          </a>{' '}
          says what goes to whom.
        </p>
      </Section>
      <Section aria-labelledby="expert-audit-title" width="4xl">
        <div className="flex flex-col items-start gap-4 rounded-2xl border bg-primary p-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2">
            <h2 id="expert-audit-title" className="text-2xl font-bold">
              Want an expert to go deeper?
            </h2>
            <p className="text-primary-foreground/85">
              An automated review reads up to eight pages and what their code shows. {studio.founder.name} audits your whole site, your
              competitors and your inquiry path, and walks you through the fixes.
            </p>
          </div>
          <CtaLink href={EXPERT_AUDIT_HREF} cta="ai_feedback_expert_audit" variant="accent" size="lg">
            Get an Expert Audit
          </CtaLink>
        </div>
      </Section>
    </>
  );
}
