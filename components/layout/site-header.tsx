import { ChevronDown, Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { studio } from '@/content/studio';
import { mainNav, navButtons } from '@/content/routes';
import { SiteNav, type NavIcons, type NavLinks } from './site-nav';
import { BrandMark } from './brand-mark';
import { MobileMenuLinks } from './mobile-menu-links';

const navIcons: NavIcons = {
  chevron: <Icon icon={ChevronDown} className="size-4 transition-transform group-aria-expanded:rotate-180" />,
  menu: <Icon icon={Menu} className="size-6" />,
  close: <Icon icon={X} className="size-6" />,
};

const navLinks: NavLinks = { main: mainNav, review: navButtons.review, strategyCall: navButtons.strategyCall };

export function SiteHeader() {
  return (
    <header data-print="hide" className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-primary">
          <BrandMark />
          <span>{studio.name}</span>
        </Link>
        <SiteNav icons={navIcons} links={navLinks} mobileLinks={<MobileMenuLinks />} />
      </div>
    </header>
  );
}
