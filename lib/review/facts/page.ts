/**
 * What the free website review knows about a visitor's page: facts read from the fetched HTML, its
 * response headers, robots.txt and sitemap.xml, and nothing else. Both reviewers (the built-in rules
 * and the model) write only from this object, so it is small (a few KB as JSON), strings are clipped
 * and lists are capped while the counts stay exact.
 *
 * Pure: no I/O. The caller (server code) fetches; this module only reads what was fetched.
 */
import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import type { SafeResponse } from '../fetch/safe-fetch';

/** What extraction needs of a fetched page (safe-fetch's answer, or a fixture in tests). */
export type PageSnapshot = Pick<SafeResponse, 'url' | 'status' | 'headers' | 'body' | 'bytes' | 'elapsedMs' | 'redirects'>;

export interface SiteExtras {
  robotsTxt: string | null;
  sitemapXml: string | null;
}

/** A clipped text and the length of the whole text, in characters. */
export interface TextFact {
  text: string;
  length: number;
}

export interface SiteFacts {
  /** The URL asked for: the first redirect hop, else the final URL. */
  url: string;
  finalUrl: string;
  /** Host name of the final URL. */
  host: string;
  https: boolean;
  status: number;
  redirects: { count: number; chain: string[] };
  /** Null when the fetcher did not time the response. */
  responseMs: number | null;
  htmlBytes: number;
  title: TextFact | null;
  /** A <title> element exists (it may be empty: then title is null). */
  titleElement: boolean;
  description: TextFact | null;
  /** Absolute URL of rel=canonical. */
  canonical: string | null;
  /** Directives from meta robots/googlebot and the X-Robots-Tag header, lower-case. */
  robots: { meta: string[]; header: string[]; noindex: boolean; nofollow: boolean };
  viewport: { content: string; blocksZoom: boolean } | null;
  lang: string | null;
  headings: { h1Count: number; h1: string[]; h2Count: number; h2: string[] };
  /** Words of visible text (script, style, noscript, template and head excluded). */
  words: number;
  /** missingAlt: no alt attribute; decorative: alt="". Examples are the src of images with no alt. */
  images: {
    total: number;
    missingAlt: number;
    decorative: number;
    missingAltExamples: string[];
    /** Images served by placeholder services (placehold.co and the like): stand-ins, not the business's own pictures. */
    placeholders: number;
    placeholderExamples: string[];
  };
  links: {
    total: number;
    internal: number;
    external: number;
    tel: number;
    mailto: number;
    /** Links with no text, aria-label, title or image alt; examples are their hrefs. */
    empty: number;
    emptyExamples: string[];
    /** Links whose whole text is "click here", "read more" and the like; examples are the texts. */
    generic: number;
    genericExamples: string[];
    /** A link whose text or address mentions privacy. */
    privacyPolicy: boolean;
  };
  /** fields: inputs (not hidden/submit/button/reset/image), selects and textareas anywhere on the page. */
  forms: { count: number; fields: number; unlabelled: number; unlabelledFields: string[] };
  /** Links and buttons whose text asks for a booking, contact, quote, call, donation… */
  ctas: { count: number; examples: string[] };
  /** Schema.org types: JSON-LD @type (top level and @graph) and microdata itemtype; invalid JSON-LD blocks are counted, not thrown. */
  structuredData: { jsonLd: string[]; microdata: string[]; invalidJsonLd: number };
  /** Open Graph properties present (og:title…) and the twitter:card value. */
  social: { openGraph: string[]; twitterCard: string | null };
  security: {
    hsts: boolean;
    csp: boolean;
    noSniff: boolean;
    /** X-Frame-Options or CSP frame-ancestors. */
    frameProtection: boolean;
    referrerPolicy: boolean;
    permissionsPolicy: boolean;
  };
  resources: {
    externalScripts: number;
    inlineScripts: number;
    inlineScriptBytes: number;
    stylesheets: number;
    inlineStyles: number;
    inlineStyleBytes: number;
    /** External scripts served from other sites, and how many distinct hosts serve them. */
    thirdPartyScripts: number;
    thirdPartyScriptOriginCount: number;
    thirdPartyScriptOrigins: string[];
    /** Distinct other hosts of scripts, stylesheets/preloads/icons, images and iframes. */
    thirdPartyOriginCount: number;
    thirdPartyOrigins: string[];
    /** Resources loaded over http:// by an https page. */
    insecure: number;
    insecureExamples: string[];
  };
  robotsTxt: { present: boolean; disallowsAll: boolean; sitemaps: string[] };
  sitemap: { present: boolean; kind: 'urlset' | 'index' | null; urls: number };
  /** A rel=icon (or apple-touch-icon) link in the page. */
  favicon: boolean;
}

/** Caps that keep the facts small. */
export const factLimits = {
  text: 120,
  /** Search engines show about 160 characters of a description; keep all of a well-sized one. */
  description: 160,
  shortText: 80,
  h1: 5,
  h2: 20,
  examples: 5,
  origins: 10,
  redirects: 5,
  directives: 10,
  types: 15,
  /** Longer bodies are cut before parsing; the fetcher already limits size, this bounds the CPU. */
  htmlChars: 3_000_000,
} as const;

const SKIPPED_TEXT = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg', 'iframe', 'object']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'button', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label', 'li', 'main', 'nav', 'ol', 'option', 'p',
  'section', 'table', 'td', 'th', 'tr', 'ul',
]);
const SVG = new Set(['svg']);
const LABEL = new Set(['label']);
const NON_FIELD_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
const GENERIC_LINK_TEXT = new Set(['click here', 'read more', 'here', 'learn more', 'more', 'link', 'click', 'this link', 'more info']);
const PLACEHOLDER_HOSTS = /(^|\.)(placehold\.co|placehold\.it|placeholder\.com|via\.placeholder\.com|dummyimage\.com|picsum\.photos|placekitten\.com|fakeimg\.pl|lorempixel\.com)$/i;
const CTA_TEXT =
  /\b(book|booking|schedule|consult|consultation|consultations|contact|get in touch|quote|estimate|call|appointment|get started|start now|enquire|inquire|enquiry|inquiry|request|donate|volunteer|hire)\b/i;
const EXECUTABLE_SCRIPT = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);
/** rel values whose href the browser downloads (canonical, alternate and the like are only references). */
const LOADED_LINK_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'icon', 'apple-touch-icon', 'mask-icon', 'manifest']);

const utf8 = new TextEncoder();
const byteLength = (s: string) => utf8.encode(s).length;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Whitespace collapsed and cut to `max` characters (code points), with an ellipsis when cut. */
export function clip(s: string, max: number = factLimits.text): string {
  const chars = [...squash(s)];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

const charCount = (s: string) => [...s].length;

const attr = (el: Element, name: string): string | undefined => el.attribs[name];
const relTokens = (el: Element) => (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** The element's own text nodes, as written (script, style and title content). */
const rawText = (el: Element) => el.children.map((c) => (isText(c) ? c.data : '')).join('');

const hasAncestor = (el: Element, names: ReadonlySet<string>): boolean => {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && names.has(p.name)) return true;
  return false;
};

/** The text a visitor sees, with blocks separated by spaces and hidden subtrees skipped. */
function visibleText(nodes: readonly AnyNode[]): string {
  let out = '';
  const walk = (list: readonly AnyNode[]) => {
    for (const node of list) {
      if (isText(node)) out += node.data;
      else if (isTag(node)) {
        if (SKIPPED_TEXT.has(node.name) || node.attribs.hidden !== undefined) continue;
        const block = BLOCK.has(node.name);
        if (block) out += ' ';
        walk(node.children);
        if (block) out += ' ';
      }
    }
  };
  walk(nodes);
  return squash(out);
}

const countWords = (text: string) => text.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

function resolve(href: string | undefined, base: URL | null): URL | null {
  if (href === undefined || href.trim() === '') return null;
  try {
    return new URL(href.trim(), base ?? undefined);
  } catch {
    return null;
  }
}

/** Up to `max` distinct values, in order of first appearance. */
function pushDistinct(list: string[], value: string, max: number): void {
  if (list.length < max && value !== '' && !list.includes(value)) list.push(value);
}

function directives(content: string): string[] {
  return content
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

const isNoindex = (d: string) => /(^|:\s*)(noindex|none)$/.test(d);
const isNofollow = (d: string) => /(^|:\s*)(nofollow|none)$/.test(d);

/** The schema.org name of a type, e.g. "https://schema.org/LegalService" → "LegalService". */
const typeName = (t: string) => clip(t.trim().replace(/^.*[/#:]/, ''), 60);

function jsonLdTypes(data: unknown, into: string[]): void {
  if (Array.isArray(data)) {
    for (const item of data) jsonLdTypes(item, into);
    return;
  }
  if (data === null || typeof data !== 'object') return;
  const node = data as Record<string, unknown>;
  const type = node['@type'];
  for (const t of Array.isArray(type) ? type : [type]) if (typeof t === 'string') pushDistinct(into, typeName(t), factLimits.types);
  if (Array.isArray(node['@graph'])) jsonLdTypes(node['@graph'], into);
}

function readRobotsTxt(text: string | null): SiteFacts['robotsTxt'] {
  // A soft 404 (an HTML page answered for /robots.txt) is not a robots file.
  if (text === null || /^\s*</.test(text)) return { present: false, disallowsAll: false, sitemaps: [] };
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  const starGroup = { disallowRoot: false, allowRoot: false };
  let disallowsAll = false;
  const closeGroup = () => {
    if (starGroup.disallowRoot && !starGroup.allowRoot) disallowsAll = true;
    starGroup.disallowRoot = false;
    starGroup.allowRoot = false;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const key = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    if (key === 'sitemap') pushDistinct(sitemaps, clip(value), 3);
    else if (key === 'user-agent') {
      if (inRules) {
        closeGroup();
        agents = [];
        inRules = false;
      }
      agents.push(value.toLowerCase());
    } else if (key === 'disallow' || key === 'allow') {
      inRules = true;
      if (!agents.includes('*')) continue;
      if (key === 'disallow' && (value === '/' || value === '/*')) starGroup.disallowRoot = true;
      if (key === 'allow' && (value === '/' || value === '/*')) starGroup.allowRoot = true;
    }
  }
  closeGroup();
  return { present: true, disallowsAll, sitemaps };
}

function readSitemap(xml: string | null): SiteFacts['sitemap'] {
  if (xml === null) return { present: false, kind: null, urls: 0 };
  const doc = parseDocument(xml.slice(0, factLimits.htmlChars), { xmlMode: true });
  const local = (el: Element) => el.name.replace(/^.*:/, '').toLowerCase();
  const elements = findAll(() => true, doc.children);
  const root = elements.find((el) => local(el) === 'urlset' || local(el) === 'sitemapindex');
  if (!root) return { present: false, kind: null, urls: 0 };
  const entry = local(root) === 'urlset' ? 'url' : 'sitemap';
  const urls = elements.filter((el) => local(el) === entry && el.children.some((c) => isTag(c) && local(c) === 'loc')).length;
  return { present: true, kind: entry === 'url' ? 'urlset' : 'index', urls };
}

export function extractFacts(page: PageSnapshot, extras: SiteExtras): SiteFacts {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) headers[name.toLowerCase()] = String(value);

  const pageUrl = resolve(page.url, null);
  const host = pageUrl?.hostname.toLowerCase() ?? '';
  const siteDomain = host.replace(/^www\./, '');
  const isFirstParty = (h: string) => siteDomain !== '' && (h === siteDomain || h.endsWith(`.${siteDomain}`));
  const https = pageUrl?.protocol === 'https:';

  const doc = parseDocument(page.body.slice(0, factLimits.htmlChars), { decodeEntities: true });
  const all = findAll(() => true, doc.children);
  const byTag = new Map<string, Element[]>();
  for (const el of all) {
    const list = byTag.get(el.name);
    if (list) list.push(el);
    else byTag.set(el.name, [el]);
  }
  const tags = (name: string): Element[] => byTag.get(name) ?? [];
  const metas = tags('meta');
  const metaNamed = (name: string) => metas.filter((m) => (attr(m, 'name') ?? '').trim().toLowerCase() === name);
  const metaContent = (name: string): string | undefined => {
    const meta = metaNamed(name)[0];
    return meta && attr(meta, 'content');
  };
  const linkRels = tags('link').map((el) => ({ el, rels: relTokens(el) }));

  const baseHref = tags('base').find((b) => attr(b, 'href'));
  const base = (baseHref && resolve(attr(baseHref, 'href'), pageUrl)) || pageUrl;

  const ids = new Map<string, Element>();
  for (const el of all) {
    const id = attr(el, 'id');
    if (id !== undefined && !ids.has(id)) ids.set(id, el);
  }
  const labelledByText = (el: Element): string =>
    squash(
      (attr(el, 'aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => ids.get(id))
        .map((target) => (target ? visibleText([target]) : ''))
        .join(' '),
    );

  /** The accessible name, simplified: aria-label, aria-labelledby, text, image alt, title. */
  const accessibleName = (el: Element): string => {
    const label = squash(attr(el, 'aria-label') ?? '');
    if (label) return label;
    const labelledBy = labelledByText(el);
    if (labelledBy) return labelledBy;
    const text = visibleText(el.children);
    if (text) return text;
    const imgAlt = findAll((c) => c.name === 'img', el.children)
      .map((img) => squash(attr(img, 'alt') ?? ''))
      .find(Boolean);
    if (imgAlt) return imgAlt;
    const svgTitle = findAll((c) => c.name === 'title', el.children)
      .map((t) => visibleText(t.children))
      .find(Boolean);
    if (svgTitle) return svgTitle;
    return squash(attr(el, 'title') ?? '');
  };

  // Title and description
  const titleEl = tags('title').find((t) => !hasAncestor(t, SVG));
  const titleText = titleEl ? squash(rawText(titleEl)) : '';
  const title = titleText ? { text: clip(titleText), length: charCount(titleText) } : null;
  const descriptionText = squash(metaContent('description') ?? '');
  const description = descriptionText ? { text: clip(descriptionText, factLimits.description), length: charCount(descriptionText) } : null;

  const canonicalEl = linkRels.find((l) => l.rels.includes('canonical'))?.el;
  const canonicalUrl = canonicalEl ? resolve(attr(canonicalEl, 'href'), base) : null;

  // Robots
  const metaRobots = [...metaNamed('robots'), ...metaNamed('googlebot')].flatMap((m) => directives(attr(m, 'content') ?? ''));
  const headerRobots = directives(headers['x-robots-tag'] ?? '');
  const robotsAll = [...metaRobots, ...headerRobots];

  const viewportContent = metaContent('viewport');
  const viewport =
    viewportContent === undefined
      ? null
      : {
          content: clip(viewportContent),
          blocksZoom:
            /user-scalable\s*=\s*(no|0)\b/i.test(viewportContent) ||
            Number(/maximum-scale\s*=\s*([\d.]+)/i.exec(viewportContent)?.[1] ?? 'NaN') <= 1,
        };

  const htmlEl = tags('html')[0];
  const lang = squash((htmlEl && attr(htmlEl, 'lang')) ?? '') || null;

  // Headings
  const h1s = tags('h1');
  const h2s = tags('h2');
  const headingTexts = (list: Element[], max: number) => list.slice(0, max).map((h) => clip(accessibleName(h), factLimits.shortText));

  // Visible words: the body when there is one, else everything outside head.
  const body = tags('body')[0];
  const words = countWords(visibleText(body ? [body] : doc.children));

  // Images
  const images = { total: 0, missingAlt: 0, decorative: 0, missingAltExamples: [] as string[], placeholders: 0, placeholderExamples: [] as string[] };
  for (const img of tags('img')) {
    images.total += 1;
    const shown = resolve(attr(img, 'src'), base);
    if (shown && PLACEHOLDER_HOSTS.test(shown.hostname)) {
      images.placeholders += 1;
      pushDistinct(images.placeholderExamples, clip(shown.href, factLimits.shortText), factLimits.examples);
    }
    const alt = attr(img, 'alt');
    if (alt === undefined) {
      images.missingAlt += 1;
      const src = attr(img, 'src') ?? attr(img, 'data-src') ?? (attr(img, 'srcset') ?? '').trim().split(/\s+/)[0] ?? '';
      pushDistinct(images.missingAltExamples, clip(src, factLimits.shortText), factLimits.examples);
    } else if (alt.trim() === '') images.decorative += 1;
  }

  // Links
  const links = {
    total: 0,
    internal: 0,
    external: 0,
    tel: 0,
    mailto: 0,
    empty: 0,
    emptyExamples: [] as string[],
    generic: 0,
    genericExamples: [] as string[],
    privacyPolicy: false,
  };
  const ctas = { count: 0, examples: [] as string[] };
  const noteCta = (name: string) => {
    if (!CTA_TEXT.test(name)) return;
    ctas.count += 1;
    pushDistinct(ctas.examples, clip(name, 60), factLimits.examples);
  };
  for (const a of tags('a')) {
    const href = attr(a, 'href');
    if (href === undefined) continue;
    links.total += 1;
    const trimmed = href.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
    if (scheme === 'tel') links.tel += 1;
    else if (scheme === 'mailto') links.mailto += 1;
    else {
      const target = resolve(trimmed, base);
      if (target && (target.protocol === 'http:' || target.protocol === 'https:')) {
        if (isFirstParty(target.hostname.toLowerCase())) links.internal += 1;
        else links.external += 1;
      }
    }
    const name = accessibleName(a);
    if (name === '') {
      links.empty += 1;
      pushDistinct(links.emptyExamples, clip(trimmed || '(empty href)', factLimits.shortText), factLimits.examples);
    } else {
      const plain = name.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').trim();
      if (GENERIC_LINK_TEXT.has(plain)) {
        links.generic += 1;
        pushDistinct(links.genericExamples, clip(name, 40), factLimits.examples);
      }
      noteCta(name);
    }
    if (/privacy/i.test(name) || /privacy/i.test(trimmed)) links.privacyPolicy = true;
  }
  for (const button of tags('button')) noteCta(accessibleName(button));
  for (const input of tags('input')) {
    const type = (attr(input, 'type') ?? '').toLowerCase();
    if (type === 'submit' || type === 'button') noteCta(squash(attr(input, 'value') ?? attr(input, 'aria-label') ?? ''));
  }
  for (const el of all) if (attr(el, 'role') === 'button' && el.name !== 'a' && el.name !== 'button') noteCta(accessibleName(el));

  // Forms
  const labelFor = new Set(tags('label').map((l) => attr(l, 'for') ?? '').filter(Boolean));
  const forms = { count: tags('form').length, fields: 0, unlabelled: 0, unlabelledFields: [] as string[] };
  for (const field of all) {
    if (field.name !== 'input' && field.name !== 'select' && field.name !== 'textarea') continue;
    const type = (attr(field, 'type') ?? 'text').toLowerCase();
    if (field.name === 'input' && NON_FIELD_INPUTS.has(type)) continue;
    forms.fields += 1;
    const id = attr(field, 'id');
    const labelled =
      (id !== undefined && labelFor.has(id)) ||
      hasAncestor(field, LABEL) ||
      squash(attr(field, 'aria-label') ?? '') !== '' ||
      labelledByText(field) !== '';
    if (labelled) continue;
    forms.unlabelled += 1;
    const fieldName = attr(field, 'name') || id || (field.name === 'input' ? type : field.name);
    pushDistinct(forms.unlabelledFields, clip(fieldName, 40), 10);
  }

  // Structured data
  const structuredData = { jsonLd: [] as string[], microdata: [] as string[], invalidJsonLd: 0 };
  for (const script of tags('script')) {
    if ((attr(script, 'type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    const raw = rawText(script);
    try {
      jsonLdTypes(JSON.parse(raw.replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')), structuredData.jsonLd);
    } catch {
      structuredData.invalidJsonLd += 1;
    }
  }
  for (const el of all) {
    if (attr(el, 'itemscope') === undefined || attr(el, 'itemprop') !== undefined) continue;
    for (const t of (attr(el, 'itemtype') ?? '').split(/\s+/).filter(Boolean)) pushDistinct(structuredData.microdata, typeName(t), factLimits.types);
  }

  // Social
  const social = { openGraph: [] as string[], twitterCard: null as string | null };
  for (const m of metas) {
    const property = (attr(m, 'property') ?? attr(m, 'name') ?? '').trim().toLowerCase();
    if (property.startsWith('og:') && (attr(m, 'content') ?? '').trim() !== '') pushDistinct(social.openGraph, clip(property, 40), factLimits.directives);
    if (property === 'twitter:card') social.twitterCard = clip(attr(m, 'content') ?? '', 40) || null;
  }

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

  // Resources
  const resources = {
    externalScripts: 0,
    inlineScripts: 0,
    inlineScriptBytes: 0,
    stylesheets: 0,
    inlineStyles: 0,
    inlineStyleBytes: 0,
    thirdPartyScripts: 0,
    thirdPartyScriptOriginCount: 0,
    thirdPartyScriptOrigins: [] as string[],
    thirdPartyOriginCount: 0,
    thirdPartyOrigins: [] as string[],
    insecure: 0,
    insecureExamples: [] as string[],
  };
  const scriptOrigins = new Set<string>();
  const origins = new Set<string>();
  const noteResource = (src: string | undefined, isScript: boolean) => {
    const target = resolve(src, base);
    if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return;
    if (https && target.protocol === 'http:') {
      resources.insecure += 1;
      pushDistinct(resources.insecureExamples, clip(target.href, factLimits.shortText), 3);
    }
    const origin = target.host.toLowerCase();
    if (isFirstParty(target.hostname.toLowerCase())) return;
    origins.add(origin);
    pushDistinct(resources.thirdPartyOrigins, origin, factLimits.origins);
    if (isScript) {
      resources.thirdPartyScripts += 1;
      scriptOrigins.add(origin);
      pushDistinct(resources.thirdPartyScriptOrigins, origin, factLimits.origins);
    }
  };
  for (const script of tags('script')) {
    const src = attr(script, 'src');
    if (src !== undefined) {
      resources.externalScripts += 1;
      noteResource(src, true);
    } else if (EXECUTABLE_SCRIPT.has((attr(script, 'type') ?? '').trim().toLowerCase())) {
      resources.inlineScripts += 1;
      resources.inlineScriptBytes += byteLength(rawText(script));
    }
  }
  for (const style of tags('style')) {
    resources.inlineStyles += 1;
    resources.inlineStyleBytes += byteLength(rawText(style));
  }
  for (const { el, rels } of linkRels) {
    if (rels.includes('stylesheet')) resources.stylesheets += 1;
    if (rels.some((r) => LOADED_LINK_RELS.has(r))) noteResource(attr(el, 'href'), false);
  }
  for (const img of tags('img')) noteResource(attr(img, 'src'), false);
  for (const frame of tags('iframe')) noteResource(attr(frame, 'src'), false);
  resources.thirdPartyScriptOriginCount = scriptOrigins.size;
  resources.thirdPartyOriginCount = origins.size;

  const responseMs = Number.isFinite(page.elapsedMs) && page.elapsedMs >= 0 ? Math.round(page.elapsedMs) : null;
  const htmlBytes = Number.isFinite(page.bytes) && page.bytes > 0 ? Math.round(page.bytes) : byteLength(page.body);

  return {
    url: clip(page.redirects[0] ?? page.url, 200),
    finalUrl: clip(page.url, 200),
    host,
    https,
    status: page.status,
    redirects: { count: page.redirects.length, chain: page.redirects.slice(0, factLimits.redirects).map((r) => clip(r)) },
    responseMs,
    htmlBytes,
    title,
    titleElement: titleEl !== undefined,
    description,
    canonical: canonicalUrl ? clip(canonicalUrl.href, 200) : null,
    robots: {
      meta: metaRobots.slice(0, factLimits.directives).map((d) => clip(d, 40)),
      header: headerRobots.slice(0, factLimits.directives).map((d) => clip(d, 40)),
      noindex: robotsAll.some(isNoindex),
      nofollow: robotsAll.some(isNofollow),
    },
    viewport,
    lang: lang === null ? null : clip(lang, 20),
    headings: { h1Count: h1s.length, h1: headingTexts(h1s, factLimits.h1), h2Count: h2s.length, h2: headingTexts(h2s, factLimits.h2) },
    words,
    images,
    links,
    forms,
    ctas,
    structuredData,
    social,
    security,
    resources,
    robotsTxt: readRobotsTxt(extras.robotsTxt),
    sitemap: readSitemap(extras.sitemapXml),
    favicon: linkRels.some((l) => l.rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon')),
  };
}
