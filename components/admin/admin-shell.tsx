import Link from 'next/link';
import type { ReactNode } from 'react';
import { SignOutButton } from './sign-out-button';
import { inboxKinds, type InboxList } from '@/lib/admin/records';

const links: { href: string; label: string; key: string }[] = [
  { href: '/admin', label: 'Overview', key: 'overview' },
  ...(Object.keys(inboxKinds) as InboxList[]).map((list) => ({ href: `/admin/${list}`, label: inboxKinds[list].title, key: list })),
  { href: '/admin/settings', label: 'Settings', key: 'settings' },
];

/** The admin pages' frame: navigation, who is signed in, and the page's main content. */
export function AdminShell({ current, email, children }: { current: string; email: string; children: ReactNode }) {
  return (
    <>
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-card focus:p-2">
        Skip to main content
      </a>
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-bold text-primary">Studio inbox</p>
          <nav aria-label="Admin">
            <ul className="flex flex-wrap gap-1">
              {links.map((link) => (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    aria-current={link.key === current ? 'page' : undefined}
                    className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-muted-foreground">{email}</span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="admin-main" className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
