#!/usr/bin/env node
// Builds the site once and serves the production build for the end-to-end tests.
// Server output is also written to E2E_LOG so tests can assert on structured log lines.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
// Node runs the TypeScript support module directly (type stripping).
import { startFakeStripe } from '../../tests/support/stripe-api.ts';
import { startReviewFixtureSites } from '../../tests/support/review-fixture-site.ts';
import { startFakePagespeed } from '../../tests/support/pagespeed-api.ts';
import { hashPassword } from '../../lib/admin/password.ts';

const port = process.env.E2E_PORT ?? '3210';
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? '3211');
const logFile = process.env.E2E_LOG ?? path.resolve('.data/e2e/server.log');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each run starts with an empty store and outbox, so tests can assert on exactly what they caused.
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data/e2e');
for (const name of ['store.sqlite', 'store.sqlite-wal', 'store.sqlite-shm', 'outbox']) {
  rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

// Payments run for real against a local server speaking Stripe's API (the same one the unit tests
// use); its hosted-checkout stand-in pays a session and sends the signed webhook back to the site.
const stripeWebhookSecret = 'whsec_e2e_local_only';
const fakeStripe = await startFakeStripe({
  port: stripePort,
  webhook: { url: `http://127.0.0.1:${port}/api/stripe/webhook`, secret: stripeWebhookSecret },
});
// The free review reads three local fixture sites (good, poor and heavy), allowed by name.
const reviewSites = await startReviewFixtureSites({
  good: Number(process.env.E2E_REVIEW_GOOD_PORT ?? '3212'),
  poor: Number(process.env.E2E_REVIEW_POOR_PORT ?? '3213'),
  heavy: Number(process.env.E2E_REVIEW_HEAVY_PORT ?? '3214'),
});
// The review's lab stage asks a local server speaking PageSpeed Insights' API (a real Lighthouse result).
const pagespeed = await startFakePagespeed({ port: Number(process.env.E2E_PAGESPEED_PORT ?? '3215') });
const serverEnv = {
  ...env,
  // The fixture sites, and this server itself: the e2e suite reviews the studio's own pages (own-review.spec.ts).
  AI_FETCH_ALLOW_HOSTS: `${reviewSites.allowHosts},localhost:${port}`,
  AI_WHITELIST: '@whitelisted.test',
  // The admin the e2e tests sign in as (tests/e2e/admin.spec.ts knows the password).
  ADMIN_EMAIL: 'admin@studio.test',
  ADMIN_PASSWORD_HASH: await hashPassword(process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123'),
  AUTH_SECRET: 'e2e-auth-secret-0123456789abcdef0123456789',
  STRIPE_SECRET_KEY: 'sk_test_e2e_local_only',
  STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
  STRIPE_API_BASE: fakeStripe.url,
  REVIEW_LAB: 'psi',
  PAGESPEED_API_URL: pagespeed.url,
};

mkdirSync(path.dirname(logFile), { recursive: true });
const log = createWriteStream(logFile, { flags: 'w' });
// The production server (scripts/serve/start.mjs). The tests stand in for one trusted proxy of the studio's:
// they name each visitor in X-Forwarded-For, and the server trusts exactly that one hop.
const server = spawn(process.execPath, ['scripts/serve/start.mjs', '-p', port], { env: { ...serverEnv, TRUSTED_PROXY_HOPS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
const stop = () => {
  server.kill('SIGTERM');
  void fakeStripe.close();
  void reviewSites.close();
  void pagespeed.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
