/** Trust facts: security headers (and their meta equivalents) and the favicon. */
import { attr, declaresIcon, type PageDocument } from './document';

export function trustFacts(d: PageDocument) {
  const { headers, metas, metaNamed, linkRels } = d;
  // Security headers (a meta CSP counts as a CSP; frame-ancestors only works in the header)
  const cspHeader = headers['content-security-policy'] ?? '';
  const metaHttpEquiv = (name: string) => metas.some((m) => (attr(m, 'http-equiv') ?? '').trim().toLowerCase() === name);
  const security = {
    hsts: /max-age\s*=\s*[1-9]/i.test(headers['strict-transport-security'] ?? ''),
    csp: cspHeader.trim() !== '' || metaHttpEquiv('content-security-policy'),
    noSniff: (headers['x-content-type-options'] ?? '').trim().toLowerCase() === 'nosniff',
    frameProtection: (headers['x-frame-options'] ?? '').trim() !== '' || /frame-ancestors/i.test(cspHeader),
    referrerPolicy: (headers['referrer-policy'] ?? '').trim() !== '' || metaNamed('referrer').length > 0,
    permissionsPolicy: (headers['permissions-policy'] ?? headers['feature-policy'] ?? '').trim() !== '',
  };

  return {
    security,
    favicon: declaresIcon(d),
    /** An icon link browsers do not read as one (rel="shortcut" without "icon"), as written. */
    malformedIcon:
      linkRels
        .filter((l) => l.rels.includes('shortcut') && !l.rels.includes('icon'))
        .map((l) => `<link rel="${attr(l.el, 'rel') ?? ''}" href="${attr(l.el, 'href') ?? ''}">`)[0] ?? null,
  };
}
