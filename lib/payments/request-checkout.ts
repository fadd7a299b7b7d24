import { paymentToasts } from '@/content/payments';

export interface CheckoutItem {
  amount: number;
  title: string;
}

/** A failure whose message the payment toasts may show as it is ('' when there is nothing useful to say). */
export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutError';
  }
}

/**
 * The toast for a checkout that could not start: the server's own sentence when it gave one, else
 * the page's fallback (after a booking the visitor is sent to the Payment page instead). The Pay Now
 * button's script and its post without script both say this.
 */
export function checkoutFailureToast(afterBooking: boolean, message: string): { title: string; description: string } {
  const toast = afterBooking ? paymentToasts.afterBooking : paymentToasts.payment;
  return { title: toast.title, description: message || toast.fallback };
}

/**
 * Asks our server for a Stripe Checkout URL (the browser side of POST /api/create-payment).
 * Resolves with the URL; rejects with a CheckoutError carrying the server's message, 'No checkout
 * URL returned' when the answer has none, or '' for a network failure.
 */
export async function requestCheckout(item: CheckoutItem, fetchImpl: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl('/api/create-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: item.amount, title: item.title }),
    });
  } catch {
    throw new CheckoutError('');
  }
  const body = (await response.json().catch(() => ({}))) as { url?: unknown; error?: unknown };
  if (!response.ok) throw new CheckoutError(typeof body.error === 'string' ? body.error : '');
  if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) throw new CheckoutError(paymentToasts.noUrl);
  return body.url;
}
