import {
  footerLegal,
  footerServices,
  footerWhoWeServe,
  isActivePath,
  mainNav,
  mobileExtras,
  navButtons,
  sitemapRoutes,
  whoWeServeNav,
} from '@/content/routes';
import { redirectRules } from '@/content/redirects';
import { industryRegistry } from '@/content/industries/registry';

describe('navigation content', () => {
  it('lists the spec’s top-level items in order', () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      'Services',
      'Pricing',
      'Who We Serve',
      'Case Studies',
      'FAQ',
      'About',
    ]);
  });

  it('has the six Who We Serve entries with their industry pages', () => {
    expect(whoWeServeNav).toEqual([
      { label: 'Lawyers', href: '/lawyers' },
      { label: 'Accountants', href: '/accountants' },
      { label: 'Consultants', href: '/consultants' },
      { label: 'Local Businesses', href: '/local-businesses' },
      { label: 'Nonprofits & Religious', href: '/nonprofits' },
      { label: 'Independent Creatives', href: '/creatives' },
    ]);
  });

  it('has the two nav buttons and the mobile extras', () => {
    expect(navButtons.review).toEqual({ label: 'Free AI Website Review', href: '/ai-feedback' });
    expect(navButtons.strategyCall).toEqual({ label: 'Schedule a Strategy Call', href: '/contact' });
    expect(mobileExtras.payment).toEqual({ label: 'Make Payment', href: '/payment' });
    expect(mobileExtras.bookCall.label).toBe('Book Your Strategy Call');
  });

  it('has the footer lists of the spec', () => {
    expect(footerServices).toEqual([
      { label: 'Website Tune-Up', href: '/services' },
      { label: 'Brand Refresh', href: '/services' },
      { label: 'Premium Brand Experience', href: '/services' },
      { label: 'Brand & Performance Audit', href: '/payment' },
    ]);
    expect(footerWhoWeServe.map((l) => l.label)).toEqual([
      'Local Businesses',
      'Nonprofits & Religious',
      'Independent Creatives',
      'Professional Services',
    ]);
    expect(footerLegal).toEqual([
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ]);
  });
});

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/services', '/', false],
    ['/services', '/services', true],
    ['/case/law-firm-speed-overhaul', '/case', true],
    ['/services-old', '/services', false],
    ['/pricing', '/services', false],
  ])('%s against %s is %s', (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});

describe('sitemap routes', () => {
  it('contains home and only paths that start with a slash, once each', () => {
    const paths = sitemapRoutes().map((r) => r.path);
    expect(paths).toContain('/');
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith('/')).toBe(true);
  });
});

describe('redirect table', () => {
  it('is exactly the spec’s aliases', () => {
    const table = Object.fromEntries(redirectRules.map((r) => [r.source, r.destination]));
    expect(table).toEqual({
      '/law-firms': '/lawyers',
      '/therapists': '/professional-services',
      '/restaurants': '/local-businesses',
      '/retailers': '/local-businesses',
      '/service-providers': '/local-businesses',
      '/charities': '/nonprofits',
      '/foundations': '/nonprofits',
      '/ngo': '/nonprofits',
      '/artists': '/creatives',
      '/designers': '/creatives',
      '/photographers': '/creatives',
      '/agencies': '/creatives',
    });
  });

  it('never redirects an industry slug to itself or another industry', () => {
    const slugs = new Set(industryRegistry.map((i) => `/${i.slug}`));
    for (const rule of redirectRules) expect(slugs.has(rule.source)).toBe(false);
  });
});
