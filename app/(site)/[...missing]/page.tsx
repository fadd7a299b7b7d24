import type { Metadata } from 'next';
import { missingPath } from '@/lib/server/missing-path';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/** Every path that no other route matches lands here: log it once, then answer 404. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  return missingPath(`/${missing.join('/')}`);
}
