import type { Metadata } from 'next';
import { PortfolioPage } from '@/components/portfolio/portfolio-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Case Studies: Measured Results for Firms',
    description:
      'Case studies of hand-coded websites for accountants, law firms, consultants and local businesses, with the load times and lead numbers they achieved.',
    path: routes.caseStudies.path,
  });
}

export default function Page() {
  return <PortfolioPage path={routes.caseStudies.path} title="Case Studies" />;
}
