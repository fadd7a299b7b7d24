import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a page's HTML would execute: its RSC
 * payload pushes, the bundler's chunk list and the loader that adds the chunks after the first paint.
 * Data blocks such as JSON-LD are not executed, so CSP ignores them and so do we. Kept free of Next
 * and path aliases: scripts/csp-manifest.mjs runs it on the build output with plain Node.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
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
 * so scripts/csp-manifest.mjs adds it to the proxy's trace itself; a deployment that packages each
 * function from its trace (Vercel) then ships the manifest with the proxy that reads it.
 */
export function traceWithFile(trace: { files: string[] }, traceFile: string, file: string): { files: string[] } {
  const posix = (value: string) => value.replace(/\\/g, '/');
  const relative = path.posix.relative(path.posix.dirname(posix(traceFile)), posix(file));
  return trace.files.includes(relative) ? trace : { ...trace, files: [...trace.files, relative] };
}
