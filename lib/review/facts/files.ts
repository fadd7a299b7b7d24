/**
 * File facts: what the HTML loads and from where (assetFacts), and what the page weighs and how it
 * loads, from the files one visit fetched (fetch/resources.ts): totals, what blocks the first
 * paint, the heaviest files, images in old formats or far larger than shown, text sent
 * uncompressed, files without caching, and broken files. Pure: no I/O.
 */
import { phone, type ResourceType } from '../fetch/references';
import type { FetchedResource } from '../fetch/resources';
import { modernImageFormats } from '../fetch/image-info';
import { attr, byteLength, clip, pushDistinct, rawText, resolve, type PageDocument } from './document';
import { factLimits } from './limits';

export type WeightType = 'html' | Exclude<ResourceType, 'iframe'>;

/** A file named in the report: where it is (short form), what it is, and what it weighs on the wire. */
export interface FileFact {
  /** Path for this site's files (/css/site.css), host and path for others'. */
  file: string;
  type: WeightType;
  bytes: number;
  /** What the fetch saw when it was not a plain answer: "answers 404", "did not answer", "not fetched". */
  outcome?: string;
}

export interface PerformanceFacts {
  /** The page plus every file that answered (any status); iframes are counted apart. */
  requests: number;
  /** Bytes on the wire: the page and every file that answered. */
  totalBytes: number;
  /**
   * Of those, the <img loading=lazy> pictures: a phone fetches each only when it nears the screen, so the
   * ones far down the page come as the visitor scrolls (which ones cannot be known without laying the page out).
   */
  lazyImages: { count: number; bytes: number };
  byType: Record<WeightType, number>;
  thirdParty: { requests: number; bytes: number; hosts: string[] };
  iframes: number;
  /**
   * Stylesheets and synchronous scripts in <head>, which the first paint waits for: every one the
   * HTML names, whether or not it answered (a file that fails still holds the paint until it does).
   */
  renderBlocking: { scripts: FileFact[]; stylesheets: FileFact[]; bytes: number };
  /** The five heaviest files, the page included. */
  heaviest: FileFact[];
  /** Images of largeImageBytes or more. */
  largeImages: FileFact[];
  /** JPEG, PNG, GIF or BMP images over oldFormatMinBytes. */
  oldFormatImages: (FileFact & { format: string })[];
  /** Images at least oversizeRatio times wider than they can be shown on a phone. */
  oversizedImages: (FileFact & { width: number; shownWidth: number })[];
  /** Text files (HTML, CSS, JS, SVG) over uncompressedMinBytes sent without compression. */
  uncompressed: FileFact[];
  /** This site's files answered without Cache-Control max-age or Expires. */
  uncached: FileFact[];
  /** Files answering 4xx or 5xx, or an image, script or font answered with a web page (at most 20 listed). */
  broken: (FileFact & { status: number; servedAs?: string })[];
  /** Exact counts of the lists above that are capped. */
  counts: { largeImages: number; oldFormatImages: number; oversizedImages: number; uncompressed: number; uncached: number; broken: number };
  /** Stylesheets answered with another content type than text/css: browsers ignore them. */
  wrongTypeStylesheets: (FileFact & { contentType: string })[];
  /** Files we could not reach (DNS, connection) or were refused: nothing is said about them. */
  unreachable: number;
  /** Of those, the ones at an address that is not public (localhost, a private network), which the guard does not fetch. */
  refused: number;
  /** References past the caps, not fetched. */
  notFetched: number;
  /**
   * Bytes a phone fetches before it can paint the largest element: the page, its stylesheets and
   * render-blocking scripts, the images the HTML shows without lazy loading, the images its
   * stylesheets use, and one font file per face (the format a current browser picks).
   */
  earlyBytes: number;
  /**
   * Font files counted in the totals that are another format of a face already counted (x.woff beside
   * x.woff2): a browser downloads one of them, so the totals are an upper bound by these files.
   */
  fontAlternates: number;
  /**
   * Files a stylesheet names that this page does not fetch on its first load (no element uses the
   * rule, or it is another source of a font face) and that answer 404, 410 or 5xx: a leftover in
   * the stylesheet, not a broken page. At most 20, by their short address.
   */
  latentMissing: { file: string; status: number; onState?: string }[];
}

export const performanceThresholds = {
  largeImageBytes: 500_000,
  oldFormatMinBytes: 100_000,
  uncompressedMinBytes: 10_000,
  /** An image this many times wider than its slot on the phone (in device pixels) is "far larger than shown". */
  oversizeRatio: 2,
  listed: 8,
} as const;

export function shortUrl(url: string, pageUrl: string): string {
  const target = URL.parse(url);
  const page = URL.parse(pageUrl);
  if (!target) return url.slice(0, 120);
  const path = decodeURIComponentSafe(`${target.pathname}${target.search}`);
  const short = page && target.host === page.host ? path : `${target.host}${path}`;
  return short.length > 120 ? `${short.slice(0, 119)}…` : short;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

const TEXT_TYPES = /^(text\/|application\/(javascript|x-javascript|ecmascript|json|xml|xhtml\+xml)|image\/svg\+xml)/;

/** The file may be kept by the browser: a positive max-age, immutable, or an Expires still ahead. */
export function isCached(resource: FetchedResource): boolean {
  const maxAge = /(?:^|[,\s])(?:s-)?max-age\s*=\s*(\d+)/i.exec(resource.cacheControl);
  if (/no-store|no-cache/i.test(resource.cacheControl)) return false;
  if (maxAge) return Number(maxAge[1]) > 0;
  if (/immutable/i.test(resource.cacheControl)) return true;
  const expires = Date.parse(resource.expires);
  return Number.isFinite(expires) && expires > Date.now();
}

/** A font face is listed in several formats; a current browser downloads one, the first it supports in this order. */
const FONT_FORMATS = ['woff2', 'woff', 'ttf', 'otf', 'eot', 'svg'];

/** Font files by face (the file's path without its extension): one face offered as .woff2, .woff and .ttf is one font. */
function fontFaces(answered: readonly FetchedResource[]): Map<string, { rank: number; bytes: number; files: number }> {
  const faces = new Map<string, { rank: number; bytes: number; files: number }>();
  for (const r of answered) {
    if (r.type !== 'font') continue;
    const path = r.url.replace(/[?#].*$/, '');
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
    const face = path.replace(/\.[a-z0-9]+$/i, '');
    const rank = FONT_FORMATS.includes(extension) ? FONT_FORMATS.indexOf(extension) : FONT_FORMATS.length;
    const known = faces.get(face);
    const files = (known?.files ?? 0) + 1;
    faces.set(face, !known || rank < known.rank ? { rank, bytes: r.wireBytes, files } : { ...known, files });
  }
  return faces;
}

function earlyResourceBytes(answered: readonly FetchedResource[], faces: ReturnType<typeof fontFaces>): number {
  let bytes = 0;
  for (const r of answered) {
    if (r.type === 'stylesheet' || (r.type === 'script' && r.renderBlocking) || (r.type === 'image' && (r.from === 'css' || !r.lazy))) bytes += r.wireBytes;
  }
  for (const face of faces.values()) bytes += face.bytes;
  return bytes;
}

/** The page's own HTML as the review fetched it: its URL, bytes and how it was sent. */
export interface PageWeight {
  url: string;
  bytes: number;
  encoding: string;
  contentType: string;
}

export function performanceFacts(page: PageWeight, all: readonly FetchedResource[]): PerformanceFacts {
  // What a stylesheet names but the page does not fetch on its first load is no part of its weight; a missing one is said apart.
  const resources = all.filter((r) => !r.latent);
  const latentMissing = all
    .filter((r) => r.latent && r.status !== null && (r.status === 404 || r.status === 410 || r.status >= 500))
    .map((r) => ({ file: shortUrl(r.url, page.url), status: r.status!, ...(r.onState ? { onState: r.onState } : {}) }));
  const t = performanceThresholds;
  const fact = (r: FetchedResource): FileFact => ({ file: shortUrl(r.url, page.url), type: r.type === 'iframe' ? 'other' : r.type, bytes: r.wireBytes });
  // Every file the page names is checked (broken, below); the spare icons a browser fetches only when it needs them are not weighed.
  const checked = resources.filter((r) => r.type !== 'iframe' && r.status !== null);
  const fetched = checked.filter((r) => !r.spare);
  const answered = fetched.filter((r) => r.status! < 400);
  // A picture the HTML marks loading=lazy comes when it nears the screen: counted, and said apart.
  const lazyLoaded = answered.filter((r) => r.type === 'image' && r.from === 'html' && r.lazy);
  const faces = fontFaces(answered);
  const pageFact: FileFact = { file: shortUrl(page.url, page.url), type: 'html', bytes: page.bytes };

  const byType: Record<WeightType, number> = { html: page.bytes, stylesheet: 0, script: 0, image: 0, font: 0, other: 0 };
  for (const r of answered) byType[r.type === 'iframe' ? 'other' : r.type] += r.wireBytes;

  const thirdParty = answered.filter((r) => r.thirdParty);
  const blocking = answered.filter((r) => r.renderBlocking);
  // What blocks is known from the HTML alone: every blocking reference is named, with what its fetch saw.
  const blockingFact = (r: FetchedResource): FileFact => {
    const outcome =
      r.status === null
        ? r.problem === 'not fetched: cap'
          ? 'not fetched: past our limits'
          : r.problem === 'refused'
            ? 'not fetched: not a public address'
            : 'did not answer when we asked for it'
        : r.status >= 400
          ? `answers ${r.status}`
          : undefined;
    return outcome ? { ...fact(r), bytes: 0, outcome } : fact(r);
  };
  const blockingAll = resources.filter((r) => r.renderBlocking && (r.type === 'script' || r.type === 'stylesheet'));
  const cap = <T>(list: T[]) => list.slice(0, t.listed);
  const bySize = <T extends { bytes: number }>(list: T[]) => [...list].sort((a, b) => b.bytes - a.bytes);

  // An image, script or font the server answers with a web page (a saved error page, a soft 404) shows or runs nothing.
  const servedAsPage = (r: FetchedResource) => (r.type === 'image' || r.type === 'script' || r.type === 'font') && /^text\/html/i.test(r.contentType) && r.status! < 400;
  const oversized = answered.flatMap((r) => {
    const width = r.image?.width;
    if (r.type !== 'image' || !width || r.image?.format === 'svg' || r.image?.format === 'ico') return [];
    // A stylesheet's picture is painted at a size its rules and its box decide (background-size: cover
    // fills the box, whatever its width): no slot is known from the page, so none is claimed.
    if (r.from === 'css') return [];
    // A 1×1 slot is a preload or a counter, loaded on purpose at a size it is not shown at.
    if (r.declaredWidth !== null && r.declaredWidth <= 2) return [];
    // The slot: the width the HTML gives it, else the phone's screen; in device pixels.
    const shownWidth = Math.min(r.declaredWidth ?? phone.width, phone.width);
    return width >= shownWidth * phone.dpr * t.oversizeRatio ? [{ ...fact(r), width, shownWidth }] : [];
  });

  const largeImages = bySize(answered.filter((r) => r.type === 'image' && r.wireBytes >= t.largeImageBytes).map(fact));
  const oldFormatImages = bySize(
    answered
      .filter((r) => r.type === 'image' && r.image && !modernImageFormats.has(r.image.format) && ['jpeg', 'png', 'gif', 'bmp'].includes(r.image.format) && r.wireBytes >= t.oldFormatMinBytes)
      .map((r) => ({ ...fact(r), format: r.image!.format.toUpperCase() })),
  );
  // The page itself is asked for uncompressed (to cap what it sends), so its compression is unknown: not listed.
  const uncompressed = bySize(
    answered.filter((r) => r.encoding === 'identity' && r.bytes >= t.uncompressedMinBytes && !servedAsPage(r) && (TEXT_TYPES.test(r.contentType) || r.type === 'stylesheet' || r.type === 'script')).map(fact),
  );
  const uncached = bySize(answered.filter((r) => !r.thirdParty && !isCached(r) && !servedAsPage(r)).map(fact));
  const broken = [
    ...checked.filter((r) => r.status! >= 400).map((r) => ({ ...fact(r), status: r.status! })),
    ...checked.filter(servedAsPage).map((r) => ({ ...fact(r), status: r.status!, servedAs: 'text/html' })),
  ];
  return {
    // What answered: files we could not reach (or left out at a cap) are counted apart, never guessed.
    requests: 1 + fetched.length,
    totalBytes: page.bytes + answered.reduce((sum, r) => sum + r.wireBytes, 0),
    lazyImages: { count: lazyLoaded.length, bytes: lazyLoaded.reduce((sum, r) => sum + r.wireBytes, 0) },
    byType,
    thirdParty: {
      requests: resources.filter((r) => r.thirdParty && r.type !== 'iframe').length,
      bytes: thirdParty.reduce((sum, r) => sum + r.wireBytes, 0),
      hosts: [...new Set(resources.filter((r) => r.thirdParty).map((r) => new URL(r.url).host))].slice(0, 10),
    },
    iframes: resources.filter((r) => r.type === 'iframe').length,
    renderBlocking: {
      scripts: blockingAll.filter((r) => r.type === 'script').map(blockingFact),
      stylesheets: blockingAll.filter((r) => r.type === 'stylesheet').map(blockingFact),
      bytes: blocking.reduce((sum, r) => sum + r.wireBytes, 0),
    },
    heaviest: bySize([pageFact, ...answered.map(fact)]).slice(0, 5),
    largeImages: cap(largeImages),
    oldFormatImages: cap(oldFormatImages),
    oversizedImages: cap(bySize(oversized)),
    uncompressed: cap(uncompressed),
    uncached: cap(uncached),
    broken: broken.slice(0, 20),
    counts: {
      largeImages: largeImages.length,
      oldFormatImages: oldFormatImages.length,
      oversizedImages: oversized.length,
      uncompressed: uncompressed.length,
      uncached: uncached.length,
      broken: broken.length,
    },
    wrongTypeStylesheets: answered
      .filter((r) => r.type === 'stylesheet' && r.from === 'html' && r.contentType !== '' && r.contentType !== 'text/css')
      .map((r) => ({ ...fact(r), contentType: r.contentType })),
    unreachable: resources.filter((r) => r.problem === 'unreachable' || r.problem === 'refused').length,
    refused: resources.filter((r) => r.problem === 'refused').length,
    notFetched: resources.filter((r) => r.problem === 'not fetched: cap').length,
    earlyBytes: page.bytes + earlyResourceBytes(answered, faces),
    fontAlternates: [...faces.values()].reduce((sum, face) => sum + face.files - 1, 0),
    latentMissing: latentMissing.slice(0, 20),
  };
}

const EXECUTABLE_SCRIPT = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);
/** rel values whose href the browser downloads (canonical, alternate and the like are only references). */
const LOADED_LINK_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'icon', 'apple-touch-icon', 'mask-icon', 'manifest']);

/** What the HTML itself loads, and from where: scripts, styles, other sites, plain-http files. */
export function assetFacts(d: PageDocument) {
  const { tags, linkRels, base, https, isFirstParty } = d;
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
    if (attr(script, 'nomodule') !== undefined) continue;
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

  return { resources };
}
