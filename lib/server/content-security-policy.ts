import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schedulerUrl, siteUrl } from '@/lib/site/config';
import { logEvent } from '@/lib/server/log';
import { CSP_MANIFEST_FILE } from './csp-manifest-file.mjs';
import { pagePolicy, resourcePolicy } from './security-headers';
import { serverEnv } from '@/lib/env';
import { FONT_LOAD_SCRIPT_SOURCE } from '@/lib/ui/font-loading';

type Manifest = Record<string, string[]>;
let manifest: Manifest | null | undefined;

/** The build's CSP manifest (./csp-manifest-file.mjs, written by `npm run build`, or by `npm start` when a build lacks it), read once; null without one (next dev). */
function prerenderedScripts(): Manifest | null {
  if (manifest !== undefined) return manifest;
  try {
    const file = path.join(serverEnv().CSP_MANIFEST_DIR ?? path.join(process.cwd(), '.next'), CSP_MANIFEST_FILE);
    manifest = (JSON.parse(readFileSync(file, 'utf8')) as { routes: Manifest }).routes;
  } catch {
    manifest = null;
    if (serverEnv().NODE_ENV === 'production') {
      // Loud: the static pages' own inline scripts are now refused (fail closed), so they render but do not hydrate.
      logEvent('error', 'csp_manifest_missing', {
        effect: "static pages' inline scripts are blocked; no 'unsafe-inline' is ever allowed",
        fix: `build with \`npm run build\` (or start with \`npm start\`), which writes .next/${CSP_MANIFEST_FILE}`,
      });
    }
  }
  return manifest;
}

/** Forgets the manifest read (tests). */
export function resetPolicyManifest(): void {
  manifest = undefined;
}

export type PolicyDecision =
  | { kind: 'resource'; policy: string }
  | { kind: 'prerendered'; policy: string }
  | { kind: 'rendered'; policy: string; nonce: string };

const frameOrigin = new URL(schedulerUrl).origin;
const upgradeInsecure = siteUrl.startsWith('https://');

/**
 * The Content-Security-Policy for one request. API answers allow nothing. A prerendered page allows
 * its own inline scripts by hash, so it stays static. Anything rendered per request (admin, the
 * payment receipt, the logged 404, next dev, and a page answering a form posted to it without
 * script, which Next renders afresh with the form's result) gets a fresh nonce, which Next puts on
 * its scripts.
 */
export function contentSecurityPolicy(
  pathname: string,
  development = serverEnv().NODE_ENV === 'development',
  method = 'GET',
): PolicyDecision {
  if (pathname.startsWith('/api/')) return { kind: 'resource', policy: resourcePolicy };
  const routes = method === 'GET' || method === 'HEAD' ? prerenderedScripts() : null;
  const hashes = routes?.[pathname] ?? routes?.[pathname.replace(/\/$/, '')];
  if (hashes) {
    return { kind: 'prerendered', policy: pagePolicy({ scripts: hashes, frameOrigin, upgradeInsecure }) };
  }
  const nonce = btoa(crypto.randomUUID());
  // Fails closed: without a manifest a static page's scripts are refused rather than any inline
  // script allowed (logged above as an error). next dev evaluates modules and talks over ws:.
  // The root layout's one inline script of its own (the font's early load) carries no nonce: it is
  // allowed by its hash, so the layout needs no request data and the pages stay static.
  const scripts = [`'nonce-${nonce}'`, FONT_LOAD_SCRIPT_SOURCE, ...(development ? ["'unsafe-eval'"] : [])];
  const connect = development ? ['ws:'] : [];
  return { kind: 'rendered', nonce, policy: pagePolicy({ scripts, frameOrigin, upgradeInsecure, connect }) };
}
