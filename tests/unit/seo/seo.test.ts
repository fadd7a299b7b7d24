import type { Metadata } from 'next';

type SeoModules = typeof import('@/lib/seo/metadata') & typeof import('@/lib/seo/json-ld') & typeof import('@/lib/site/config');

/** Loads the SEO modules fresh under `env` and runs `use` with that environment still in place. */
function withEnv<T>(env: Record<string, string | undefined>, use: (mod: SeoModules) => T): T {
  const saved = { ...process.env };
  try {
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    let mod: SeoModules | undefined;
    jest.isolateModules(() => {
      mod = { ...require('@/lib/seo/metadata'), ...require('@/lib/seo/json-ld'), ...require('@/lib/site/config') };
    });
    return use(mod!);
  } finally {
    process.env = saved;
  }
}

const page = { title: 'Pricing', description: 'Four tiers.', path: '/pricing' };

describe('pageMetadata', () => {
  it('builds canonical, Open Graph and Twitter from NEXT_PUBLIC_SITE_URL', () => {
    const meta: Metadata = withEnv({ NEXT_PUBLIC_SITE_URL: 'https://studio.example/', VERCEL_ENV: undefined }, (m) =>
      m.pageMetadata(page),
    );
    expect(meta.title).toBe('Pricing');
    expect(meta.description).toBe('Four tiers.');
    expect(meta.alternates?.canonical).toBe('https://studio.example/pricing');
    expect(meta.openGraph).toMatchObject({ url: 'https://studio.example/pricing', title: 'Pricing | Polaris Digital' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Pricing | Polaris Digital' });
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it('defaults the origin to http://localhost:3000', () => {
    const meta = withEnv({ NEXT_PUBLIC_SITE_URL: undefined }, (m) => m.pageMetadata(page));
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/pricing');
  });

  it('keeps an absolute title out of the template', () => {
    const meta = withEnv({}, (m) => m.pageMetadata({ ...page, absoluteTitle: true }));
    expect(meta.title).toEqual({ absolute: 'Pricing' });
  });

  it('marks every page noindex on preview deployments', () => {
    const meta = withEnv({ VERCEL_ENV: 'preview' }, (m) => m.pageMetadata(page));
    expect(meta.robots).toMatchObject({ index: false, follow: false });
    const production = withEnv({ VERCEL_ENV: 'production' }, (m) => m.pageMetadata(page));
    expect(production.robots).toEqual({ index: true, follow: true });
  });

  it('rejects a malformed site URL loudly', () => {
    expect(() => withEnv({ NEXT_PUBLIC_SITE_URL: 'not a url' }, () => null)).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });
});

describe('JSON-LD', () => {
  it('describes the studio as an Organization and a WebSite', () => {
    const [org, site] = withEnv({ NEXT_PUBLIC_SITE_URL: 'https://studio.example' }, (m) => [
      m.organizationJsonLd(),
      m.websiteJsonLd(),
    ]);
    expect(org['@type']).toBe('Organization');
    expect(org).toMatchObject({ name: 'Polaris Digital', url: 'https://studio.example/' });
    expect(org.memberOf).toHaveLength(4);
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://studio.example/' });
  });

  it('serialises so that no string can close the script element', () => {
    const out = withEnv({}, (m) => m.serializeJsonLd)({ '@type': 'Thing', name: '</script><script>alert(1)</script> & more' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script> & more');
  });
});
