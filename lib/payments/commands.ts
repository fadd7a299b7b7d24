import 'server-only';
import { findPaymentProduct } from '@/content/payments';
import { createCheckoutSession } from '@/lib/payments/checkout';
import { createPaymentRequest } from '@/lib/payments/schema';
import { getStripe } from '@/lib/payments/stripe';
import { command } from '@/lib/server/command';
import { rateLimits } from '@/lib/server/rate-limit';
import { failure } from '@/lib/server/result';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';

/**
 * A Stripe Checkout Session for one price-list entry (502 when Stripe refuses or cannot be reached). The title and amount must both match the
 * server's price list; the caller's amount is never used.
 */
export const startCheckout = command(rateLimits.createPayment, createPaymentRequest, async (input) => {
  const product = findPaymentProduct(input.title, input.amount);
  if (!product) return failure('invalid', 'amount and title: must match an item in our price list.');
  const stripe = getStripe();
  if (!stripe) return failure('unavailable', PAYMENTS_NOT_CONFIGURED);
  return createCheckoutSession(stripe, product);
});
