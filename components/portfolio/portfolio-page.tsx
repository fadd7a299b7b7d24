import { CtaLink } from '@/components/cta/cta-link';
import { CtaBand } from '@/components/page/cta-band';
import { Section } from '@/components/page/section';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site/config';
import { projectFacets } from '@/lib/site/portfolio-filter';
import { portfolioProjects } from '@/content/portfolio';
import { PortfolioBrowser } from './portfolio-browser';
import { ProjectCard } from './project-card';

/** /portfolio and /case-studies: the same page under two routes. */
export function PortfolioPage({ path, title }: { path: string; title: string }) {
  // The cards are server-rendered once and handed to the island, which only decides which ones show.
  // No picture is preloaded: on a phone the grid starts below the first screen (under the header and
  // the filters), and a preloaded picture there only competes with the stylesheet and font for the
  // first paint; in a wide window the first row loads lazily as soon as it is laid out.
  const facets = projectFacets(portfolioProjects);
  const cards = Object.fromEntries(portfolioProjects.map((project) => [project.slug, <ProjectCard project={project} />]));
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: title,
            url: absoluteUrl(path),
            hasPart: portfolioProjects.map((p) => ({
              '@type': 'CreativeWork',
              name: p.title,
              about: p.client,
              url: absoluteUrl(`/case/${p.slug}`),
              image: absoluteUrl(p.image.src),
            })),
          },
          breadcrumbJsonLd([{ name: title, path }]),
        ]}
      />
      <PageHeader
        eyebrow={title}
        title="Sites that win better clients"
        lead="Six recent projects for accountants, law firms, consultants and local businesses, with the results they measured."
      />
      <Section aria-labelledby="projects-title" width="7xl">
        <h2 id="projects-title" className="sr-only">
          Projects
        </h2>
        {/* The server HTML shows every project; the island applies the URL's filters once it loads. */}
        <PortfolioBrowser projects={facets} cards={cards} />
      </Section>
      <CtaBand id="portfolio-next" heading="Have a project in mind?">
          <CtaLink href="/contact" cta="portfolio_discuss_project" size="lg">
            Discuss Your Project
          </CtaLink>
      </CtaBand>
    </>
  );
}
