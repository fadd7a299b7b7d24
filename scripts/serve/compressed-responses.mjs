// Compression for `npm start` (scripts/serve/start.mjs) as Vercel's CDN does it: Brotli for a browser
// that takes it, gzip for one that takes only gzip, the bytes as they are otherwise.
//   - The build's static files (chunks, styles, RSC payloads, SVG) and prerendered pages are sent as the
//     Brotli or gzip copy the build wrote beside them (scripts/build/precompress.ts, Brotli quality 11).
//     Next still answers the request: its status, Cache-Control, ETag, Content-Type, CSP and
//     conditional/range handling stay its own; only a full 200 answer of the very file the build
//     compressed has its body swapped (for a page: the answer carries the ETag of the page as built).
//   - Everything else Next would compress (pages, the RSC answers, API JSON, the sitemap) is compressed
//     as it streams, by the `compression` middleware with Brotli at quality 5: a tenth of quality 11's
//     time on a 60 KB page for a few per cent more bytes, and Next flushes it after each chunk, so a
//     streamed page still arrives in pieces. next.config.ts turns Next's own gzip off (compress: false).
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';

/** The build's manifest of precompressed files (scripts/build/precompress.ts PRECOMPRESSED_MANIFEST). */
const MANIFEST = 'precompressed.json';
const EXTENSION = { br: '.br', gzip: '.gz' };

/** Brotli's quality for answers compressed per request: quality 5 keeps a page's compression near 1 ms. */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** The precompressed files of the build in `build` by URL (none for a build made without the step). */
export function loadPrecompressed(build = '.next') {
  const file = path.join(build, MANIFEST);
  return new Map(existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8'))) : []);
}

/**
 * Which of `offered` encodings an Accept-Encoding header takes, Brotli first unless the browser
 * weighs gzip higher; null when it takes neither (no header, `identity`, `br;q=0`…).
 */
export function acceptedEncoding(header, offered = ['br', 'gzip']) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name) => weights.get(name) ?? (name === 'identity' ? 0 : (weights.get('*') ?? 0));
  const best = offered.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0] ?? null;
}

/** Adds `field` to a response's Vary header unless it is there. */
function addVary(res, field) {
  const vary = String(res.getHeader('Vary') ?? '');
  if (vary.split(/\s*,\s*/).some((name) => name.toLowerCase() === field.toLowerCase() || name === '*')) return;
  res.setHeader('Vary', vary ? `${vary}, ${field}` : field);
}

/**
 * Has Next's answer to a request for a precompressed file go out as `encoding`'s copy: when Next
 * starts a 200 answer whose Content-Length is the file's size, the headers get Content-Encoding and
 * the copy's length, and the body Next writes is replaced by the copy. Any other answer (304, 206,
 * 404, a file of another size) goes out as Next wrote it.
 */
function sendPrecompressed(req, res, entry, encoding) {
  const { writeHead, write, end } = res;
  let swapped = false;
  res.writeHead = function (status, ...rest) {
    const headersGiven = rest.some((arg) => arg && typeof arg === 'object');
    const asBuilt = !entry.etag || res.getHeader('ETag') === entry.etag;
    if (status === 200 && !headersGiven && asBuilt && Number(res.getHeader('Content-Length')) === entry.size && !res.getHeader('Content-Encoding')) {
      swapped = true;
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', entry.variants[encoding]);
      // A range would be of the file's own bytes (below), not of this copy's.
      res.removeHeader('Accept-Ranges');
    }
    return writeHead.call(this, status, ...rest);
  };
  res.write = function (...args) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!swapped) return write.apply(this, args);
    const callback = args.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function (...args) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!swapped) return end.apply(this, args);
    const callback = args.find((arg) => typeof arg === 'function');
    if (req.method === 'HEAD') return end.call(this, callback);
    readFile(entry.file + EXTENSION[encoding]).then(
      (body) => end.call(res, body, callback),
      (error) => res.destroy(error),
    );
    return this;
  };
}

/**
 * The handler's compression: call it with each request before Next handles it. `precompressed` is
 * loadPrecompressed()'s map.
 */
export function compressedResponses(precompressed) {
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } } });
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    const entry = precompressed.get(pathname);
    // Not a file the build compressed, or a page's URL, which also answers RSC requests and may answer
    // otherwise than as built: compressed as it streams (a page as built is swapped in above this).
    if (!entry || entry.etag) compress(req, res, () => {});
    if (!entry) return;
    // Every answer for this URL depends on Accept-Encoding, the identity one included.
    addVary(res, 'Accept-Encoding');
    const encoding = acceptedEncoding(req.headers['accept-encoding'], Object.keys(entry.variants));
    // A range is of the file's own bytes: Next answers it from the file, uncompressed.
    if (encoding && !req.headers.range && (req.method === 'GET' || req.method === 'HEAD')) sendPrecompressed(req, res, entry, encoding);
  };
}
