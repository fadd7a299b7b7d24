import { resetEnv } from '@/lib/env';

/**
 * Route handlers read their configuration once per process and keep the store, mailer and Stripe
 * client on globalThis. Tests that change the configuration reset all of it here.
 */
const CONFIG_KEYS = [
  'DATA_DIR',
  'KV_REST_API_URL',
  'KV_REST_API_TOKEN',
  'SMTP_URL',
  'MAIL_FROM',
  'STUDIO_INBOX',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'AI_FETCH_ALLOW_HOSTS',
  'AI_DAILY_LIMIT',
  'AI_WHITELIST',
  'AI_GLOBAL_DAILY_LIMIT',
  'TRUSTED_PROXY_HOPS',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD_HASH',
  'AUTH_SECRET',
  'CRON_SECRET',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'AI_MODEL',
  'AI_MODEL_TIMEOUT_MS',
  'REVIEW_LAB',
  'PAGESPEED_API_KEY',
  'PAGESPEED_API_URL',
  'CHROME_PATH',
];

/**
 * Forgets the process's store, mailer and Stripe client, and sets exactly these variables (undefined
 * ones unset). REVIEW_LAB is off unless a test names it, so a review never starts a browser unasked.
 */
export function useServerEnvironment(env: Record<string, string | undefined>): void {
  const globals = globalThis as { __studioStore?: unknown; __studioMailer?: unknown; __studioStripe?: unknown };
  delete globals.__studioStore;
  delete globals.__studioMailer;
  delete globals.__studioStripe;
  resetEnv();
  for (const key of CONFIG_KEYS) delete process.env[key];
  for (const [key, value] of Object.entries({ REVIEW_LAB: 'off', ...env })) if (value !== undefined) process.env[key] = value;
}

/** Addresses from TEST-NET-2, a new one per call, so per-IP limits never couple one test to another. */
export function ipSequence(): () => string {
  let counter = 0;
  return () => `198.51.100.${(counter = (counter + 1) % 250) + 1}`;
}
