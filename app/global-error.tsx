'use client';

import { STUDIO_EMAIL } from '@/content/studio-email';
import './globals.css';

/**
 * The last-resort error page, shown when the root layout itself fails. It replaces Next's built-in one,
 * which ships its own styles and markup to every page: this one is a few lines and speaks for the studio.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body className="min-h-dvh font-sans">
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
          <h1 className="text-3xl font-bold text-primary">Something went wrong</h1>
          <p className="text-muted-foreground">
            This page failed to load. Try again, or write to us at{' '}
            <a className="font-medium text-primary underline" href={`mailto:${STUDIO_EMAIL}`}>
              {STUDIO_EMAIL}
            </a>
            .
          </p>
          <button type="button" className="btn btn-primary btn-lg" onClick={() => reset()}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
