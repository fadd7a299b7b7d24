#!/usr/bin/env node
// The production server for self-hosting (`npm start`): Next's own request handler behind a plain
// Node HTTP server that records the address each connection came from. It appends that peer to
// X-Forwarded-For as a proxy would, so lib/server/client-address.ts can take the visitor's address
// from what the visitor cannot forge: the peer itself (TRUSTED_PROXY_HOPS=0, the default), or the
// address the studio's outermost trusted proxy saw (TRUSTED_PROXY_HOPS=N). `next start` alone
// passes a client's X-Forwarded-For through untouched.
// It also compresses as Vercel's CDN does (compressed-responses.mjs): the build's static files as the
// Brotli or gzip copies the build wrote, everything else in Brotli as it streams.
//
//   node scripts/serve/start.mjs [-p PORT] [-H HOSTNAME]      (PORT and HOSTNAME work too; default 3000)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import next from 'next';
import { CSP_MANIFEST_FILE } from '../../lib/server/csp-manifest-file.mjs';
import { commandLine } from '../lib/production-server.mjs';
import { compressedResponses, loadPrecompressed } from './compressed-responses.mjs';

// A build made with plain `next build` lacks the post-build step: no CSP manifest, so its static
// pages' inline scripts would be refused (the policy never falls back to 'unsafe-inline'). Run the
// step on it first (it leaves what a full build has done as it is).
if (existsSync('.next/BUILD_ID') && !existsSync(`.next/${CSP_MANIFEST_FILE}`)) {
  console.error(`This build has no .next/${CSP_MANIFEST_FILE} (it was not made with \`npm run build\`): running its post-build step now.`);
  const made = spawnSync(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'scripts/build/post-build.mjs'], { stdio: 'inherit' });
  if (made.status !== 0) {
    console.error('The post-build step failed: the static pages would not run their scripts. Run `npm run build`.');
    process.exit(1);
  }
}

// Nor has it the pictures' variants (scripts/build/encode-pictures.mjs), which its pages' srcsets
// name: encode them first, or every picture would be missing.
if (existsSync('.next/BUILD_ID') && !existsSync('public/img')) {
  console.error('This build has no picture variants in public/img (it was not made with `npm run build`): encoding them now.');
  const made = spawnSync(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'scripts/build/encode-pictures.mjs'], { stdio: 'inherit' });
  if (made.status !== 0) {
    console.error('Encoding the pictures failed: the pages would show none. Run `npm run build`.');
    process.exit(1);
  }
}

const { option } = commandLine();
const port = Number(option('-p') ?? option('--port') ?? process.env.PORT ?? 3000);
const hostname = option('-H') ?? option('--hostname') ?? process.env.HOSTNAME ?? undefined;

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compressedResponses(loadPrecompressed());

const server = createServer((req, res) => {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? '')).trim();
  req.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
  compress(req, res);
  void handle(req, res);
});
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
