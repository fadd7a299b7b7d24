'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { isActivePath, mainNav, mobileExtras, navButtons, type NavLink } from '@/content/routes';

const mobileButtons = [
  { link: navButtons.review, cta: 'mobile_nav_ai_review', variant: 'outline' },
  { link: navButtons.strategyCall, cta: 'mobile_nav_strategy_call', variant: 'default' },
  { link: mobileExtras.bookCall, cta: 'mobile_nav_book_call', variant: 'accent' },
] as const;

/**
 * The open phone menu (loaded on demand by SiteNav's MobileMenu). It covers the page: focus moves to
 * its first link, Tab cycles through the toggle and the panel, Escape closes it with focus back on the
 * toggle, and everything behind it is inert and does not scroll.
 */
export default function MobileMenuPanel({
  id,
  pathname,
  toggleRef,
  onClose,
}: {
  id: string;
  pathname: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const toggle = toggleRef.current;
    const panel = panelRef.current;
    panel?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
    // The panel covers the page: keep focus and scrolling out of everything behind it, including the
    // fixed sticky bar and slide-in card, which would otherwise take focus while hidden under the panel.
    const behind: HTMLElement[] = [];
    for (let node = toggle?.closest('header') ?? null; node && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) behind.push(sibling);
      }
    }
    for (const el of behind) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Tab cycles through the toggle and the panel's links while the menu is open.
    const keepFocusInMenu = (e: KeyboardEvent) => {
      const items = [toggle, ...(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter(
        (el): el is HTMLElement => el !== null,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
      else if (e.key === 'Tab') keepFocusInMenu(e);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      for (const el of behind) el.inert = false;
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [toggleRef, onClose]);

  const item = (link: NavLink, extra?: string) => (
    <li key={`${link.href}-${link.label}`}>
      <Link
        href={link.href}
        aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
        onClick={() => onClose(false)}
        className={cn('nav-link block py-3 text-base', extra)}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <div
      ref={panelRef}
      id={id}
      className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t bg-background px-4 pt-4 pb-10"
    >
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          {mainNav.map((entry) =>
            entry.kind === 'link' ? (
              item({ label: entry.label, href: entry.href })
            ) : (
              <li key={entry.label}>
                <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {entry.label}
                </p>
                <ul className="flex flex-col gap-1 border-l-2 pl-2">{entry.items.map((link) => item(link))}</ul>
              </li>
            ),
          )}
          {item(mobileExtras.payment)}
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          {mobileButtons.map(({ link, cta, variant }) => (
            <Link
              key={cta}
              href={link.href}
              data-cta={cta}
              onClick={() => onClose(false)}
              className={buttonVariants({ variant, size: 'lg' })}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </nav>
    </div>
  );
}
