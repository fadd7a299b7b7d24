#!/usr/bin/env node
// After `next build`: the hashes of every prerendered page's inline scripts, by route, in
// .next/csp-manifest.json. proxy.ts reads it to send each static page a Content-Security-Policy that
// allows exactly its own inline scripts, so the pages stay static (no per-request nonce).
import { readdirSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, routeOfPrerenderedFile } from '../lib/security/inline-scripts.ts';

const root = path.join('.next', 'server', 'app');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

const routes = {};
for (const file of htmlFiles(root)) {
  const route = routeOfPrerenderedFile(path.relative(root, file));
  if (route.startsWith('/_')) continue; // _not-found and _global-error are not served by route
  routes[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
}
writeFileSync(path.join('.next', 'csp-manifest.json'), JSON.stringify({ routes }));
console.log(`CSP manifest: ${Object.keys(routes).length} prerendered pages`);
