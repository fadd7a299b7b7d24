import 'server-only';
import { absoluteUrl } from '@/lib/site/config';
import { logEvent } from '@/lib/server/log';
import { failure, success, type Result } from '@/lib/server/result';
import { paymentCurrency, type PaymentProduct } from '@/content/payments';
import { routes } from '@/content/routes';
import { Stripe } from './stripe';

/** What the visitor is told when Stripe refuses or cannot be reached; Stripe's own message is logged. */
export const CHECKOUT_FAILED = 'The card payment provider could not start checkout just now. Please try again in a few minutes.';

/**
 * One Checkout Session for one price-list entry: a one-off payment of the product's name and
 * price, back to our success page (with the session id) or cancel page. Checkout asks for the
 * payer's e-mail, and Stripe sends the receipt to it.
 */
export async function createCheckoutSession(stripe: Stripe, product: PaymentProduct): Promise<Result<{ url: string }>> {
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: paymentCurrency,
            unit_amount: product.amount,
            product_data: { name: product.title, description: product.summary },
          },
        },
      ],
      success_url: `${absoluteUrl(routes.paymentSuccess.path)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: absoluteUrl(routes.paymentCanceled.path),
      submit_type: 'pay',
      metadata: { product_id: product.id, product_title: product.title },
      payment_intent_data: { description: product.title, metadata: { product_id: product.id } },
    });
    if (!session.url) {
      logEvent('error', 'checkout_without_url', { session: session.id });
      return failure('upstream', CHECKOUT_FAILED);
    }
    logEvent('info', 'checkout_created', { session: session.id, product: product.id, amount: product.amount });
    return success({ url: session.url });
  } catch (error) {
    const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
    logEvent('error', 'checkout_failed', {
      product: product.id,
      type: stripeError?.type ?? 'unknown',
      status: stripeError?.statusCode,
      error: (error as Error).message,
    });
    return failure('upstream', CHECKOUT_FAILED);
  }
}

/** What the success page may show of a paid session. */
export interface PaidSummary {
  amount: number;
  currency: string;
  email: string | null;
  product: string | null;
}

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{10,200}$/;

/**
 * The paid amount and payer e-mail of a Checkout Session, read from Stripe; null when the id is
 * malformed, the session is not paid, or Stripe cannot say (the page then shows its plain thanks).
 */
export async function readPaidSession(stripe: Stripe, sessionId: string): Promise<PaidSummary | null> {
  if (!SESSION_ID.test(sessionId)) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.payment_status !== 'paid' || session.amount_total === null) return null;
    return {
      amount: session.amount_total,
      currency: session.currency ?? paymentCurrency,
      email: session.customer_details?.email ?? null,
      product: session.metadata?.product_title ?? null,
    };
  } catch (error) {
    logEvent('warn', 'checkout_session_unreadable', { error: (error as Error).message });
    return null;
  }
}
