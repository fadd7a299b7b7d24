import 'server-only';
import Stripe from 'stripe';
import { serverEnv, type Env } from '@/lib/env';

/** Payments are on when STRIPE_SECRET_KEY is set; without it the site answers 503 instead of charging. */
export function stripeSecretKey(env: Env = serverEnv()): string | null {
  return env.STRIPE_SECRET_KEY ?? null;
}

export function stripeWebhookSecret(env: Env = serverEnv()): string | null {
  return env.STRIPE_WEBHOOK_SECRET ?? null;
}

/**
 * STRIPE_API_BASE (tests only) points the SDK at a local server speaking Stripe's API, e.g.
 * http://127.0.0.1:12111; unset, the SDK talks to api.stripe.com.
 */
function apiBase(env: Env): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const raw = env.STRIPE_API_BASE;
  if (!raw) return {};
  const url = new URL(raw);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** A Stripe client for the configured key, or null when payments are not configured. */
export function createStripe(env: Env = serverEnv()): Stripe | null {
  const key = stripeSecretKey(env);
  if (!key) return null;
  return new Stripe(key, {
    ...apiBase(env),
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'studio-site' },
  });
}

const cache = globalThis as typeof globalThis & { __studioStripe?: { key: string; client: Stripe } };

/** The process's Stripe client, rebuilt only if the key changes. */
export function getStripe(): Stripe | null {
  const key = stripeSecretKey();
  if (!key) return null;
  if (cache.__studioStripe?.key !== key) cache.__studioStripe = { key, client: createStripe()! };
  return cache.__studioStripe.client;
}

export { Stripe };
