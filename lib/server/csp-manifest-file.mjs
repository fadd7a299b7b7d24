/**
 * The file in the build's directory (.next) holding each prerendered page's inline-script hashes:
 * written by the post-build step (scripts/build/post-build.mjs), read by the proxy at run time
 * (./policy.ts) and looked for by `npm start` (scripts/serve/start.mjs). Named here only.
 */
export const CSP_MANIFEST_FILE = 'csp-manifest.json';
