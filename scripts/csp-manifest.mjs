#!/usr/bin/env node
// After `next build`: the hashes of every prerendered page's inline scripts, by route, in
// .next/csp-manifest.json. proxy.ts reads it to send each static page a Content-Security-Policy that
// allows exactly its own inline scripts, so the pages stay static (no per-request nonce).
//
// Next traced its functions' files before this ran, so the manifest is added to the proxy's trace
// (.next/server/middleware.js.nft.json) here: a host that packages each function from its trace
// (Vercel) ships the manifest with the proxy. Without that the deployed proxy would find no
// manifest and refuse every static page's inline scripts (the policy fails closed).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servedPrerenderedPages } from './lib/files.mjs';
import { inlineScriptHashes, traceWithFile } from '../lib/security/inline-scripts.ts';

const root = path.join('.next', 'server', 'app');

const routes = {};
for (const { file, route } of servedPrerenderedPages(root)) {
  routes[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
}
const manifestFile = path.join('.next', 'csp-manifest.json');
writeFileSync(manifestFile, JSON.stringify({ routes }));

const proxyTrace = path.join('.next', 'server', 'middleware.js.nft.json');
if (!existsSync(proxyTrace)) {
  console.error(`CSP manifest: ${proxyTrace} is missing, so the manifest cannot be traced with the proxy that reads it.`);
  process.exit(1);
}
writeFileSync(proxyTrace, JSON.stringify(traceWithFile(JSON.parse(readFileSync(proxyTrace, 'utf8')), proxyTrace, manifestFile)));
console.log(`CSP manifest: ${Object.keys(routes).length} prerendered pages, traced with the proxy (${proxyTrace})`);
