'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { ChevronDown, Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { focusByKey } from '@/components/ui/roving-focus';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { isActivePath, mainNav, mobileExtras, navButtons, type NavLink } from '@/content/routes';

/** The nav link look (app/globals.css). */
const linkBase = 'nav-link';

/** Moves focus among the links of a menu with the arrow keys, Home and End. */
function focusSibling(container: HTMLElement | null, key: string): boolean {
  return container ? focusByKey(Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href]')), key) : false;
}

function WhoWeServeMenu({ label, items, pathname }: { label: string; items: NavLink[]; pathname: string }) {
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
        className={cn(linkBase, 'inline-flex items-center gap-1 data-[active]:bg-secondary data-[active]:text-primary')}
      >
        {label}
        <Icon icon={ChevronDown} className={cn('size-4 transition-transform', open && 'rotate-180')} />
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

const mobileButtons = [
  { link: navButtons.review, cta: 'mobile_nav_ai_review', variant: 'outline' },
  { link: navButtons.strategyCall, cta: 'mobile_nav_strategy_call', variant: 'default' },
  { link: mobileExtras.bookCall, cta: 'mobile_nav_book_call', variant: 'accent' },
] as const;

function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
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
    const keepFocusInMenu = (e: globalThis.KeyboardEvent) => {
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
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
      else if (e.key === 'Tab') keepFocusInMenu(e);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      for (const el of behind) el.inert = false;
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const item = (link: NavLink, extra?: string) => (
    <li key={`${link.href}-${link.label}`}>
      <Link
        href={link.href}
        aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
        onClick={() => close(false)}
        className={cn(linkBase, 'block py-3 text-base', extra)}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {open ? <Icon icon={X} className="size-6" /> : <Icon icon={Menu} className="size-6" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
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
                  onClick={() => close(false)}
                  className={buttonVariants({ variant, size: 'lg' })}
                >
                  {link.label}
                </Link>
              ))}
            </div>
          </nav>
        </div>
      ) : null}
    </div>
  );
}

/** The interactive part of the header: desktop links with the dropdown, and the mobile toggle menu. */
export function SiteNav() {
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
              <WhoWeServeMenu key={entry.label} label={entry.label} items={entry.items} pathname={pathname} />
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
      <MobileMenu pathname={pathname} />
    </>
  );
}
