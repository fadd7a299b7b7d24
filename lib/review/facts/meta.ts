/** The document's meta, read from its head and the files beside it: title, description, canonical, robots, viewport, language, headings, words, structured data, Open Graph, robots.txt and the sitemap. */
import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { isTag, type Element } from 'domhandler';
import { factLimits } from './limits';
import type { PageFacts, SiteExtras } from './page-facts';
import { businessTypes, schemaOrgTypes } from './schema-org-types';
import { attr, charCount, clip, countWords, declaresIcon, directives, hasAncestor, isNofollow, isNoindex, pushDistinct, rawText, resolve, squash, SVG, typeName, visibleText, type PageDocument } from './document';

export function readRobotsTxt(text: string | null): PageFacts['robotsTxt'] {
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

export function readSitemap(xml: string | null): PageFacts['sitemap'] {
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

/** A page's path as one key: /index.html and a trailing slash read as the folder, the query kept. */
const samePath = (url: URL) => `${url.pathname.replace(/\/index\.(?:html?|php)$/i, '/').replace(/(?<=.)\/$/, '')}${url.search}`;

/** The same words, ignoring case, punctuation and spacing. */
const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const sameWords = (a: string, b: string) => words(a) !== '' && words(a) === words(b);

export function metaFacts(d: PageDocument, extras: SiteExtras) {
  const { headers, tags, all, metas, metaNamed, metaContent, linkRels, base, doc, accessibleName } = d;
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
  const firstHeading = all.find((el) => /^h[1-6]$/.test(el.name));
  const headingTexts = (list: Element[], max: number) => list.slice(0, max).map((h) => clip(accessibleName(h), factLimits.shortText));
  // The logo as the page's only h1: the whole heading is a link to the home page, or it is marked as the logo.
  const homeLink = (a: Element) => {
    const url = resolve(attr(a, 'href'), base);
    return url !== null && d.pageUrl !== null && url.host === d.pageUrl.host && samePath(url) === '/';
  };
  const h1IsLogo = (h: Element) => {
    const name = squash(accessibleName(h));
    if (!name) return false;
    const links = findAll((el) => el.name === 'a', h.children);
    if (links.length === 1 && homeLink(links[0]!) && squash(accessibleName(links[0]!)) === name) return true;
    return [h, ...findAll(() => true, h.children)].some((el) => /(?:^|[\s_-])(?:logo|site-?title|site-?name|brand)(?:$|[\s_-])/i.test(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`));
  };

  // Visible words: the body when there is one, else everything outside head.
  const body = tags('body')[0];
  // The words a phone shows: what the page's stylesheets hide there is not read by its visitors.
  const words = countWords(visibleText(body ? [body] : doc.children, { hiddenBy: d.styleHidden }));

  // Structured data: the types (schema.org's, else as written), and the business, organisation or person it names.
  const structuredData = { jsonLd: [] as string[], microdata: [] as string[], invalidJsonLd: 0, unknownTypes: [] as string[], business: null as { type: string; name: string } | null };
  const noteType = (written: string, into: string[], name: unknown) => {
    const type = typeName(written);
    const vocabulary = /^(?:https?:)?\/\//i.test(written.trim()) ? /^(?:https?:)?\/\/(?:www\.)?schema\.org\//i.test(written.trim()) : true;
    if (!vocabulary || !schemaOrgTypes.has(type)) {
      pushDistinct(structuredData.unknownTypes, clip(written.trim().replace(/^https?:\/\//i, ''), 60), factLimits.types);
      return;
    }
    pushDistinct(into, type, factLimits.types);
    if (!structuredData.business && businessTypes.has(type) && typeof name === 'string' && squash(name)) structuredData.business = { type, name: clip(squash(name), factLimits.shortText) };
  };
  const walk = (data: unknown, context: string | null) => {
    if (Array.isArray(data)) return data.forEach((item) => walk(item, context));
    if (data === null || typeof data !== 'object') return;
    const node = data as Record<string, unknown>;
    const vocabulary = typeof node['@context'] === 'string' ? node['@context'] : context;
    const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
    for (const t of types) if (typeof t === 'string') noteType(/^[\w-]+$/.test(t) && vocabulary && !/schema\.org/i.test(vocabulary) ? `${vocabulary.replace(/\/?$/, '/')}${t}` : t, structuredData.jsonLd, node.name);
    for (const [key, value] of Object.entries(node)) if (key !== '@type' && key !== '@context' && typeof value === 'object') walk(value, vocabulary);
  };
  for (const script of tags('script')) {
    if ((attr(script, 'type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    const raw = rawText(script);
    try {
      walk(JSON.parse(raw.replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')), null);
    } catch {
      structuredData.invalidJsonLd += 1;
    }
  }
  for (const el of all) {
    if (attr(el, 'itemscope') === undefined || attr(el, 'itemprop') !== undefined) continue;
    const name = findAll((c) => attr(c, 'itemprop') === 'name', el.children)[0];
    for (const t of (attr(el, 'itemtype') ?? '').split(/\s+/).filter(Boolean)) noteType(t, structuredData.microdata, name ? attr(name, 'content') ?? visibleText(name.children) : undefined);
  }

  // Social
  const social = { openGraph: [] as string[], twitterCard: null as string | null };
  for (const m of metas) {
    const property = (attr(m, 'property') ?? attr(m, 'name') ?? '').trim().toLowerCase();
    if (property.startsWith('og:') && (attr(m, 'content') ?? '').trim() !== '') pushDistinct(social.openGraph, clip(property, 40), factLimits.directives);
    if (property === 'twitter:card') social.twitterCard = clip(attr(m, 'content') ?? '', 40) || null;
  }

  return {
    title,
    titleElement: titleEl !== undefined,
    description,
    descriptionRepeatsTitle: sameWords(descriptionText, titleText),
    canonical: canonicalUrl ? clip(canonicalUrl.href, 200) : null,
    // Another host alone is a staging copy's or a www choice; another path is another page.
    canonicalElsewhere: canonicalUrl !== null && d.pageUrl !== null && samePath(canonicalUrl) !== samePath(d.pageUrl),
    robots: {
      meta: metaRobots.slice(0, factLimits.directives).map((dir) => clip(dir, 40)),
      header: headerRobots.slice(0, factLimits.directives).map((dir) => clip(dir, 40)),
      noindex: robotsAll.some(isNoindex),
      nofollow: robotsAll.some(isNofollow),
    },
    viewport,
    lang: lang === null ? null : clip(lang, 20),
    headings: {
      h1Count: h1s.length,
      h1: headingTexts(h1s, factLimits.h1),
      /** The only h1 is the logo or the site's name linking home, not a heading of the page's own. */
      h1IsLogo: h1s.length === 1 && h1IsLogo(h1s[0]!),
      h2Count: h2s.length,
      h2: headingTexts(h2s, factLimits.h2),
      first: firstHeading ? { level: Number(firstHeading.name[1]), text: clip(accessibleName(firstHeading), factLimits.shortText) } : null,
    },
    words,
    structuredData,
    social,
    robotsTxt: readRobotsTxt(extras.robotsTxt),
    sitemap: readSitemap(extras.sitemapXml),
  } satisfies Partial<PageFacts>;
}
