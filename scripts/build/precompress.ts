import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/**
 * The build's static files, compressed once at build time as Vercel's CDN serves them: Brotli at its
 * best quality (11, too slow to run per request) and gzip at 9, each beside its file (`x.js.br`,
 * `x.js.gz`), and the prerendered pages' HTML. `npm start` (scripts/serve/compressed-responses.mjs)
 * answers a browser that takes one of them with it, and compresses everything else (dynamic pages, RSC
 * and API answers) as it goes.
 * Build tooling, not runtime: post-build.mjs runs it with plain Node (type stripping), so it is kept
 * free of Next, path aliases and local imports.
 */

/** The manifest the server reads: URL → the file, its size, and the size of each variant written. */
export const PRECOMPRESSED_MANIFEST = 'precompressed.json';

export type Encoding = 'br' | 'gzip';
export const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface PrecompressedFile {
  /** The identity file, relative to the project (the server's working folder). */
  file: string;
  /** Its size in bytes: the server serves a variant only when Next is sending a file of this size. */
  size: number;
  /** The size of each variant written (one is left out when it would not be smaller). */
  variants: Partial<Record<Encoding, number>>;
  /**
   * A prerendered page's ETag as Next sends it: the server swaps in a page's copy only when Next's answer
   * carries this tag (the page as built), since a page's URL also answers RSC requests and other sizes.
   */
  etag?: string;
}
export type PrecompressedManifest = Record<string, PrecompressedFile>;

/**
 * Text the browser decodes as it is: scripts, styles, the RSC payloads, SVG and the like. Not woff2,
 * pictures, PDFs: they are compressed inside already, and Brotli gains nothing on them.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|html|map|webmanifest|ttf|otf|eot|ico|wasm)$/i;
/** Below this the headers cost more than the bytes saved (compression's own threshold, 1 KB). */
const MIN_SIZE = 1024;

/** The files `root` holds at any depth, as paths relative to it with forward slashes. */
function filesUnder(root: string, prefix = ''): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((name) => {
    const file = path.join(root, name);
    if (statSync(file).isDirectory()) return filesUnder(file, `${prefix}${name}/`);
    return [`${prefix}${name}`];
  });
}

/**
 * The static files Next serves by URL, that are worth compressing: the build's /_next/static/…
 * (chunks, stylesheets, the RSC payload files, media) and public/'s text files.
 */
export function compressibleFiles(build: string, publicDir = 'public'): CompressibleFile[] {
  const pick = (root: string, urlPrefix: string) =>
    filesUnder(root)
      .filter((name) => COMPRESSIBLE.test(name) && statSync(path.join(root, name)).size >= MIN_SIZE)
      .map((name) => ({ url: `${urlPrefix}${name}`, file: path.join(root, name) }));
  return [...pick(path.join(build, 'static'), '/_next/static/'), ...pick(publicDir, '/')];
}

export interface CompressibleFile {
  url: string;
  file: string;
  /** A prerendered page's HTML (its copy is served only for the page as built: PrecompressedFile.etag). */
  page?: boolean;
}

/**
 * The prerendered pages' HTML, as files to compress: the same bytes for every visitor (the policy's
 * hashes, not a nonce), so compressed once at Brotli's best quality, about 12 % smaller than the
 * per-request quality (the difference that keeps the longest page within a new connection's first
 * round trip). `pages` are build-output.mjs's servedPrerenderedPages.
 */
export function pageFiles(pages: { file: string; route: string }[]): CompressibleFile[] {
  return pages.filter(({ file }) => statSync(file).size >= MIN_SIZE).map(({ file, route }) => ({ url: route, file, page: true }));
}

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
};
const decompressors: Record<Encoding, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** Whether a variant beside `file` is there and at least as new as the file (a second run keeps it). */
function isCurrent(file: string, variant: string): boolean {
  return existsSync(variant) && statSync(variant).mtimeMs >= statSync(file).mtimeMs;
}

/** Writes each file's variants (those missing or older than their file) and returns the manifest. */
export function precompress(files: CompressibleFile[], etagOf: (body: string) => string): { manifest: PrecompressedManifest; written: number } {
  const manifest: PrecompressedManifest = {};
  let written = 0;
  for (const { url, file, page } of files) {
    const body = readFileSync(file);
    const entry: PrecompressedFile = { file, size: body.length, variants: {}, ...(page ? { etag: etagOf(body.toString('utf8')) } : {}) };
    for (const encoding of Object.keys(compressors) as Encoding[]) {
      const variant = file + EXTENSION[encoding];
      let size: number;
      if (isCurrent(file, variant)) {
        size = statSync(variant).size;
      } else {
        const compressed = compressors[encoding](body);
        writeFileSync(variant, compressed);
        written += 1;
        size = compressed.length;
      }
      if (size < body.length) entry.variants[encoding] = size;
    }
    manifest[url] = entry;
  }
  return { manifest, written };
}

/**
 * What is wrong with a build's precompressed files: a compressible file the manifest leaves out, an
 * entry whose file changed after it was compressed, or a variant that does not decode to its file.
 */
export function precompressProblems(manifest: PrecompressedManifest, files: CompressibleFile[], etagOf: (body: string) => string): { file: string; problem: string }[] {
  const problems: { file: string; problem: string }[] = [];
  for (const { url, file } of files) {
    if (!manifest[url]) problems.push({ file, problem: `not precompressed: ${url} would be compressed per request, at a lower quality` });
  }
  for (const [url, { file, size, variants, etag }] of Object.entries(manifest)) {
    if (!existsSync(file)) {
      problems.push({ file, problem: `the manifest names ${url}, which the build does not have` });
      continue;
    }
    const body = readFileSync(file);
    // A page's ETag is of its content: a page rewritten to the same length is caught by it.
    if (body.length !== size || (etag !== undefined && etag !== etagOf(body.toString('utf8')))) {
      problems.push({ file, problem: 'changed after it was precompressed (a later step rewrote it): its variants are stale' });
      continue;
    }
    for (const [encoding, variantSize] of Object.entries(variants) as [Encoding, number][]) {
      const variant = file + EXTENSION[encoding];
      const stored = existsSync(variant) ? readFileSync(variant) : null;
      if (!stored || stored.length !== variantSize) problems.push({ file: variant, problem: 'missing or not the size the manifest says' });
      else if (!decompressors[encoding](stored).equals(body)) problems.push({ file: variant, problem: `does not decode to ${file}` });
    }
  }
  return problems;
}
