import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Section } from '@/components/page/section';
import { Image } from '@/components/ui/image';
import { CtaLink } from '@/components/cta/cta-link';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { portfolioProjects } from '@/content/portfolio';

type Props = { params: Promise<{ slug: string }> };

// Only the generated pages exist; any other slug is answered 404 by the router.
export const dynamicParams = false;

const findProject = (slug: string) => portfolioProjects.find((p) => p.slug === slug);

export function generateStaticParams() {
  return portfolioProjects.map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = findProject((await params).slug);
  if (!project) return { title: 'Page not found', robots: { index: false, follow: true } };
  return pageMetadata({
    title: `${project.client} case study`,
    description: `${project.result}. ${project.summary}`.slice(0, 155).replace(/\s+\S*$/, '') + '…',
    path: `/case/${project.slug}`,
    image: { url: project.image.src, alt: project.image.alt },
  });
}

export default async function CasePage({ params }: Props) {
  const { slug } = await params;
  const project = findProject(slug);
  if (!project) notFound();
  return (
    <Section as="article" width="4xl" className="flex flex-col gap-8">
      <JsonLd data={breadcrumbJsonLd([{ name: 'Case Studies', path: '/case-studies' }, { name: project.client, path: `/case/${slug}` }])} />
      <header className="flex flex-col gap-3 text-center">
        <p className="eyebrow">
          {project.industry} · {project.client}
        </p>
        <h1 className="text-4xl font-bold text-primary">{project.title}</h1>
        <p className="text-lg font-semibold text-success">{project.result}</p>
      </header>
      <Image
        {...project.image}
        sizes="(min-width: 896px) 832px, 100vw"
        preload
        className="w-full rounded-xl border shadow-card"
      />
      <div className="flex flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center">
        <h2 className="text-2xl font-bold text-primary">The full case study is coming soon</h2>
        <p className="max-w-2xl text-muted-foreground">
          We are writing up the full story of this project with {project.client}: the brief, the decisions and the numbers.
          In the meantime, browse the rest of our work or ask us about it directly.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <CtaLink href="/portfolio" cta="case_back_to_portfolio" variant="outline">
            Back to the Portfolio
          </CtaLink>
          <CtaLink href="/contact" cta="case_contact">
            Ask About This Project
          </CtaLink>
        </div>
      </div>
    </Section>
  );
}
