import type { Metadata } from 'next';
import { LegalPage, legalMetadata } from '@/components/legal/legal-document';
import { termsOfService } from '@/content/legal';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return legalMetadata(termsOfService, routes.terms.path);
}

export default function Page() {
  return <LegalPage doc={termsOfService} path={routes.terms.path} />;
}
