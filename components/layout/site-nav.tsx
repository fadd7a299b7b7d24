'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { focusByKey } from '@/components/ui/roving-focus';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { isActivePath, mainNav, navButtons, type NavLink } from '@/content/routes';

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
        className={cn(linkBase, 'group inline-flex items-center gap-1 data-[active]:bg-secondary data-[active]:text-primary')}
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
                className={cn(linkBase, 'block')}
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

const loadMobileMenuPanel = () => import('./mobile-menu-panel');

/** Shown instead of the panel when its code cannot be fetched (the connection dropped): the page stays up. */
function MenuUnavailable({ id }: { id: string }) {
  return (
    <p id={id} role="alert" className="fixed inset-x-0 top-16 border-t bg-background p-4 text-sm">
      The menu did not load. Check your connection and reload the page; the links are also at the foot of the page.
    </p>
  );
}

const MobileMenuPanel = lazy(() => loadMobileMenuPanel().catch(() => ({ default: MenuUnavailable })));

/**
 * The phone menu's toggle. The panel's code loads the first time the visitor reaches for the toggle
 * (pointer down, touch or focus), not with the page: most visits never open the menu.
 */
function MobileMenu({ pathname, icons }: { pathname: string; icons: NavIcons }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        onPointerDown={loadMobileMenuPanel}
        onFocus={loadMobileMenuPanel}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {open ? icons.close : icons.menu}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} pathname={pathname} toggleRef={toggleRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The interactive part of the header: desktop links with the dropdown, and the mobile toggle menu. */
export function SiteNav({ icons }: { icons: NavIcons }) {
  const pathname = usePathname();
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
            href={navButtons.review.href}
            data-cta="nav_ai_review"
            aria-current={isActivePath(pathname, navButtons.review.href) ? 'page' : undefined}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {navButtons.review.label}
          </Link>
          <Link
            href={navButtons.strategyCall.href}
            data-cta="nav_strategy_call"
            aria-current={isActivePath(pathname, navButtons.strategyCall.href) ? 'page' : undefined}
            className={buttonVariants({ variant: 'default', size: 'sm' })}
          >
            {navButtons.strategyCall.label}
          </Link>
        </div>
      </nav>
      <MobileMenu pathname={pathname} icons={icons} />
    </>
  );
}
