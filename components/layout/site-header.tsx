import { Link } from '@/components/ui/link';
import { studio } from '@/content/studio';
import { SiteNav } from './site-nav';
import { BrandMark } from './brand-mark';

export function SiteHeader() {
  return (
    <header data-print="hide" className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-primary">
          <BrandMark />
          <span>{studio.name}</span>
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
