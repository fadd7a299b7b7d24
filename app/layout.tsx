import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteUrl } from '@/lib/site/config';
import { robotsDirectives } from '@/lib/seo/metadata';
import { studio } from '@/content/studio';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${studio.name}: ${studio.tagline}`, template: `%s | ${studio.name}` },
  description: studio.blurb,
  applicationName: studio.name,
  authors: [{ name: studio.founder.name }],
  creator: studio.name,
  robots: robotsDirectives(false),
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#1b2a4a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {children}
      </body>
    </html>
  );
}
