/**
 * The requests Lighthouse's phone run saw the page make (its `network-requests` audit): each file's
 * address, status, bytes transferred and type, and what they add up to, in the same shape as the
 * fetch's own count (files.ts), so the final report's files, broken files and bytes are the ones a
 * browser fetched. Pure: no I/O.
 */
import type { FileFact, WeightType } from './files';
import { shortUrl } from './files';

export interface LabRequest {
  url: string;
  /** The HTTP status, or null when nothing answered (a failed request, or one the lab's guard answered itself). */
  status: number | null;
  /** Bytes on the wire, headers included, as Lighthouse counts them. */
  transferSize: number;
  /** Lighthouse's (Chrome's) type: Document, Stylesheet, Script, Image, Font, Fetch, XHR, Other… */
  resourceType: string;
  mimeType: string;
}

type Json = Record<string, unknown>;

/** The page's requests over http(s), in the order Lighthouse lists them (the page first); CORS preflights are not files. */
export function labRequests(items: readonly Json[], guardAnswered: ReadonlySet<string>): LabRequest[] {
  return items
    .filter((item) => typeof item.url === 'string' && /^https?:/i.test(item.url) && item.resourceType !== 'Preflight')
    .map((item) => {
      const url = String(item.url);
      const status = typeof item.statusCode === 'number' && item.statusCode >= 100 && !guardAnswered.has(url) ? item.statusCode : null;
      return {
        url: url.slice(0, 500),
        status,
        transferSize: typeof item.transferSize === 'number' && item.transferSize > 0 ? Math.round(item.transferSize) : 0,
        resourceType: typeof item.resourceType === 'string' ? item.resourceType : 'Other',
        mimeType: typeof item.mimeType === 'string' ? item.mimeType : '',
      };
    })
    .slice(0, 400);
}

/** Chrome's resource types as the fetch's weight types; every document (the page, a redirect on the way, a frame's) is html. */
const TYPES: Record<string, WeightType> = { Document: 'html', Stylesheet: 'stylesheet', Script: 'script', Image: 'image', Font: 'font' };
/** What a file of each type is, in the broken-file line's words. */
const FILE_KINDS: Partial<Record<WeightType, string>> = { image: 'an image', script: 'a script', font: 'a font', stylesheet: 'a stylesheet' };

export interface LabWeight {
  /** The page and every request that answered. */
  requests: number;
  totalBytes: number;
  byType: Record<WeightType, number>;
  /** The five heaviest, the page included. */
  heaviest: FileFact[];
  thirdParty: { requests: number; bytes: number };
  /** Requests answered 4xx or 5xx, or an image, script, font or stylesheet answered with a web page (not the browser's own /favicon.ico). */
  broken: { file: string; status: number; type: WeightType; servedAs?: string; kind?: string }[];
}

/** What the page's requests in the lab add up to, with each file named as the report names files (files.ts shortUrl). */
export function labWeight(requests: readonly LabRequest[], pageUrl: string): LabWeight {
  const page = URL.parse(pageUrl);
  const answered = requests.filter((r) => r.status !== null);
  const byType: Record<WeightType, number> = { html: 0, stylesheet: 0, script: 0, image: 0, font: 0, other: 0 };
  const typed = answered.map((r) => ({ r, type: TYPES[r.resourceType] ?? ('other' as const) }));
  for (const { r, type } of typed) byType[type] += r.transferSize;
  const thirdParty = answered.filter((r) => page && URL.parse(r.url)?.host !== page.host);
  const broken: LabWeight['broken'] = [];
  for (const { r, type } of typed) {
    // A browser asks for /favicon.ico on its own when the page names no icon: not a file of the page (the favicon rule says it).
    if (r.resourceType === 'Other' && URL.parse(r.url)?.pathname === '/favicon.ico') continue;
    const file = shortUrl(r.url, pageUrl);
    if (r.status! >= 400) broken.push({ file, status: r.status!, type });
    else if (FILE_KINDS[type] && /^text\/html\b/i.test(r.mimeType)) broken.push({ file, status: r.status!, type, servedAs: r.mimeType, kind: FILE_KINDS[type] });
  }
  return {
    requests: answered.length,
    totalBytes: answered.reduce((sum, r) => sum + r.transferSize, 0),
    byType,
    heaviest: [...typed]
      .sort((a, b) => b.r.transferSize - a.r.transferSize)
      .slice(0, 5)
      .map(({ r, type }) => ({ file: shortUrl(r.url, pageUrl), type, bytes: r.transferSize })),
    thirdParty: { requests: thirdParty.length, bytes: thirdParty.reduce((sum, r) => sum + r.transferSize, 0) },
    broken,
  };
}
