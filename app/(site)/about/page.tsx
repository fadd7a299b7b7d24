import type { Metadata } from 'next';
import { Section } from '@/components/page/section';
import { Image } from '@/components/ui/image';
import { KeyRound } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, siteUrl } from '@/lib/site/config';
import { founderStory, milestones, ownershipPoints, team } from '@/content/about';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: `About ${studio.name}`,
    description: `Meet ${studio.founder.name} and the team behind ${studio.name}: a founder-led studio building fast, hand-coded websites that clients own outright.`,
    path: routes.about.path,
  });
}

export default function AboutPage() {
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'AboutPage',
            name: `About ${studio.name}`,
            url: absoluteUrl(routes.about.path),
            about: { '@id': `${siteUrl}/#organization` },
            mainEntity: {
              '@type': 'Person',
              name: studio.founder.name,
              jobTitle: studio.founder.role,
              image: absoluteUrl(founderStory.photo.src),
              worksFor: { '@id': `${siteUrl}/#organization` },
            },
          },
          breadcrumbJsonLd([{ name: 'About', path: routes.about.path }]),
        ]}
      />
      <PageHeader eyebrow="About" title="A small studio with a simple promise" lead={studio.tagline} />

      <Section aria-labelledby="founder-title" width="6xl" padding={20} className="grid items-center gap-12 md:grid-cols-[2fr_3fr]">
        <Image
          {...founderStory.photo}
          sizes="(min-width: 768px) 400px, 100vw"
          preload
          className="w-full max-w-sm justify-self-center rounded-2xl shadow-card"
        />
        <div className="flex flex-col gap-4">
          <p className="eyebrow">The founder</p>
          <h2 id="founder-title" className="text-3xl font-bold text-primary">
            {studio.founder.name}, {studio.founder.role}
          </h2>
          {founderStory.paragraphs.map((p) => (
            <p key={p} className="text-lg text-muted-foreground">
              {p}
            </p>
          ))}
        </div>
      </Section>

      <Section aria-labelledby="milestones-title" width="6xl" padding={20} band="secondary">
        <h2 id="milestones-title" className="text-center text-3xl font-bold text-primary">
          Milestones
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-4">
          {milestones.map((m) => (
            <li key={m.year} className="flex flex-col gap-2 rounded-xl border bg-card p-6">
              <span className="text-2xl font-bold text-accent">{m.year}</span>
              <h3 className="font-semibold text-primary">{m.title}</h3>
              <p className="text-sm text-muted-foreground">{m.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section aria-labelledby="team-title" width="6xl" padding={20}>
        <h2 id="team-title" className="text-center text-3xl font-bold text-primary">
          The team
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} data-testid="team-member" className="flex flex-col gap-2 rounded-xl border bg-card p-6 shadow-card">
              <span
                aria-hidden="true"
                className="flex size-14 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {member.name.split(' ').map((part) => part[0]).join('')}
              </span>
              <h3 className="text-lg font-semibold text-primary">{member.name}</h3>
              <p className="text-sm font-semibold text-accent">{member.role}</p>
              <p className="text-sm text-muted-foreground">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="ownership-title" width="6xl" paddingBottom={20}>
        <div className="grid gap-8 rounded-2xl bg-primary p-8 text-white sm:p-12 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <Icon icon={KeyRound} className="size-10 text-[#f5c38b]" />
            <h2 id="ownership-title" className="text-3xl font-bold">
              You own everything we build
            </h2>
            <p className="text-white/85">
              Most agencies rent you a website. We hand it over. If we ever part ways, you keep the site running without
              asking anyone’s permission.
            </p>
          </div>
          <ul className="flex flex-col justify-center gap-3">
            {ownershipPoints.map((point) => (
              <li key={point} className="rounded-lg bg-white/10 px-4 py-3">
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <CtaLink href={routes.services.path} cta="about_services" variant="outline" size="lg">
            Explore Our Services
          </CtaLink>
          <CtaLink href={routes.contact.path} cta="about_contact" size="lg">
            Schedule a Strategy Call
          </CtaLink>
        </div>
      </Section>
    </>
  );
}
