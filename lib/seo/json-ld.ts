import { absoluteUrl, siteUrl } from '@/lib/site/config';
import { studio } from '@/content/studio';

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** Serialises structured data so that no string in it can close the script element. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: studio.name,
    legalName: studio.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: studio.email,
    telephone: studio.phone,
    foundingDate: String(studio.foundedYear),
    description: studio.blurb,
    founder: { '@type': 'Person', name: studio.founder.name, jobTitle: studio.founder.role },
    memberOf: studio.associations.map((name) => ({ '@type': 'Organization', name })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: studio.email,
      telephone: studio.phone,
      availableLanguage: 'English',
    },
  };
}

export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: studio.name,
    url: absoluteUrl('/'),
    description: studio.tagline,
    inLanguage: 'en-US',
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

/** BreadcrumbList from Home to the page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function serviceJsonLd(service: { name: string; description: string; path: string }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    serviceType: service.name,
    areaServed: 'US',
    provider: { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: studio.name },
  };
}

export function faqPageJsonLd(items: readonly { q: string; a: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}
