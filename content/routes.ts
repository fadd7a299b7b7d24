import { industryPath, type IndustrySlug, findIndustry } from './industries/registry';

/**
 * The site's route list: the one source that the navigation, the footer and
 * the sitemap read. A route appears in the sitemap when it has `sitemap`
 * settings; each page's issue adds them when the page ships.
 */
export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SiteRoute {
  path: string;
  label: string;
  sitemap?: { priority: number; changeFrequency: ChangeFrequency };
}

export const routes = {
  home: { path: '/', label: 'Home', sitemap: { priority: 1, changeFrequency: 'weekly' } },
  services: { path: '/services', label: 'Services', sitemap: { priority: 0.9, changeFrequency: 'monthly' } },
  pricing: { path: '/pricing', label: 'Pricing', sitemap: { priority: 0.9, changeFrequency: 'monthly' } },
  portfolio: { path: '/portfolio', label: 'Portfolio', sitemap: { priority: 0.8, changeFrequency: 'monthly' } },
  caseStudies: { path: '/case-studies', label: 'Case Studies', sitemap: { priority: 0.8, changeFrequency: 'monthly' } },
  faq: { path: '/faq', label: 'FAQ', sitemap: { priority: 0.7, changeFrequency: 'monthly' } },
  about: { path: '/about', label: 'About', sitemap: { priority: 0.7, changeFrequency: 'monthly' } },
  contact: { path: '/contact', label: 'Contact', sitemap: { priority: 0.9, changeFrequency: 'yearly' } },
  book: { path: '/book', label: 'Book a Call', sitemap: { priority: 0.6, changeFrequency: 'yearly' } },
  aiFeedback: { path: '/ai-feedback', label: 'Free AI Website Review', sitemap: { priority: 0.9, changeFrequency: 'monthly' } },
  payment: { path: '/payment', label: 'Make Payment', sitemap: { priority: 0.5, changeFrequency: 'yearly' } },
  // Where Stripe sends the payer back: noindex, and not in the sitemap.
  paymentSuccess: { path: '/payment-success', label: 'Payment received' },
  paymentCanceled: { path: '/payment-canceled', label: 'Payment canceled' },
  resources: { path: '/resources', label: 'Resources', sitemap: { priority: 0.7, changeFrequency: 'monthly' } },
  timeline: { path: '/timeline', label: 'Timeline', sitemap: { priority: 0.5, changeFrequency: 'monthly' } },
  privacy: { path: '/privacy', label: 'Privacy Policy', sitemap: { priority: 0.3, changeFrequency: 'yearly' } },
  terms: { path: '/terms', label: 'Terms of Service', sitemap: { priority: 0.3, changeFrequency: 'yearly' } },
} as const satisfies Record<string, SiteRoute>;

export interface NavLink {
  label: string;
  href: string;
}

function industryLink(slug: IndustrySlug): NavLink {
  const industry = findIndustry(slug);
  if (!industry) throw new Error(`Unknown industry ${slug}`);
  return { label: industry.name, href: industryPath(slug) };
}

/** 'Who We Serve' in the top navigation. */
export const whoWeServeNav: NavLink[] = (
  ['lawyers', 'accountants', 'consultants', 'local-businesses', 'nonprofits', 'creatives'] as const
).map(industryLink);

export type MainNavItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'menu'; label: string; items: NavLink[] };

export const mainNav: MainNavItem[] = [
  { kind: 'link', label: routes.services.label, href: routes.services.path },
  { kind: 'link', label: routes.pricing.label, href: routes.pricing.path },
  { kind: 'menu', label: 'Who We Serve', items: whoWeServeNav },
  { kind: 'link', label: routes.caseStudies.label, href: routes.caseStudies.path },
  { kind: 'link', label: routes.faq.label, href: routes.faq.path },
  { kind: 'link', label: routes.about.label, href: routes.about.path },
];

export const navButtons = {
  review: { label: 'Free AI Website Review', href: routes.aiFeedback.path },
  strategyCall: { label: 'Schedule a Strategy Call', href: routes.contact.path },
} as const;

/** Extra items the mobile menu shows below the shared ones. */
export const mobileExtras = {
  payment: { label: 'Make Payment', href: routes.payment.path },
  bookCall: { label: 'Book Your Strategy Call', href: routes.book.path },
} as const;

export const footerServices: NavLink[] = [
  { label: 'Website Tune-Up', href: routes.services.path },
  { label: 'Brand Refresh', href: routes.services.path },
  { label: 'Premium Brand Experience', href: routes.services.path },
  { label: 'Brand & Performance Audit', href: routes.payment.path },
];

// Pure, so a bundle that imports this module for the nav does not carry the footer's list.
export const footerWhoWeServe: NavLink[] = /* @__PURE__ */ (() =>
  (['local-businesses', 'nonprofits', 'creatives', 'professional-services'] as const).map(industryLink))();

export const footerLegal: NavLink[] = [
  { label: routes.privacy.label, href: routes.privacy.path },
  { label: routes.terms.label, href: routes.terms.path },
];

export const strategyCallCta = { label: 'Book Your Strategy Call', href: routes.contact.path } as const;

export function sitemapRoutes(): SiteRoute[] {
  return Object.values(routes).filter((r: SiteRoute) => r.sitemap !== undefined);
}

// The nav's islands import it from lib, without this module's lists.
export { isActivePath } from '../lib/site/active-path';
