import 'server-only';
import { logEvent } from '@/lib/server/log';
import { getMailer, type Mailer } from '@/lib/mail';
import { notifyAfterResponse } from '@/lib/mail/notify';
import { newPaymentNotification } from '@/lib/mail/templates';
import type { Store } from '@/lib/store';
import { formatPrice, paymentCurrency } from '@/content/payments';
import { Stripe } from './stripe';

/** A paid checkout as the studio's inbox keeps it; the record's id is the Checkout Session id. */
export interface PaymentRecord {
  sessionId: string;
  /** The event that first recorded it. */
  eventId: string;
  productId: string | null;
  product: string | null;
  amount: number;
  currency: string;
  email: string | null;
  name: string | null;
  paymentStatus: string;
  livemode: boolean;
  /** Whether the studio has been told; a retried event re-sends until it has. */
  notified: boolean;
}

/** Stripe signs each delivery; anything older than this is refused as a possible replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The verified event, or null when the signature, its timestamp or the payload does not check out. */
export function verifyStripeEvent(payload: string, signature: string, secret: string): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    logEvent('warn', 'stripe_webhook_rejected', { error: (error as Error).message });
    return null;
  }
}

export type WebhookOutcome = 'recorded' | 'renotified' | 'duplicate' | 'awaiting_payment' | 'ignored' | 'malformed';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Records a paid Checkout Session once, keyed by its id, however many times Stripe delivers the
 * event (and whether it arrives as `completed` or, for delayed methods, `async_payment_succeeded`),
 * then tells the studio. Throws when the store or mail fails, so the route answers 500 and Stripe
 * retries; a retry finds the record and only re-sends a notification that did not go out.
 */
export async function handleStripeEvent(store: Store, event: Stripe.Event, mailer: Mailer = getMailer()): Promise<WebhookOutcome> {
  if (!PAID_EVENTS.has(event.type)) return 'ignored';
  const session = (event.data as { object?: unknown } | undefined)?.object as Stripe.Checkout.Session | undefined;
  // A signed event without a session (never sent by Stripe in this shape) is acknowledged and
  // logged, not retried for days: nothing in it can ever be recorded.
  if (!session || typeof session !== 'object' || typeof session.id !== 'string') {
    logEvent('warn', 'stripe_event_malformed', { eventId: event.id, type: event.type });
    return 'malformed';
  }
  if (session.payment_status === 'unpaid') {
    // A delayed payment method: checkout.session.async_payment_succeeded follows when the money arrives.
    logEvent('info', 'payment_awaiting_funds', { session: session.id, eventId: event.id });
    return 'awaiting_payment';
  }

  const payment: PaymentRecord = {
    sessionId: session.id,
    eventId: event.id,
    productId: session.metadata?.product_id ?? null,
    product: session.metadata?.product_title ?? null,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? paymentCurrency,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    name: session.customer_details?.name ?? null,
    paymentStatus: session.payment_status,
    livemode: event.livemode,
    notified: false,
  };
  const { record, created } = await store.addRecordOnce('payment', session.id, payment);
  if (created) logEvent('info', 'payment_recorded', { session: session.id, eventId: event.id, amount: payment.amount });
  if (record.data.notified) {
    logEvent('info', 'payment_event_duplicate', { session: session.id, eventId: event.id });
    return 'duplicate';
  }

  const stored = record.data;
  const notice = newPaymentNotification(mailer.inbox, {
    sessionId: stored.sessionId,
    product: stored.product,
    amount: formatPrice(stored.amount, stored.currency),
    email: stored.email,
    name: stored.name,
    livemode: stored.livemode,
  });
  await notifyAfterResponse(store, mailer, [{ message: notice, purpose: 'payment-notice', ref: { kind: 'payment', id: session.id } }]);
  // 'notified' means the notice is queued: it goes out after the answer and is retried while mail is down.
  await store.updateRecord<PaymentRecord>('payment', session.id, { notified: true });
  return created ? 'recorded' : 'renotified';
}
