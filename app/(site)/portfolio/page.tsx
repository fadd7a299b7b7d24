import type { Metadata } from 'next';
import { PortfolioPage } from '@/components/portfolio/portfolio-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Portfolio: Websites for Professional Firms',
    description:
      'Six recent website projects with measured results: faster pages, clearer messaging and more consultation requests for professional firms and local businesses.',
    path: routes.portfolio.path,
  });
}

export default function Page() {
  return <PortfolioPage path={routes.portfolio.path} title="Portfolio" />;
}
