'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { focusByKey } from '@/components/ui/roving-focus';
import { buttonVariants } from '@/components/ui/button-variants';
import type { MainNavItem, NavLink } from '@/content/routes';
import { isActivePath } from '@/lib/site/active-path';
import { MobileMenuPanel } from './mobile-menu-panel';

/**
 * The nav's icons, rendered by the server (SiteHeader), so the island ships no drawings.
 * `chevron` turns over while the menu is open: give it `group-aria-expanded:rotate-180`.
 */
export interface NavIcons {
  chevron: ReactNode;
  menu: ReactNode;
  close: ReactNode;
}

/** The nav link look (app/globals.css). */
const linkBase = 'nav-link';

/** Moves focus among the links of a menu with the arrow keys, Home and End. */
function focusSibling(container: HTMLElement | null, key: string): boolean {
  return container ? focusByKey(Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href]')), key) : false;
}

function WhoWeServeMenu({
  label,
  items,
  pathname,
  chevron,
}: {
  label: string;
  items: NavLink[];
  pathname: string;
  chevron: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const active = items.some((item) => isActivePath(pathname, item.href));

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAndFocus = (key: 'ArrowDown' | 'ArrowUp') => {
    setOpen(true);
    // The list renders on the next frame; then focus its first (or last) link.
    window.requestAnimationFrame(() => focusSibling(listRef.current, key === 'ArrowDown' ? 'Home' : 'End'));
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus(e.key);
    } else if (e.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const onListKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (focusSibling(listRef.current, e.key)) {
      e.preventDefault();
    }
  };

  return (
    <li
      ref={wrapperRef}
      className="relative"
      onMouseEnter={() => {
        window.clearTimeout(hoverTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hoverTimer.current = window.setTimeout(() => setOpen(false), 150);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-active={active || undefined}
        onClick={(e) => {
          // A mouse click right after hovering open should not close the menu again;
          // keyboard activation (detail 0) always toggles.
          if (e.detail > 0 && openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          openedByHover.current = false;
          setOpen((v) => !v);
        }}
        onKeyDown={onButtonKeyDown}
        className={`${linkBase} group inline-flex items-center gap-1 data-[active]:bg-secondary data-[active]:text-primary`}
      >
        {label}
        {chevron}
      </button>
      {/* Rendered only while open: the footer lists the same links, and the closed menu costs no HTML. */}
      {open ? (
        <ul
          ref={listRef}
          id={menuId}
          onKeyDown={onListKeyDown}
          className="absolute top-full left-0 z-50 mt-2 w-64 rounded-xl border bg-popover p-2 shadow-card"
        >
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={`${linkBase} block`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The panel's id: the toggle links to it, so before any script a tap opens it as the page's :target. */
const PANEL_ID = 'site-menu';

/**
 * The phone menu. Its panel is rendered with the page, so it opens at once, with or without script.
 * Before the script has run, the toggle is what it is in the HTML: a link to the panel, which CSS
 * shows as the page's :target (app/globals.css), with a link in the toggle's place to close it. Once
 * the script runs, the toggle is a button (click, Enter or Space) and its state alone decides; a
 * menu opened before then stays open.
 */
function MobileMenu({ pathname, icons, links }: { pathname: string; icons: NavIcons; links: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  // Declared after the effect above, so a menu opened before the script stays open.
  useEffect(() => {
    setReady(true);
    if (window.location.hash === `#${PANEL_ID}`) {
      setOpen(true);
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  const toggle = () => setOpen((v) => !v);

  return (
    <div className="mobile-menu xl:hidden" data-ready={ready || undefined}>
      <a
        ref={toggleRef}
        href={`#${PANEL_ID}`}
        role="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(e) => {
          e.preventDefault();
          toggle();
        }}
        onKeyDown={(e) => {
          if (e.key === ' ') {
            e.preventDefault();
            toggle();
          }
        }}
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'mobile-menu-toggle' })}
      >
        {open ? icons.close : icons.menu}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </a>
      {ready ? null : (
        // Only before the script: shown in the toggle's place while the panel is the :target.
        <a href="#" className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'mobile-menu-close' })}>
          {icons.close}
          <span className="sr-only">Close menu</span>
        </a>
      )}
      <MobileMenuPanel id={PANEL_ID} open={open} pathname={pathname} toggleRef={toggleRef} onClose={close}>
        {links}
      </MobileMenuPanel>
    </div>
  );
}

/** The desktop nav's links (content/routes.ts), passed by the server (SiteHeader), so the island carries no lists. */
export interface NavLinks {
  main: MainNavItem[];
  review: NavLink;
  strategyCall: NavLink;
}

/** The interactive part of the header: desktop links with the dropdown, and the mobile toggle menu. */
export function SiteNav({
  icons,
  links,
  mobileLinks,
}: {
  icons: NavIcons;
  links: NavLinks;
  /** The phone menu's links, rendered by the server (SiteHeader). */
  mobileLinks: ReactNode;
}) {
  const pathname = usePathname();
  const { main: mainNav, review, strategyCall } = links;
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-6 xl:flex">
        <ul className="flex items-center gap-1">
          {mainNav.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  aria-current={isActivePath(pathname, entry.href) ? 'page' : undefined}
                  className={linkBase}
                >
                  {entry.label}
                </Link>
              </li>
            ) : (
              <WhoWeServeMenu
                key={entry.label}
                label={entry.label}
                items={entry.items}
                pathname={pathname}
                chevron={icons.chevron}
              />
            ),
          )}
        </ul>
        <div className="flex items-center gap-2">
          <Link
            href={review.href}
            data-cta="nav_ai_review"
            aria-current={isActivePath(pathname, review.href) ? 'page' : undefined}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {review.label}
          </Link>
          <Link
            href={strategyCall.href}
            data-cta="nav_strategy_call"
            aria-current={isActivePath(pathname, strategyCall.href) ? 'page' : undefined}
            className={buttonVariants({ variant: 'default', size: 'sm' })}
          >
            {strategyCall.label}
          </Link>
        </div>
      </nav>
      <MobileMenu pathname={pathname} icons={icons} links={mobileLinks} />
    </>
  );
}
