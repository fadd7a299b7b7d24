import path from 'node:path';
import { scriptHashSource } from '../../lib/server/script-hash-source.mjs';

/**
 * The CSP manifest: after `next build` (and after scripts-after-paint has added each page's loader),
 * the hashes of every prerendered page's inline scripts, by route, in .next/csp-manifest.json. The
 * proxy (lib/server/content-security-policy.ts) reads `{ routes: { [route]: ["'sha256-…'", …] } }` from there to
 * send each static page a Content-Security-Policy that allows exactly its own inline scripts, so
 * the pages stay static (no per-request nonce). Build tooling, kept free of Next, path aliases and
 * local imports: the post-build step (scripts/build/post-build.mjs) runs it with plain Node.
 */

/** The proxy's file trace in the build folder: Next writes it before the manifest exists. */
export const PROXY_TRACE_FILE = path.join('server', 'middleware.js.nft.json');

export type CspManifest = { routes: Record<string, string[]> };

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a page's HTML would execute: its RSC
 * payload pushes, the bundler's chunk list and the loader that adds the chunks after the first paint.
 * Data blocks such as JSON-LD are not executed, so CSP ignores them and so do we.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(scriptHashSource(body));
  }
  return [...hashes];
}

/** The route a prerendered HTML file under .next/server/app answers: index.html → /, a/b.html → /a/b. */
export function routeOfPrerenderedFile(relativePath: string): string {
  const route = `/${relativePath.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

/**
 * A function's file trace (Next's `<function>.js.nft.json`: paths relative to the trace file) with
 * one more file listed. The CSP manifest is written after `next build` has traced its functions,
 * so the post-build step adds it to the proxy's trace itself; a deployment that packages each
 * function from its trace (Vercel) then ships the manifest with the proxy that reads it. Without
 * that the deployed proxy would find no manifest and refuse every static page's inline scripts.
 */
export function traceWithFile(trace: { files: string[] }, traceFile: string, file: string): { files: string[] } {
  const posix = (value: string) => value.replace(/\\/g, '/');
  const relative = path.posix.relative(path.posix.dirname(posix(traceFile)), posix(file));
  return trace.files.includes(relative) ? trace : { ...trace, files: [...trace.files, relative] };
}

/** The manifest of a build's prerendered pages. */
export function cspManifest(pages: readonly { route: string; html: string }[]): CspManifest {
  return { routes: Object.fromEntries(pages.map(({ route, html }) => [route, inlineScriptHashes(html)])) };
}

/**
 * What is wrong with a build's manifest (the post-build check), each with the file it concerns:
 * a page whose inline scripts are not exactly the hashes listed for its route, a route listed
 * with no page, a manifest not in the shape the proxy reads.
 */
export function cspManifestProblems(
  manifest: unknown,
  pages: readonly { route: string; file: string; html: string }[],
): { file: string | null; problem: string }[] {
  const routes = (manifest as Partial<CspManifest> | null)?.routes;
  if (!routes || typeof routes !== 'object') return [{ file: null, problem: 'the manifest has no { routes } object' }];
  const problems: { file: string | null; problem: string }[] = [];
  for (const { route, file, html } of pages) {
    const listed = routes[route];
    const wanted = inlineScriptHashes(html);
    if (!Array.isArray(listed)) {
      problems.push({ file, problem: `the manifest lists no hashes for ${route}` });
      continue;
    }
    const missing = wanted.filter((hash) => !listed.includes(hash));
    const extra = listed.filter((hash) => !wanted.includes(hash));
    if (missing.length > 0) problems.push({ file, problem: `the manifest lacks the hashes of ${missing.length} of its inline scripts for ${route}: ${missing.join(' ')}` });
    if (extra.length > 0) problems.push({ file, problem: `the manifest lists ${extra.length} hash(es) for ${route} that match none of its inline scripts: ${extra.join(' ')}` });
  }
  const served = new Set(pages.map(({ route }) => route));
  for (const route of Object.keys(routes)) {
    if (!served.has(route)) problems.push({ file: null, problem: `the manifest lists ${route}, which has no prerendered page` });
  }
  return problems;
}

/** Whether a function's trace lists the file (the post-build check that the manifest ships with the proxy). */
export function traceLists(trace: { files: string[] }, traceFile: string, file: string): boolean {
  return traceWithFile(trace, traceFile, file) === trace;
}
