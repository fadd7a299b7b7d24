/**
 * The document's basics and what its response says around it: the doctype (standards or quirks
 * mode), the character set (from the page or the Content-Type header), a <base> that points off the
 * site, the CMS version its generator tag announces, the security headers browsers read, and its
 * icon links. Pure.
 */
import { attr, clip, declaresIcon, squash, type PageDocument } from './document';
import { factLimits } from './limits';

const CHARSET = /charset\s*=\s*["']?([\w-]+)/i;

/** The CMS versions whose security support has ended, and when. */
const UNSUPPORTED_CMS: { name: string; pattern: RegExp; ended: (major: number, minor: number) => string | null }[] = [
  {
    name: 'Joomla',
    pattern: /\bJoomla!?\s*(\d+)(?:\.(\d+))?/i,
    ended: (major, minor) =>
      major === 1 ? (minor >= 6 ? '2012' : minor === 5 ? '2012' : '2009') : major === 2 ? '2014' : major === 3 ? 'August 2023' : major === 4 ? 'October 2025' : null,
  },
  { name: 'Drupal', pattern: /\bDrupal\s*(\d+)/i, ended: (major) => ({ 5: '2011', 6: 'February 2016', 7: 'January 2025', 8: 'November 2021', 9: 'November 2023' })[major] ?? null },
  { name: 'WordPress', pattern: /\bWordPress\s*(\d+)\.(\d+)/i, ended: (major) => (major <= 4 ? '2018 or earlier (its last 4.x release)' : null) },
];

/** The document's basics (doctype, character set, a <base> off the site) and the CMS version its generator tag announces when that version no longer gets security fixes. */
export function documentFacts(d: PageDocument) {
  const { headers } = d;
  // Document basics: the doctype decides standards or quirks mode; the character set may come from the header.
  const charsetIn = (contentType: string | undefined) => CHARSET.exec(contentType ?? '')?.[1];
  const charset =
    d.metas.map((m) => attr(m, 'charset')).find((c) => c && c.trim()) ??
    charsetIn(d.metas.find((m) => (attr(m, 'http-equiv') ?? '').toLowerCase() === 'content-type')?.attribs.content) ??
    charsetIn(headers['content-type']) ??
    (d.bom ? 'utf-8 (byte order mark)' : undefined);
  const documentBasics = {
    doctype: d.doctype ? clip(d.doctype, factLimits.shortText) : null,
    charset: charset ? clip(charset, 20) : null,
  };

  const baseHref = d.baseHref && d.pageUrl
    ? { href: clip(d.baseHref.href, factLimits.shortText), offSite: d.baseHref.host.toLowerCase() !== d.pageUrl.host.toLowerCase() && !d.isFirstParty(d.baseHref.hostname.toLowerCase()) }
    : null;

  // The CMS the page announces in its generator tag, when that version no longer gets security fixes.
  let outdatedCms: { tag: string; name: string; version: string; ended: string } | null = null;
  for (const meta of d.metaNamed('generator')) {
    const content = squash(attr(meta, 'content') ?? '');
    for (const cms of UNSUPPORTED_CMS) {
      const match = cms.pattern.exec(content);
      if (!match) continue;
      const ended = cms.ended(Number(match[1]), Number(match[2] ?? 0));
      if (ended) outdatedCms ??= { tag: clip(`<meta name="generator" content="${content}">`, 120), name: cms.name, version: match[0].replace(/^\D+/, ''), ended };
    }
  }

  return { documentBasics, baseHref, outdatedCms };
}

export type DocumentFacts = ReturnType<typeof documentFacts>;

/** The response headers browsers read for security, and the page's icon links. */
export function headerFacts(d: PageDocument) {
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
