import { Link } from '@/components/ui/link';
import { CalendarCheck, Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { footerLegal, footerServices, footerWhoWeServe, strategyCallCta, type NavLink } from '@/content/routes';
import { studio } from '@/content/studio';
import { copyrightLine } from '@/lib/site/copyright-line';
import { BrandMark } from './brand-mark';

function FooterList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="footer-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    // Room below the links for what is pinned to the foot of the screen: the sticky bar on a phone, and the
    // slide-in card on a desktop while it shows (app/globals.css).
    <footer data-print="hide" data-site-footer="" className="bg-primary pb-20 text-white lg:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 font-semibold">
            <BrandMark />
            {studio.name}
          </p>
          <p className="text-sm leading-relaxed text-white/80">{studio.blurb}</p>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a href={`mailto:${studio.email}`} className="inline-flex items-center gap-2 text-white/90 hover:underline">
                <Icon icon={Mail} className="size-4" />
                {studio.email}
              </a>
            </li>
            <li>
              <a href={studio.phoneHref} className="inline-flex items-center gap-2 text-white/90 hover:underline">
                <Icon icon={Phone} className="size-4" />
                {studio.phone}
              </a>
            </li>
            <li className="flex items-start gap-2 text-white/90">
              <Icon icon={CalendarCheck} className="mt-0.5 size-4" />
              {studio.howWeMeet}
            </li>
          </ul>
        </div>
        <FooterList title="Services" links={footerServices} />
        <FooterList title="Who We Serve" links={footerWhoWeServe} />
        <div className="flex flex-col items-start gap-4">
          <h2 className="text-sm font-semibold text-white">Talk to the founder</h2>
          <p className="text-sm text-white/80">
            A {studio.claims.strategyCallMinutes}-minute strategy call. Honest advice, no hard pitch.
          </p>
          <Link
            href={strategyCallCta.href}
            data-cta="footer_strategy_call"
            className={buttonVariants({ variant: 'accent' })}
          >
            {strategyCallCta.label}
          </Link>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-white/80 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{copyrightLine(new Date())}</p>
          <ul className="flex gap-6">
            {footerLegal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
