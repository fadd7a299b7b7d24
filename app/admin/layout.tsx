import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { studio } from '@/content/studio';

// Every admin page reads the configuration and the session per request: never prerendered.
export const dynamic = 'force-dynamic';

// The studio's inbox: never indexed, never in the sitemap.
export const metadata: Metadata = {
  title: { default: `Admin | ${studio.name}`, template: `%s | Admin | ${studio.name}` },
  robots: { index: false, follow: false, googleBot: { index: false, follow: false } },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-background">{children}</div>;
}
