import { navigationTarget, prefetchTarget, type LinkClick } from '@/lib/site/nav-links';

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

describe('navigationTarget', () => {
  const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

  it('routes a plain click on an in-site page link, keeping its query and hash', () => {
    expect(navigationTarget(anchor('/pricing'), plain, current)).toBe('/pricing');
    expect(navigationTarget(anchor('/portfolio?industry=Legal#top'), plain, current)).toBe('/portfolio?industry=Legal#top');
    expect(navigationTarget(anchor('/faq'), plain, current)).toBe('/faq');
    expect(navigationTarget(anchor('/faq?x=1'), plain, current)).toBe('/faq?x=1'); // the same page again: no reload
  });

  it('leaves modified, non-primary and already-handled clicks to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(navigationTarget(anchor('/pricing'), { ...plain, [key]: true }, current)).toBeNull();
    }
    expect(navigationTarget(anchor('/pricing'), { ...plain, button: 1 }, current)).toBeNull();
    expect(navigationTarget(anchor('/pricing'), { ...plain, defaultPrevented: true }, current)).toBeNull();
  });

  it('leaves links outside the app and in-page anchors to the browser', () => {
    expect(navigationTarget(anchor('https://calendly.com/polaris'), plain, current)).toBeNull();
    expect(navigationTarget(anchor('/pricing', { target: '_blank' }), plain, current)).toBeNull();
    expect(navigationTarget(anchor('/guides/roi.pdf', { download: true }), plain, current)).toBeNull();
    expect(navigationTarget(anchor('/api/guides/roi'), plain, current)).toBeNull();
    expect(navigationTarget(anchor('/icons.svg'), plain, current)).toBeNull();
    expect(navigationTarget(anchor('mailto:hello@studio.test'), plain, current)).toBeNull();
    expect(navigationTarget(anchor('/faq?x=1#answers'), plain, current)).toBeNull();
  });
});
