'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { isActivePath } from '@/lib/site/active-path';

/**
 * While the menu is open it covers the page: focus moves to its first link, Tab cycles through the
 * toggle and the panel, Escape closes it with focus back on the toggle, and everything behind it is
 * inert and does not scroll.
 */
function useCoveringPanel(open: boolean, panelRef: RefObject<HTMLDivElement | null>, toggleRef: RefObject<HTMLElement | null>, onClose: (returnFocus: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const toggle = toggleRef.current;
    const panel = panelRef.current;
    panel?.querySelector<HTMLAnchorElement>('a[href]')?.focus({ preventScroll: true });
    // Keep focus and scrolling out of everything behind the panel, including the fixed sticky bar and
    // slide-in card, which would otherwise take focus while hidden under it. Done a frame after the
    // panel shows, so the restyle of the whole page does not hold up the tap's answer.
    const behind: HTMLElement[] = [];
    const overflow = document.body.style.overflow;
    const frame = window.requestAnimationFrame(() => {
      for (let node = toggle?.closest('header') ?? null; node && node !== document.body; node = node.parentElement) {
        for (const sibling of Array.from(node.parentElement?.children ?? [])) {
          if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) behind.push(sibling);
        }
      }
      for (const el of behind) el.inert = true;
      document.body.style.overflow = 'hidden';
    });
    const keepFocusInMenu = (e: KeyboardEvent) => {
      const items = [toggle, ...(panel?.querySelectorAll<HTMLElement>('a[href]') ?? [])].filter((el): el is HTMLElement => el !== null);
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
      window.cancelAnimationFrame(frame);
      for (const el of behind) el.inert = false;
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, panelRef, toggleRef, onClose]);
}

/**
 * The phone menu's panel, rendered with the page so it opens without waiting for any code: hidden
 * until the toggle opens it (`data-open`), or, before the script has run, until the toggle's link
 * makes it the page's :target (app/globals.css, .mobile-menu). Its links are rendered on the server
 * (`children`, ./mobile-menu-links.tsx), so the island carries none of them; it marks the current
 * page's link and closes when one is followed.
 */
export function MobileMenuPanel({
  id,
  open,
  pathname,
  toggleRef,
  onClose,
  children,
}: {
  id: string;
  open: boolean;
  pathname: string;
  toggleRef: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useCoveringPanel(open, panelRef, toggleRef, onClose);

  useEffect(() => {
    for (const link of panelRef.current?.querySelectorAll<HTMLAnchorElement>('li > a[href]') ?? []) {
      if (isActivePath(pathname, link.pathname)) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);

  return (
    <div
      ref={panelRef}
      id={id}
      data-open={open || undefined}
      // Following any of its links closes the menu.
      onClick={(e) => (e.target as Element).closest('a[href]') && onClose(false)}
      className="mobile-menu-panel fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t bg-background px-4 pt-4 pb-10"
    >
      {children}
    </div>
  );
}
