import 'server-only';
import { isTag, type Element } from 'domhandler';
import { isSameSiteHost } from '../same-site';
import { attr, parsePage, rawText, type PageDocument } from './document';
import { imageInfo, type ImageInfo } from './image-info';
import { fetchResource, FetchRefusedError, type ResourceFetchOptions } from './safe-fetch';

/**
 * The files a reviewed page loads, found in its HTML and its same-site stylesheets, and fetched
 * through the same SSRF guard as the page (every hop checked; other sites' files are public and
 * allowed). Each answer is measured, never guessed: status, bytes on the wire and decoded,
 * encoding, cache headers, image format and size.
 *
 * What is fetched, as a phone would load it:
 * - stylesheets (<link rel=stylesheet>, preloads as=style, and @import in same-site CSS);
 * - scripts (<script src>, modulepreload, preloads as=script);
 * - images: <img> (the srcset candidate a 412 px wide phone at 1.75x picks, or the <picture>
 *   <source> it would choose), icons, posters, input type=image, legacy background= attributes, and
 *   url() in inline styles, <style> blocks and same-site CSS;
 * - fonts: every url() of every @font-face in <style> blocks and same-site CSS (all formats listed,
 *   as the page references them: the weight is an upper bound of what one browser downloads);
 * - iframes are counted, not fetched.
 * Images that scripts insert later (data-src and the like) are not seen.
 */

export type ResourceType = 'stylesheet' | 'script' | 'image' | 'font' | 'iframe' | 'other';

export interface FetchedResource {
  /** The absolute URL as referenced. */
  url: string;
  type: ResourceType;
  /** Where the reference was found. */
  from: 'html' | 'css';
  /** Served from another site than the page's (www. and subdomains count as the same site). */
  thirdParty: boolean;
  /** A stylesheet or synchronous script in <head>: the browser waits for it before the first paint. */
  renderBlocking: boolean;
  /** An <img loading=lazy>. */
  lazy: boolean;
  /** The width the HTML gives the image (width attribute), in CSS pixels. */
  declaredWidth: number | null;
  /** HTTP status, or null when it was not fetched (see `problem`). */
  status: number | null;
  /** Why there is no status: the site refused the connection, the guard refused it, a cap was reached… */
  problem: 'unreachable' | 'refused' | 'not fetched: cap' | null;
  wireBytes: number;
  bytes: number;
  encoding: string;
  contentType: string;
  cacheControl: string;
  expires: string;
  /** Images only: format and pixel size from the file's own header. */
  image: ImageInfo | null;
  /** Scripts and stylesheets: the first characters of the file, where libraries name their version. */
  banner: string;
}

/** Caps that keep a review to a few seconds whatever the page holds. */
export const resourceLimits = {
  /** Distinct files fetched; references past this are counted as not fetched. */
  maxResources: 120,
  /** Files fetched at once. */
  concurrency: 8,
  /** The whole resource phase, from the first request to the last byte. */
  totalMs: 8_000,
  /** Bytes read from one file before stopping (its size then reads as "at least"). */
  maxBytesPerResource: 6 * 1024 * 1024,
  /** Bytes read in all; later files are counted as not fetched. */
  maxTotalBytes: 60 * 1024 * 1024,
  /** Stylesheet text kept for finding @import, @font-face and url() inside it. */
  cssChars: 2 * 1024 * 1024,
  /** Nesting of @import followed. */
  importDepth: 3,
} as const;

/** The phone the review loads the page as: Lighthouse's mobile profile (Moto G Power). */
export const phone = { width: 412, dpr: 1.75 } as const;

interface Reference {
  url: URL;
  type: ResourceType;
  from: 'html' | 'css';
  renderBlocking: boolean;
  lazy: boolean;
  declaredWidth: number | null;
  /** Stylesheets: how deep in @import it was found. */
  depth: number;
}

const inHead = (el: Element) => {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && (p.name === 'head' || p.name === 'body')) return p.name === 'head';
  return false;
};

function resolve(href: string | undefined, base: URL): URL | null {
  if (!href || !href.trim() || /^\s*(data|blob|javascript|about|mailto|tel):/i.test(href)) return null;
  const url = URL.parse(href.trim(), base);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.hash = '';
  return url;
}

const isSameSite = (url: URL, page: URL) => isSameSiteHost(url.hostname, page.hostname);

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

/** Enough of a script or stylesheet to read the version its licence comment names. */
const BANNER_BYTES = 600;

const IMAGE_TYPES = /^image\/(avif|webp|jpeg|jpg|png|gif|svg\+xml)$/i;
const PRELOAD_TYPES: Record<string, ResourceType> = { style: 'stylesheet', script: 'script', image: 'image', font: 'font' };
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"]*))\s*\)/gi;

/** url() references in CSS text: those inside @font-face are fonts, the rest images; @import separately. */
export function cssReferences(css: string): { imports: string[]; fonts: string[]; images: string[] } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const imports: string[] = [];
  for (const match of text.matchAll(/@import\s+(?:url\(\s*["']?([^"')]+)["']?\s*\)|["']([^"']+)["'])/gi)) imports.push((match[1] ?? match[2])!.trim());
  const fonts: string[] = [];
  const fontFaces = [...text.matchAll(/@font-face\s*\{[^}]*\}/gi)];
  for (const face of fontFaces) for (const match of face[0].matchAll(CSS_URL)) fonts.push((match[1] ?? match[2] ?? match[3] ?? '').trim());
  const rest = fontFaces.reduce((acc, face) => acc.replace(face[0], ''), text).replace(/@import[^;]*;/gi, '');
  const images = [...rest.matchAll(CSS_URL)].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim());
  return { imports, fonts: fonts.filter(Boolean), images: images.filter(Boolean) };
}

/** A page given as HTML and its address (tests), parsed as the fetch stage parses it. */
const asDocument = (page: PageDocument | string, pageUrl?: URL): PageDocument =>
  typeof page === 'string' ? parsePage({ url: pageUrl!.href, status: 200, headers: {}, body: page, bytes: page.length, elapsedMs: 0, redirects: [] }) : page;

/** Every file the HTML references, in document order, resolved against the page's base URL. */
export function htmlReferences(page: PageDocument | string, pageUrl?: URL): Reference[] {
  const { all, base: documentBase, pageUrl: documentUrl } = asDocument(page, pageUrl);
  const base = documentBase ?? documentUrl!;
  const refs: Reference[] = [];
  const add = (href: string | undefined, type: ResourceType, extra: Partial<Reference> = {}) => {
    const url = resolve(href, base);
    if (url) refs.push({ url, type, from: 'html', renderBlocking: false, lazy: false, declaredWidth: null, depth: 0, ...extra });
  };
  const addCss = (css: string) => {
    const found = cssReferences(css);
    for (const href of found.imports) add(href, 'stylesheet');
    for (const href of found.fonts) add(href, 'font');
    for (const href of found.images) add(href, 'image');
  };
  for (const el of all) {
    switch (el.name) {
      case 'link': {
        const rels = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = attr(el, 'href');
        if (rels.includes('stylesheet') && attr(el, 'disabled') === undefined) {
          add(href, 'stylesheet', { renderBlocking: inHead(el) && mediaMatchesPhone(attr(el, 'media')) });
        } else if (rels.includes('preload')) add(href, PRELOAD_TYPES[(attr(el, 'as') ?? '').toLowerCase()] ?? 'other');
        else if (rels.includes('modulepreload')) add(href, 'script');
        else if (rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'mask-icon')) add(href, 'image');
        else if (rels.includes('manifest')) add(href, 'other');
        break;
      }
      case 'script': {
        const src = attr(el, 'src');
        if (src === undefined) break;
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
    if (style && /url\(/i.test(style)) for (const href of cssReferences(`x{${style}}`).images) add(href, 'image');
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

export interface ResourceOptions extends Pick<ResourceFetchOptions, 'allowHosts' | 'lookup'> {
  limits?: Partial<Record<keyof typeof resourceLimits, number>>;
}

/**
 * Fetches what the page references (HTML first, then what its same-site stylesheets reference),
 * each distinct URL once, a few at a time, within the caps. Never throws: a file that cannot be had
 * is recorded with its problem.
 */
export async function fetchPageResources(page: PageDocument | string, pageUrl: URL, options: ResourceOptions = {}): Promise<FetchedResource[]> {
  const limits = { ...resourceLimits, ...options.limits };
  const signal = AbortSignal.timeout(limits.totalMs);
  const seen = new Map<string, FetchedResource>();
  const queue: Reference[] = [];
  let bytesRead = 0;

  const enqueue = (ref: Reference) => {
    const key = ref.url.href;
    const known = seen.get(key);
    if (known) {
      // The same file referenced twice is one request; it blocks rendering if any reference does.
      known.renderBlocking ||= ref.renderBlocking;
      return;
    }
    const record: FetchedResource = {
      url: key,
      type: ref.type,
      from: ref.from,
      thirdParty: !isSameSite(ref.url, pageUrl),
      renderBlocking: ref.renderBlocking,
      lazy: ref.lazy,
      declaredWidth: ref.declaredWidth,
      status: null,
      problem: 'not fetched: cap',
      wireBytes: 0,
      bytes: 0,
      encoding: 'identity',
      contentType: '',
      cacheControl: '',
      expires: '',
      image: null,
      banner: '',
    };
    seen.set(key, record);
    if (ref.type !== 'iframe') queue.push({ ...ref });
  };
  for (const ref of htmlReferences(asDocument(page, pageUrl))) enqueue(ref);

  let fetched = 0;
  const fetchOne = async (ref: Reference) => {
    const record = seen.get(ref.url.href)!;
    if (fetched >= limits.maxResources || bytesRead >= limits.maxTotalBytes || signal.aborted) return;
    fetched += 1;
    const isCss = ref.type === 'stylesheet';
    try {
      const answer = await fetchResource(ref.url, {
        signal,
        allowHosts: options.allowHosts,
        lookup: options.lookup,
        maxBytes: limits.maxBytesPerResource,
        keepBytes: isCss ? limits.cssChars : 64 * 1024,
        accept: ACCEPT[ref.type],
      });
      bytesRead += answer.wireBytes;
      Object.assign(record, {
        status: answer.status,
        problem: null,
        wireBytes: answer.wireBytes,
        bytes: answer.bytes,
        encoding: answer.encoding,
        contentType: (answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
        cacheControl: answer.headers['cache-control'] ?? '',
        expires: answer.headers.expires ?? '',
        image: ref.type === 'image' && answer.status < 400 ? imageInfo(answer.head) : null,
        banner: (ref.type === 'script' || isCss) && answer.status < 400 ? answer.head.subarray(0, BANNER_BYTES).toString('utf8') : '',
      });
      // Same-site stylesheets are read for what they load in turn (a browser would apply them; we follow their references).
      if (isCss && answer.status < 400 && !record.thirdParty && ref.depth < limits.importDepth) {
        const cssUrl = new URL(answer.url);
        const found = cssReferences(answer.head.toString('utf8'));
        const from = { from: 'css' as const, lazy: false, declaredWidth: null };
        for (const href of found.imports) {
          const url = resolve(href, cssUrl);
          if (url) enqueue({ url, type: 'stylesheet', renderBlocking: ref.renderBlocking, depth: ref.depth + 1, ...from });
        }
        for (const href of found.fonts) {
          const url = resolve(href, cssUrl);
          if (url) enqueue({ url, type: 'font', renderBlocking: false, depth: 0, ...from });
        }
        for (const href of found.images) {
          const url = resolve(href, cssUrl);
          if (url) enqueue({ url, type: 'image', renderBlocking: false, depth: 0, ...from });
        }
      }
    } catch (error) {
      record.problem = error instanceof FetchRefusedError ? 'refused' : signal.aborted ? 'not fetched: cap' : 'unreachable';
    }
  };

  // This site's files first: other sites' answers (or their DNS failures) must not use up the time.
  const next = () => {
    const index = queue.findIndex((ref) => isSameSite(ref.url, pageUrl));
    return index >= 0 ? queue.splice(index, 1)[0] : queue.shift();
  };
  const worker = async () => {
    for (let ref = next(); ref; ref = next()) await fetchOne(ref);
  };
  // Workers drain the queue, which grows while stylesheets are read; the loop ends when a pass adds nothing.
  while (queue.length > 0 && !signal.aborted) {
    await Promise.all(Array.from({ length: limits.concurrency }, worker));
  }
  return [...seen.values()];
}

const ACCEPT: Record<ResourceType, string> = {
  stylesheet: 'text/css,*/*;q=0.1',
  script: '*/*',
  image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  font: '*/*',
  iframe: 'text/html',
  other: '*/*',
};
