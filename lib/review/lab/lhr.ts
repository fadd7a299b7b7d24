/**
 * One reader for a Lighthouse result (LHR), whichever source produced it: the PageSpeed Insights
 * API's `lighthouseResult` or a local Lighthouse run. It reads the lab metrics the review reports
 * (performance score, FCP, LCP and its element, TBT, CLS, Speed Index), the phone screenshot
 * Lighthouse took, and Lighthouse's own savings estimates that back findings the review makes
 * (render-blocking files, images, unused script), and the lab's facts of the other categories and the
 * page's requests (facts/lab.ts). Pure: no I/O.
 */
import { readLabFacts, type LabFacts } from '../facts/lab';

/** The Lighthouse categories one lab run measures, locally (onlyCategories) and on PageSpeed Insights (`category`). */
export const LAB_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LabSaving {
  /** The file, as Lighthouse names it. */
  url: string;
  /** Estimated time saved, in ms, where Lighthouse gives one. */
  wastedMs?: number;
  /** Estimated bytes saved, where Lighthouse gives them. */
  wastedBytes?: number;
}

export interface LabMetrics {
  /** 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** What the largest paint was: an image's file name or the element's text, as Lighthouse labels it. */
  lcpElement: string | null;
  /** The phone screenshot at the end of the load, as a data: URL (JPEG or WebP), or null. */
  screenshot: string | null;
  lighthouseVersion: string;
  /** When Lighthouse measured, ISO 8601. */
  measuredAt: string;
  /** Lighthouse's savings estimates, for findings the review already makes. */
  savings: { renderBlocking: LabSaving[]; images: LabSaving[]; unusedJavaScript: LabSaving[] };
  /** What the run saw besides speed: failing accessibility audits, console errors, the page's requests. */
  facts: LabFacts;
}

/** The result could not be read: Lighthouse reported an error, or a metric is missing. */
export class LabResultError extends Error {
  /** Lighthouse's runtime error code (NO_FCP, PAGE_HUNG…), when it reported one. */
  readonly code: string | null;

  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'LabResultError';
    this.code = code;
  }
}

/**
 * Lighthouse's runtime error code behind a failed measurement: from a local run's result, or from
 * PageSpeed Insights, which answers an error ("Lighthouse returned error: NO_FCP. …") instead of a result.
 */
export function lighthouseErrorCode(error: unknown): string | null {
  if (error instanceof LabResultError && error.code) return error.code;
  return /Lighthouse returned error: ([A-Z_]+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? null;
}

/** Lighthouse's runtime error codes a visitor may meet, in plain words. */
const RUNTIME_ERRORS: Record<string, string> = {
  NOT_HTML: 'what it was sent to (after any redirect) is not a web page',
  ERRORED_DOCUMENT_REQUEST: 'the server answered with an error',
  FAILED_DOCUMENT_REQUEST: 'the page did not load',
  NO_FCP: 'the page painted nothing',
  DNS_FAILURE: 'the address could not be found',
  PAGE_HUNG: 'the page stopped responding',
  CHROME_INTERSTITIAL_ERROR: 'the browser showed an error page instead',
  INSECURE_DOCUMENT_REQUEST: 'the page’s security certificate was refused',
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const items = (audit: unknown): Json[] => {
  const details = isObject(audit) ? audit.details : undefined;
  const list = isObject(details) ? details.items : undefined;
  return Array.isArray(list) ? list.filter(isObject) : [];
};

/** The file name of an image in an element's HTML snippet, else the element's label. */
function elementName(node: Json): string | null {
  const snippet = typeof node.snippet === 'string' ? node.snippet : '';
  const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(snippet)?.[1];
  if (src && !/^data:/i.test(src)) {
    const file = src.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1);
    if (file) return file.slice(0, 120);
  }
  const label = typeof node.nodeLabel === 'string' ? node.nodeLabel.replace(/\s+/g, ' ').trim() : '';
  if (label) return label.slice(0, 120);
  return snippet ? snippet.slice(0, 120) : null;
}

function lcpElement(audits: Json): string | null {
  // Lighthouse 13 names it in the LCP breakdown insight; earlier versions in largest-contentful-paint-element.
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const audit = audits[id];
    const details = isObject(audit) ? audit.details : undefined;
    const list = isObject(details) && Array.isArray(details.items) ? details.items : [];
    for (const item of list) {
      if (isObject(item) && item.type === 'node') return elementName(item);
      // Older shape: a table whose first item holds the node.
      if (isObject(item) && Array.isArray(item.items)) {
        const node = item.items.find((row: unknown) => isObject(row) && isObject(row.node));
        if (isObject(node) && isObject(node.node)) return elementName(node.node);
      }
      if (isObject(item) && isObject(item.node)) return elementName(item.node);
    }
  }
  return null;
}

const savings = (audits: Json, ids: string[]): LabSaving[] => {
  for (const id of ids) {
    const rows = items(audits[id]);
    if (rows.length === 0) continue;
    return rows
      .filter((row) => typeof row.url === 'string')
      .slice(0, 10)
      .map((row) => ({
        url: String(row.url).slice(0, 300),
        ...(typeof row.wastedMs === 'number' ? { wastedMs: Math.round(row.wastedMs) } : {}),
        ...(typeof row.wastedBytes === 'number' ? { wastedBytes: Math.round(row.wastedBytes) } : {}),
      }));
  }
  return [];
};

/** Reads a Lighthouse result (an LHR object); throws LabResultError when it holds no usable measurement. */
export function readLighthouseResult(lhr: unknown): LabMetrics {
  if (!isObject(lhr) || !isObject(lhr.audits) || !isObject(lhr.categories)) throw new LabResultError('Not a Lighthouse result');
  const runtimeError = lhr.runtimeError;
  if (isObject(runtimeError) && typeof runtimeError.code === 'string' && runtimeError.code !== 'NO_ERROR') {
    const why = RUNTIME_ERRORS[runtimeError.code];
    throw new LabResultError(`Lighthouse could not load the page on a phone${why ? `: ${why}` : ''} (${runtimeError.code})`, runtimeError.code);
  }
  const audits = lhr.audits;
  const metric = (id: string): number => {
    const value = isObject(audits[id]) ? (audits[id] as Json).numericValue : undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new LabResultError(`Lighthouse measured no ${id}`);
    return value;
  };
  const performance = isObject(lhr.categories.performance) ? lhr.categories.performance.score : null;
  if (typeof performance !== 'number') throw new LabResultError('Lighthouse gave no performance score');
  const screenshotDetails = isObject(audits['final-screenshot']) ? (audits['final-screenshot'] as Json).details : undefined;
  const screenshot = isObject(screenshotDetails) && typeof screenshotDetails.data === 'string' && /^data:image\/(jpeg|webp|png);base64,/.test(screenshotDetails.data) ? screenshotDetails.data : null;
  return {
    performance: Math.round(performance * 100),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(metric('speed-index')),
    lcpElement: lcpElement(audits),
    screenshot,
    lighthouseVersion: typeof lhr.lighthouseVersion === 'string' ? lhr.lighthouseVersion : 'unknown',
    measuredAt: typeof lhr.fetchTime === 'string' ? lhr.fetchTime : new Date().toISOString(),
    savings: {
      renderBlocking: savings(audits, ['render-blocking-insight', 'render-blocking-resources']),
      images: savings(audits, ['image-delivery-insight', 'modern-image-formats', 'uses-responsive-images']),
      unusedJavaScript: savings(audits, ['unused-javascript']),
    },
    facts: readLabFacts(lhr),
  };
}

export { labThresholds, rateLabMetric, type LabMetricName } from '../report/lab-thresholds';
