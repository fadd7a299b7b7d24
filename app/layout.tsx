import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteUrl } from '@/lib/site/config';
import { robotsDirectives } from '@/lib/seo/metadata';
import { SITE_ICON_DATA_URL } from '@/lib/seo/site-icon';
import { studio } from '@/content/studio';
import { FONT_LOAD_SCRIPT } from '@/lib/ui/font-loading';
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
  icons: { icon: [{ url: SITE_ICON_DATA_URL, type: 'image/svg+xml', sizes: 'any' }] },
};

export const viewport: Viewport = {
  themeColor: '#1b2a4a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <script dangerouslySetInnerHTML={{ __html: FONT_LOAD_SCRIPT }} />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
      </body>
    </html>
  );
}
