import { jsonError, jsonResponse, readLimitedText } from '@/lib/server/json-request';
import { logEvent } from '@/lib/server/log';
import { handleStripeEvent, verifyStripeEvent } from '@/lib/payments/webhook';
import { stripeWebhookSecret } from '@/lib/payments/stripe';
import { getStore } from '@/lib/store';

/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's signed events, verified over the raw body with
 * STRIPE_WEBHOOK_SECRET (400 when the signature or its timestamp is wrong). A paid checkout is
 * recorded once and the studio notified; a failure of ours answers 500 so that Stripe retries.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = stripeWebhookSecret();
  if (!secret) {
    logEvent('error', 'stripe_webhook_unconfigured', {});
    return jsonError(503, 'Payments are not configured');
  }
  const signature = request.headers.get('stripe-signature');
  if (!signature) return jsonError(400, 'The Stripe-Signature header is missing.');
  const payload = await readLimitedText(request, MAX_EVENT_BYTES);
  if (payload === null) return jsonError(413, 'The event is larger than Stripe sends.');
  const event = verifyStripeEvent(payload, signature, secret);
  if (!event) return jsonError(400, 'The Stripe signature does not match this event, or it is too old.');

  try {
    const outcome = await handleStripeEvent(getStore(), event);
    return jsonResponse(200, { received: true, outcome });
  } catch (error) {
    logEvent('error', 'stripe_webhook_failed', { eventId: event.id, type: event.type, error: (error as Error).message });
    return jsonError(500, 'The event could not be recorded; Stripe will retry it.');
  }
}
