import 'server-only';
import { isSameSiteHost } from '../same-site';
import { FetchRefusedError } from './errors';
import { imageInfo, type ImageInfo } from './image-info';
import { attr, rawText, type PageDocument } from '../html/document';
import { hiddenOnPhone } from '../html/visibility';
import { mediaAppliesOnPhone, namedFileType, pageFonts, stylesheetUse, type FontFace, type StylesheetUse } from '../html/stylesheet';
import { asDocument, htmlReferences, resolve, stateOf, type Reference, type ResourceType } from './references';
import { fetchResource, type ResourceFetchOptions } from './safe-fetch';

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
  /** A script of this site that answered with code, whole (up to resourceLimits.scriptChars): what the facts read it for. */
  code?: string;
  /** Named by a stylesheet, but not fetched by the page on its first load: checked, never weighed (fetch/references.ts). */
  latent?: true;
  /** Latent, but shown when a visitor hovers, focuses or opens an element the page has: the rule's selector. */
  onState?: string;
  /** An icon a browser fetches only when it needs it (fetch/references.ts Reference.spare): checked, never weighed. */
  spare?: true;
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
  /** A same-site script's text kept whole, to read what it defines; a longer one is not read. */
  scriptChars: 1024 * 1024,
  /** Nesting of @import followed. */
  importDepth: 3,
} as const;

const isSameSite = (url: URL, page: URL) => isSameSiteHost(url.hostname, page.hostname);

/** Enough of a script or stylesheet to read the version its licence comment names. */
const BANNER_BYTES = 600;

export interface ResourceOptions extends Pick<ResourceFetchOptions, 'allowHosts' | 'lookup'> {
  limits?: Partial<Record<keyof typeof resourceLimits, number>>;
  /** Files already fetched for another page of the site, by URL: read from here, not asked for again. */
  cache?: ResourceCache;
}

/**
 * Files one page of a site fetched, for the site's next pages: each answer, and a same-site
 * stylesheet's text, read again for each page (what it makes a page fetch depends on the page).
 */
export type ResourceCache = Map<string, { record: FetchedResource; css: { text: string; url: string } | null }>;

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

  const enqueue = (referenced: Reference) => {
    // One file however it is written: a fragment is never sent, and an empty query asks for the same
    // file (a font's "x.eot?#iefix" beside "x.eot" is one download).
    const url = new URL(referenced.url);
    url.hash = '';
    if (!url.search) url.search = '';
    const ref = { ...referenced, url };
    const key = url.href;
    const known = seen.get(key);
    if (known) {
      // The same file referenced twice is one request; it blocks rendering if any reference does, and the page fetches it if any reference makes it.
      known.renderBlocking ||= ref.renderBlocking;
      if (!ref.lazy) known.lazy = false; // a picture shown eagerly anywhere on the page comes with the first load
      if (!ref.latent) {
        delete known.latent;
        delete known.onState;
      } else if (ref.onState && known.latent && !known.onState) known.onState = ref.onState;
      if (!ref.spare) delete known.spare;
      return;
    }
    // Another page of the site loaded it already: the same answer, referenced the way this page does.
    const cached = options.cache?.get(key);
    if (cached) {
      const { latent: _wasLatent, onState: _shownOn, spare: _wasSpare, ...answer } = cached.record;
      seen.set(key, { ...answer, from: ref.from, renderBlocking: ref.renderBlocking, lazy: ref.lazy, declaredWidth: ref.declaredWidth, ...(ref.latent ? { latent: true as const, ...(ref.onState ? { onState: ref.onState } : {}) } : {}), ...(ref.spare ? { spare: true as const } : {}) });
      if (cached.css && ref.depth < limits.importDepth) for (const child of stylesheetChildren(cached.css.text, new URL(cached.css.url), ref, document, fonts)) enqueue(child);
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
      ...(ref.latent ? { latent: true as const, ...(ref.onState ? { onState: ref.onState } : {}) } : {}),
      ...(ref.spare ? { spare: true as const } : {}),
    };
    seen.set(key, record);
    if (ref.type !== 'iframe') queue.push({ ...ref });
  };
  const document = asDocument(page, pageUrl);
  const fonts = new PageFontNotes();
  for (const ref of htmlReferences(document)) enqueue(ref);
  for (const style of document.tags('style')) {
    if (!mediaAppliesOnPhone(attr(style, 'media') ?? '')) continue;
    fonts.note(stylesheetUse(rawText(style), document), document.base ?? pageUrl);
    fonts.sheet(rawText(style), document.all.indexOf(style));
  }

  let fetched = 0;
  const fetchOne = async (ref: Reference) => {
    const record = seen.get(ref.url.href)!;
    if (fetched >= limits.maxResources || bytesRead >= limits.maxTotalBytes || signal.aborted) return;
    fetched += 1;
    const isCss = ref.type === 'stylesheet';
    const ownScript = ref.type === 'script' && !record.thirdParty;
    let css: { text: string; url: string } | null = null;
    try {
      const answer = await fetchResource(ref.url, {
        signal,
        allowHosts: options.allowHosts,
        lookup: options.lookup,
        maxBytes: limits.maxBytesPerResource,
        keepBytes: isCss ? limits.cssChars : ownScript ? limits.scriptChars : 64 * 1024,
        accept: ACCEPT[ref.type],
      });
      bytesRead += answer.wireBytes;
      const contentType = (answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      // The whole file or nothing: a script cut short is not the code the browser runs.
      const whole = ownScript && answer.status < 400 && !answer.truncated && answer.bytes <= limits.scriptChars && !/html/.test(contentType);
      Object.assign(record, {
        status: answer.status,
        problem: null,
        wireBytes: answer.wireBytes,
        bytes: answer.bytes,
        encoding: answer.encoding,
        contentType,
        cacheControl: answer.headers['cache-control'] ?? '',
        expires: answer.headers.expires ?? '',
        image: ref.type === 'image' && answer.status < 400 ? imageInfo(answer.head) : null,
        banner: (ref.type === 'script' || isCss) && answer.status < 400 ? answer.head.subarray(0, BANNER_BYTES).toString('utf8') : '',
        ...(whole ? { code: answer.head.toString('utf8') } : {}),
      });
      // Same-site stylesheets are read for what they load in turn (a browser would apply them; we follow their references).
      if (isCss && answer.status < 400 && !record.thirdParty) {
        css = { text: answer.head.toString('utf8'), url: answer.url };
        if (ref.depth < limits.importDepth) for (const child of stylesheetChildren(css.text, new URL(css.url), ref, document, fonts)) enqueue(child);
      }
    } catch (error) {
      record.problem = error instanceof FetchRefusedError ? 'refused' : signal.aborted ? 'not fetched: cap' : 'unreachable';
    }
    // Only answers are shared: a file this page could not reach may answer the next page.
    if (record.status !== null) options.cache?.set(record.url, { record: { ...record }, css });
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
  // Every stylesheet is read: the fonts the page uses are fetched, the other sources checked apart.
  const chosen = pageFonts(fonts.faces, fonts.families, document);
  const asFont = (file: string, base: URL, latent: boolean) => {
    const url = resolve(file, base);
    if (url) enqueue({ url, type: 'font', from: 'css', renderBlocking: false, lazy: false, declaredWidth: null, depth: 0, ...(latent ? { latent: true as const } : {}) });
  };
  for (const { file, base } of chosen.fetched) asFont(file, base, false);
  for (const { file, base } of chosen.latent) asFont(file, base, true);
  while (queue.length > 0 && !signal.aborted) {
    await Promise.all(Array.from({ length: limits.concurrency }, worker));
  }
  // What the page's stylesheets hide on the phone, in cascade order: the text a visitor is shown leaves it out.
  document.styleHidden = hiddenOnPhone(document, fonts.sheetsInOrder());
  return [...seen.values()];
}

/** What a stylesheet makes this page fetch in turn (html/stylesheet.ts), resolved against the stylesheet's address; its fonts go to `fonts`. */
function stylesheetChildren(text: string, cssUrl: URL, sheet: Reference, page: PageDocument, fonts: PageFontNotes): Reference[] {
  const found = stylesheetUse(text, page);
  fonts.note(found, cssUrl);
  if (sheet.position !== undefined) fonts.sheet(text, sheet.position);
  const from = { from: 'css' as const, lazy: false, declaredWidth: null };
  const children: Reference[] = [];
  const add = (hrefs: string[], type: ResourceType, extra: Partial<Reference>) => {
    for (const href of hrefs) {
      const url = resolve(href, cssUrl);
      if (url) children.push({ url, type, renderBlocking: false, depth: 0, ...from, ...extra });
    }
  };
  // An @import's rules come before the importing sheet's own, in the order written.
  found.imports.forEach((href, i) => add([href], 'stylesheet', { renderBlocking: sheet.renderBlocking, depth: sheet.depth + 1, ...(sheet.position !== undefined ? { position: sheet.position - 0.5 / (sheet.depth + 1) + i / 10_000 } : {}) }));
  add(found.images, 'image', {});
  for (const href of found.latent) {
    const url = resolve(href, cssUrl);
    if (url) children.push({ url, type: namedFileType(url.pathname), renderBlocking: false, depth: 0, ...from, latent: true, ...stateOf(found, href) });
  }
  return children;
}

/**
 * The font faces of every stylesheet a page reads, and the families its matching rules use: the page's
 * fonts are chosen from them once all are read. And the stylesheets' texts, with their place in the
 * cascade: what they hide on the phone is read from them in that order (html/visibility.ts).
 */
class PageFontNotes {
  readonly faces: { face: FontFace; base: URL }[] = [];
  readonly families = new Set<string>();
  private readonly sheets: { text: string; position: number }[] = [];
  note(use: StylesheetUse, base: URL): void {
    this.faces.push(...use.faces.map((face) => ({ face, base })));
    for (const family of use.families) this.families.add(family);
  }
  /** A stylesheet the page applies on the phone, read whole, with its place in the cascade. */
  sheet(text: string, position: number): void {
    this.sheets.push({ text, position });
  }
  sheetsInOrder(): string[] {
    return [...this.sheets].sort((a, b) => a.position - b.position).map((s) => s.text);
  }
}

const ACCEPT: Record<ResourceType, string> = {
  stylesheet: 'text/css,*/*;q=0.1',
  script: '*/*',
  image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  font: '*/*',
  iframe: 'text/html',
  other: '*/*',
};
