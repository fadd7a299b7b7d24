import type { Metadata } from 'next';
import { LegalPage, legalMetadata } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/content/legal';
import { routes } from '@/content/routes';

export function generateMetadata(): Metadata {
  return legalMetadata(privacyPolicy, routes.privacy.path);
}

export default function Page() {
  return <LegalPage doc={privacyPolicy} path={routes.privacy.path} />;
}
