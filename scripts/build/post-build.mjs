#!/usr/bin/env node
// The second half of `npm run build`: after `next build`, three rewrites of Next's output, in this
// order, then a check that each one's result is in every file it covers.
//   1. scripts-after-paint: every prerendered page loads the framework's chunks and its RSC payload
//      (written to a file of its own under static/rsc) from one inline loader after its first
//      contentful paint, not as scripts in the document (scripts-after-paint.ts);
//   2. csp-manifest: the hashes of each page's inline scripts, its loader's included, by route in
//      .next/csp-manifest.json, which is added to the proxy's file trace (csp-manifest.ts);
//   3. compile-hints: V8's compile hint on the first line of every chunk (compile-hints.ts);
//   4. precompress: every static text file (chunks, styles, RSC payloads, SVG) and prerendered page
//      beside itself in Brotli (quality 11) and gzip, listed in .next/precompressed.json for `npm start`
//      (precompress.ts).
//      Last, so it compresses the files as the steps before left them.
// A step leaves what it has done already as it is, so a second run changes nothing. A step that
// fails, or a check that finds a file without its step's result (Next's markup changed, a step was
// skipped), exits 1 with one line per problem: `post-build: <step>: <file>: <what is wrong>`.
//
//   node scripts/build/post-build.mjs [--check] [--dir .next]
//     --check   change nothing, only check a build made by `npm run build`
//     --dir     the build folder (default .next)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserChunks, servedPrerenderedPages, staticFileOf } from './build-output.mjs';
import { loaderArguments, payloadUrl, scriptsAfterPaintProblems, withScriptsAfterFirstPaint } from './scripts-after-paint.ts';
import { CSP_MANIFEST_FILE } from '../../lib/server/csp-manifest-file.mjs';
import { PROXY_TRACE_FILE, cspManifest, cspManifestProblems, traceLists, traceWithFile } from './csp-manifest.ts';
import { compileHintProblem, withCompileHint } from './compile-hints.ts';
import { PRECOMPRESSED_MANIFEST, compressibleFiles, pageFiles, precompress, precompressProblems } from './precompress.ts';

/** A step that cannot go on, naming the file it stopped at. */
class StepFailure extends Error {
  constructor(file, message) {
    super(message);
    this.file = file;
  }
}

/** The prerendered pages with their HTML; a build without any has not been made by `next build`. */
function prerenderedPages(build) {
  const root = path.join(build, 'server', 'app');
  const pages = existsSync(root) ? servedPrerenderedPages(build) : [];
  if (pages.length === 0) throw new StepFailure(root, 'no prerendered pages; run next build first');
  return pages.map((page) => ({ ...page, html: readFileSync(page.file, 'utf8') }));
}

function chunksOf(build) {
  const root = path.join(build, 'static', 'chunks');
  const chunks = existsSync(root) ? browserChunks(build) : [];
  if (chunks.length === 0) throw new StepFailure(root, 'no scripts; run next build first');
  return chunks;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** The public/ folder served beside a build folder (the project's, for .next). */
const publicFolderOf = (build) => path.join(path.dirname(build), 'public');
/** What the precompress step compresses: the static files, public/'s text files and the prerendered pages' HTML. */
const filesToCompress = (build) => [...compressibleFiles(build, publicFolderOf(build)), ...pageFiles(servedPrerenderedPages(build))];
/**
 * The ETag Next sends with a prerendered page (its own function, so the server can tell the page as
 * built, whose compressed copy it may send, from anything else answered at that URL).
 */
const nextETag = (body) => createRequire(import.meta.url)('next/dist/server/lib/etag').generateETag(body);

/** What is wrong with the payload file a page's loader fetches: missing, renamed or not the segments' JSON. */
function payloadFileProblems(build, url) {
  const file = staticFileOf(build, url);
  if (!existsSync(file)) return [`the loader fetches ${url}, which the build does not have: the page would never hydrate`];
  const body = readFileSync(file, 'utf8');
  if (payloadUrl(body) !== url) return [`${url} is not the file its name hashes: it was changed after the build`];
  let segments;
  try {
    segments = JSON.parse(body);
  } catch {
    segments = null;
  }
  return Array.isArray(segments) && segments.length > 0 ? [] : [`${url} holds no RSC payload segments`];
}

const steps = [
  {
    name: 'scripts-after-paint',
    apply(build) {
      const pages = prerenderedPages(build);
      let changed = 0;
      for (const { file, html } of pages) {
        let moved;
        try {
          moved = withScriptsAfterFirstPaint(html);
        } catch (error) {
          throw new StepFailure(file, error.message);
        }
        if (moved.payload) {
          const payloadFile = staticFileOf(build, moved.payload.url);
          mkdirSync(path.dirname(payloadFile), { recursive: true });
          writeFileSync(payloadFile, moved.payload.body);
        }
        if (moved.html !== html) {
          writeFileSync(file, moved.html);
          changed += 1;
        }
      }
      return `the ${pages.length} prerendered pages load their chunks and their RSC payload after the first contentful paint (${changed} changed now)`;
    },
    check(build) {
      return prerenderedPages(build).flatMap(({ file, html }) => {
        const problems = scriptsAfterPaintProblems(html);
        const call = loaderArguments(html);
        for (const url of call?.sources ?? []) {
          if (!existsSync(staticFileOf(build, url))) problems.push(`the loader adds ${url}, which the build does not have`);
        }
        if (call?.payload) problems.push(...payloadFileProblems(build, call.payload));
        return problems.map((problem) => ({ file, problem }));
      });
    },
  },
  {
    name: 'csp-manifest',
    apply(build) {
      const pages = prerenderedPages(build);
      const manifestFile = path.join(build, CSP_MANIFEST_FILE);
      writeFileSync(manifestFile, JSON.stringify(cspManifest(pages)));
      const traceFile = path.join(build, PROXY_TRACE_FILE);
      if (!existsSync(traceFile)) throw new StepFailure(traceFile, 'missing, so the manifest cannot be traced with the proxy that reads it');
      const trace = readJson(traceFile);
      const traced = traceWithFile(trace, traceFile, manifestFile);
      if (traced !== trace) writeFileSync(traceFile, JSON.stringify(traced));
      return `the inline scripts of ${pages.length} prerendered pages in ${manifestFile}, traced with the proxy (${traceFile})`;
    },
    check(build) {
      const manifestFile = path.join(build, CSP_MANIFEST_FILE);
      const traceFile = path.join(build, PROXY_TRACE_FILE);
      if (!existsSync(manifestFile)) return [{ file: manifestFile, problem: 'missing: every static page would have its inline scripts refused' }];
      const problems = cspManifestProblems(readJson(manifestFile), prerenderedPages(build)).map(({ file, problem }) => ({ file: file ?? manifestFile, problem }));
      if (!existsSync(traceFile)) problems.push({ file: traceFile, problem: 'missing' });
      else if (!traceLists(readJson(traceFile), traceFile, manifestFile)) {
        problems.push({ file: traceFile, problem: `does not list ${manifestFile}: a host that packages the proxy by its trace would ship it without the manifest` });
      }
      return problems;
    },
  },
  {
    name: 'compile-hints',
    apply(build) {
      const chunks = chunksOf(build);
      let changed = 0;
      for (const file of chunks) {
        const source = readFileSync(file, 'utf8');
        const hinted = withCompileHint(source);
        if (hinted !== source) {
          writeFileSync(file, hinted);
          changed += 1;
        }
      }
      return `the ${chunks.length} chunks start with V8's allFunctionsCalledOnLoad (${changed} changed now)`;
    },
    check(build) {
      return chunksOf(build).flatMap((file) => {
        const problem = compileHintProblem(readFileSync(file, 'utf8'));
        return problem ? [{ file, problem }] : [];
      });
    },
  },
  {
    name: 'precompress',
    apply(build) {
      const files = filesToCompress(build);
      const { manifest, written } = precompress(files, nextETag);
      writeFileSync(path.join(build, PRECOMPRESSED_MANIFEST), JSON.stringify(manifest));
      const sizes = Object.values(manifest).reduce((sum, { size, variants }) => ({ identity: sum.identity + size, br: sum.br + (variants.br ?? size) }), { identity: 0, br: 0 });
      return `${files.length} static files and prerendered pages in Brotli and gzip, ${Math.round(sizes.identity / 1024)} KB → ${Math.round(sizes.br / 1024)} KB in Brotli (${written} variants written now)`;
    },
    check(build) {
      const manifestFile = path.join(build, PRECOMPRESSED_MANIFEST);
      if (!existsSync(manifestFile)) return [{ file: manifestFile, problem: 'missing: npm start would compress every static file per request' }];
      return precompressProblems(readJson(manifestFile), filesToCompress(build), nextETag);
    },
  },
];

/** Runs the steps (unless checkOnly) and the checks on a build folder; returns the exit code. */
export function postBuild({ build = '.next', checkOnly = false, log = console.log, error = console.error } = {}) {
  const report = (name, file, problem) => error(`post-build: ${name}: ${file}: ${problem}`);
  let failed = false;
  for (const step of checkOnly ? [] : steps) {
    try {
      log(`post-build: ${step.name}: ${step.apply(build)}`);
    } catch (failure) {
      report(step.name, failure.file ?? build, failure.message);
      return 1;
    }
  }
  for (const step of steps) {
    let problems;
    try {
      problems = step.check(build);
    } catch (failure) {
      problems = [{ file: failure.file ?? build, problem: failure.message }];
    }
    for (const { file, problem } of problems) report(step.name, file, problem);
    failed ||= problems.length > 0;
  }
  if (!failed) log(`post-build: checked: every prerendered page has its loader, its payload file and its hashes, the proxy's trace lists the manifest, every chunk has its hint, every static text file its Brotli and gzip copies`);
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = args.indexOf('--dir');
  process.exitCode = postBuild({ build: dir >= 0 ? args[dir + 1] : '.next', checkOnly: args.includes('--check') });
}
