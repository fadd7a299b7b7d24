import { prefetchTarget } from '@/lib/navigation/prefetch';

const here = new URL('https://studio.test/faq?x=1');
const current = { href: here.href, origin: here.origin, pathname: here.pathname, search: here.search };
const anchor = (href: string, attrs: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, here).href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name === 'download' && Boolean(attrs.download),
});

describe('prefetchTarget', () => {
  it('gives the path and query of an in-site page link', () => {
    expect(prefetchTarget(anchor('/pricing'), current)).toBe('/pricing');
    expect(prefetchTarget(anchor('/portfolio?industry=Legal#top'), current)).toBe('/portfolio?industry=Legal');
    expect(prefetchTarget(anchor('/faq'), current)).toBe('/faq'); // same page, other query
  });

  it('skips what the router does not render: other origins, new tabs, downloads, API routes and files', () => {
    expect(prefetchTarget(anchor('https://calendly.com/polaris'), current)).toBeNull();
    expect(prefetchTarget(anchor('/pricing', { target: '_blank' }), current)).toBeNull();
    expect(prefetchTarget(anchor('/guides/roi.pdf', { download: true }), current)).toBeNull();
    expect(prefetchTarget(anchor('/api/guides/roi'), current)).toBeNull();
    expect(prefetchTarget(anchor('/guides/website-roi.pdf'), current)).toBeNull();
    expect(prefetchTarget(anchor('mailto:hello@studio.test'), current)).toBeNull();
  });

  it('skips a link to the page the visitor is on', () => {
    expect(prefetchTarget(anchor('/faq?x=1'), current)).toBeNull();
    expect(prefetchTarget(anchor('/faq?x=1#answers'), current)).toBeNull();
  });
});
