import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source that allows one inline script by its hash: `'sha256-…'` of the
 * script's text as the page carries it. The build's manifest of the prerendered pages' scripts
 * (scripts/build/csp-manifest.ts) and the root layout's own script (lib/ui/font-loading.ts) both use it.
 */
export function scriptHashSource(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}
