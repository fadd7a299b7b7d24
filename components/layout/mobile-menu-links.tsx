import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { mainNav, mobileExtras, navButtons, type NavLink } from '@/content/routes';

const mobileButtons = [
  { link: navButtons.review, cta: 'mobile_nav_ai_review', variant: 'outline' },
  { link: navButtons.strategyCall, cta: 'mobile_nav_strategy_call', variant: 'default' },
  { link: mobileExtras.bookCall, cta: 'mobile_nav_book_call', variant: 'accent' },
] as const;

function Item({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href}>
        {link.label}
      </Link>
    </li>
  );
}

/** The phone menu's links, rendered on the server into the panel (./mobile-menu-panel.tsx marks the current page's). */
export function MobileMenuLinks() {
  return (
    <nav aria-label="Mobile">
      <ul className="flex flex-col gap-1">
        {mainNav.map((entry) =>
          entry.kind === 'link' ? (
            <Item key={entry.href} link={entry} />
          ) : (
            <li key={entry.label}>
              <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{entry.label}</p>
              <ul className="flex flex-col gap-1 border-l-2 pl-2">
                {entry.items.map((link) => (
                  <Item key={link.href} link={link} />
                ))}
              </ul>
            </li>
          ),
        )}
        <Item link={mobileExtras.payment} />
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        {mobileButtons.map(({ link, cta, variant }) => (
          <Link key={cta} href={link.href} data-cta={cta} className={buttonVariants({ variant, size: 'lg' })}>
            {link.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
