import { isTag, type Element } from 'domhandler';
import { attr, parsePage, rawText, type PageDocument } from '../html/document';
import { namedFileType, phone, stylesheetUse, styleAttributeUrls, type StylesheetUse } from '../html/stylesheet';

/**
 * The files a reviewed page references, as a phone would load them: found in its HTML here, and in
 * its same-site stylesheets by resources.ts as it reads them (html/stylesheet.ts: what a stylesheet makes
 * this page fetch). Nothing is fetched here.
 */

export type ResourceType = 'stylesheet' | 'script' | 'image' | 'font' | 'iframe' | 'other';

export { phone } from '../html/stylesheet';

export interface Reference {
  url: URL;
  type: ResourceType;
  from: 'html' | 'css';
  renderBlocking: boolean;
  lazy: boolean;
  declaredWidth: number | null;
  /** Stylesheets: how deep in @import it was found. */
  depth: number;
  /** Named by a stylesheet but not fetched by the page on its first load (html/stylesheet.ts): checked, never weighed. */
  latent?: true;
  /**
   * An icon a browser fetches only when it needs that icon: a further size of the tab icon (a browser
   * loads one of them) or a home-screen icon (apple-touch-icon, mask-icon: fetched when a visitor saves
   * the page). Checked, like every file the page names; not part of what the page loads.
   */
  spare?: true;
  /** Stylesheets: where it stands in the cascade (its element's place in the document; an @import just before the sheet importing it). */
  position?: number;
  /** Latent, but shown when a visitor brings about a state (:hover, :focus…) of an element the page has: the first such selector. */
  onState?: string;
}

/** The state selector a latent picture is shown on, when it has one (html/stylesheet.ts StylesheetUse.onState). */
export const stateOf = (use: StylesheetUse, href: string): { onState?: string } => {
  const selector = use.onState.find((o) => o.url === href)?.selector;
  return selector ? { onState: selector } : {};
};

const inHead = (el: Element) => {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && (p.name === 'head' || p.name === 'body')) return p.name === 'head';
  return false;
};

export function resolve(href: string | undefined, base: URL): URL | null {
  if (!href || !href.trim() || /^\s*(data|blob|javascript|about|mailto|tel):/i.test(href)) return null;
  const url = URL.parse(href.trim(), base);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.hash = '';
  return url;
}

/**
 * The srcset candidate a phone picks: with width descriptors, the smallest at least as wide as the
 * slot (sizes' first length in px or vw, default 100vw) times the pixel ratio, else the widest; with
 * density descriptors, the one closest to the phone's ratio.
 */
export function pickSrcset(srcset: string, sizes: string | undefined): string | null {
  const candidates = srcset
    .split(/,(?=\s*\S)/)
    .map((part) => part.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([src, descriptor = '1x']) => ({ src: src!, w: /^(\d+)w$/i.exec(descriptor)?.[1], x: Number(/^([\d.]+)x$/i.exec(descriptor)?.[1] ?? NaN) }));
  if (candidates.length === 0) return null;
  const widths = candidates.filter((c) => c.w).map((c) => ({ src: c.src, w: Number(c.w) }));
  if (widths.length > 0) {
    const slot = slotWidth(sizes) * phone.dpr;
    const sorted = widths.sort((a, b) => a.w - b.w);
    return (sorted.find((c) => c.w >= slot) ?? sorted.at(-1)!).src;
  }
  const dense = candidates.map((c) => ({ src: c.src, x: Number.isFinite(c.x) ? c.x : 1 }));
  return dense.reduce((best, c) => (Math.abs(c.x - phone.dpr) < Math.abs(best.x - phone.dpr) ? c : best)).src;
}

/** The slot width `sizes` gives on the phone, in CSS px: the first entry whose media matches, px or vw. */
function slotWidth(sizes: string | undefined): number {
  for (const entry of (sizes ?? '').split(',')) {
    const match = /^\s*(?:(\([^)]*\))\s*)?(\d+(?:\.\d+)?)(px|vw)\s*$/i.exec(entry);
    if (!match) continue;
    if (match[1] && !mediaMatchesPhone(match[1])) continue;
    return match[3]!.toLowerCase() === 'vw' ? (phone.width * Number(match[2])) / 100 : Number(match[2]);
  }
  return phone.width;
}

/** Simple media queries (min-width / max-width in px, screen, all) evaluated for the phone. */
function mediaMatchesPhone(media: string | undefined): boolean {
  if (!media || !media.trim()) return true;
  return media.split(',').some((query) => {
    const q = query.trim().toLowerCase();
    if (/^(only\s+)?print\b/.test(q)) return false;
    const min = /min-width\s*:\s*(\d+(?:\.\d+)?)px/.exec(q);
    const max = /max-width\s*:\s*(\d+(?:\.\d+)?)px/.exec(q);
    if (min && phone.width < Number(min[1])) return false;
    if (max && phone.width > Number(max[1])) return false;
    return true;
  });
}

const IMAGE_TYPES = /^image\/(avif|webp|jpeg|jpg|png|gif|svg\+xml)$/i;
const PRELOAD_TYPES: Record<string, ResourceType> = { style: 'stylesheet', script: 'script', image: 'image', font: 'font' };

/** A page given as HTML and its address (tests), parsed as the fetch stage parses it. */
export const asDocument = (page: PageDocument | string, pageUrl?: URL): PageDocument =>
  typeof page === 'string' ? parsePage({ url: pageUrl!.href, status: 200, headers: {}, body: page, bytes: page.length, elapsedMs: 0, redirects: [] }) : page;

/** Every file the HTML references, in document order, resolved against the page's base URL. */
export function htmlReferences(page: PageDocument | string, pageUrl?: URL): Reference[] {
  const document = asDocument(page, pageUrl);
  const { all, base: documentBase, pageUrl: documentUrl } = document;
  const base = documentBase ?? documentUrl!;
  const refs: Reference[] = [];
  let tabIcon = false;
  const add = (href: string | undefined, type: ResourceType, extra: Partial<Reference> = {}) => {
    const url = resolve(href, base);
    if (url) refs.push({ url, type, from: 'html', renderBlocking: false, lazy: false, declaredWidth: null, depth: 0, ...extra });
  };
  const addCss = (css: string) => {
    const found = stylesheetUse(css, document);
    for (const href of found.imports) add(href, 'stylesheet');
    for (const href of found.images) add(href, 'image');
    for (const href of found.latent) add(href, namedFileType(href), { latent: true, ...stateOf(found, href) });
  };
  for (const [position, el] of all.entries()) {
    switch (el.name) {
      case 'link': {
        const rels = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = attr(el, 'href');
        if (rels.includes('stylesheet') && attr(el, 'disabled') === undefined) {
          const applies = mediaMatchesPhone(attr(el, 'media'));
          add(href, 'stylesheet', { renderBlocking: inHead(el) && applies, ...(applies ? { position } : {}) });
        } else if (rels.includes('preload')) add(href, PRELOAD_TYPES[(attr(el, 'as') ?? '').toLowerCase()] ?? 'other');
        else if (rels.includes('modulepreload')) add(href, 'script');
        else if (rels.includes('icon')) {
          // The first tab icon stands for the one a browser loads (sizes only choose among the same kind of file).
          add(href, 'image', tabIcon ? { spare: true } : {});
          tabIcon = true;
        } else if (rels.some((r) => r === 'apple-touch-icon' || r === 'mask-icon')) add(href, 'image', { spare: true });
        else if (rels.includes('manifest')) add(href, 'other');
        break;
      }
      case 'script': {
        const src = attr(el, 'src');
        // A nomodule script is for browsers without modules: every current browser skips it without downloading it.
        if (src === undefined || attr(el, 'nomodule') !== undefined) break;
        const type = (attr(el, 'type') ?? '').trim().toLowerCase();
        if (type && !['text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript'].includes(type)) break;
        const deferred = attr(el, 'async') !== undefined || attr(el, 'defer') !== undefined || type === 'module';
        add(src, 'script', { renderBlocking: inHead(el) && !deferred });
        break;
      }
      case 'img': {
        if (el.parent && isTag(el.parent) && el.parent.name === 'picture') break; // the <picture> picks
        addImage(el, add);
        break;
      }
      case 'picture': {
        const sources = el.children.filter((c): c is Element => isTag(c) && c.name === 'source');
        const img = el.children.find((c): c is Element => isTag(c) && c.name === 'img');
        const chosen = sources.find((s) => mediaMatchesPhone(attr(s, 'media')) && (!attr(s, 'type') || IMAGE_TYPES.test(attr(s, 'type')!)) && attr(s, 'srcset'));
        if (chosen) {
          const src = pickSrcset(attr(chosen, 'srcset')!, attr(chosen, 'sizes') ?? (img && attr(img, 'sizes')));
          add(src ?? undefined, 'image', img ? imageExtras(img) : {});
        } else if (img) addImage(img, add);
        break;
      }
      case 'iframe':
        add(attr(el, 'src'), 'iframe');
        break;
      case 'video':
        add(attr(el, 'poster'), 'image');
        break;
      case 'input':
        if ((attr(el, 'type') ?? '').toLowerCase() === 'image') add(attr(el, 'src'), 'image');
        break;
      case 'style':
        addCss(rawText(el));
        break;
    }
    if (attr(el, 'background')) add(attr(el, 'background'), 'image');
    const style = attr(el, 'style');
    if (style && /url\(/i.test(style)) for (const href of styleAttributeUrls(style)) add(href, 'image');
  }
  return refs;
}

function imageExtras(img: Element): Partial<Reference> {
  const width = Number(attr(img, 'width'));
  return { lazy: (attr(img, 'loading') ?? '').toLowerCase() === 'lazy', declaredWidth: Number.isFinite(width) && width > 0 ? width : null };
}

function addImage(img: Element, add: (href: string | undefined, type: ResourceType, extra?: Partial<Reference>) => void) {
  const srcset = attr(img, 'srcset');
  const picked = srcset ? pickSrcset(srcset, attr(img, 'sizes')) : null;
  add(picked ?? attr(img, 'src'), 'image', imageExtras(img));
}
