import { jsonError, jsonResponse } from '@/lib/http/json-request';
import { rateLimits } from '@/lib/http/rate-limit';
import { jsonPost } from '@/lib/http/route';
import { createCheckoutSession } from '@/lib/payments/checkout';
import { createPaymentRequest } from '@/lib/payments/schema';
import { getStripe } from '@/lib/payments/stripe';
import { findPaymentProduct } from '@/content/payments';

const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';

/**
 * POST /api/create-payment: a Stripe Checkout Session for one price-list entry, answered as {url}.
 * The title and amount must both match the server's price list; the browser's amount is never used.
 */
export const POST = jsonPost(rateLimits.createPayment, createPaymentRequest, async (input) => {
  const product = findPaymentProduct(input.title, input.amount);
  if (!product) return jsonError(400, 'amount and title: must match an item in our price list.');
  const stripe = getStripe();
  if (!stripe) return jsonError(503, PAYMENTS_NOT_CONFIGURED);
  const result = await createCheckoutSession(stripe, product);
  return result.ok ? jsonResponse(200, { url: result.url }) : jsonError(502, result.error);
});
