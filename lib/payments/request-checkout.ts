import { paymentToasts } from '@/content/payments';
import { CheckoutError } from '@/lib/payments/checkout-toast';
import { postCommand } from '@/lib/forms/post-command';

export interface CheckoutItem {
  amount: number;
  title: string;
}

/**
 * Asks our server for a Stripe Checkout URL (the browser side of POST /api/create-payment).
 * Resolves with the URL; rejects with a CheckoutError carrying the server's message, 'No checkout
 * URL returned' when the answer has none, or '' for a network failure.
 */
export async function requestCheckout(item: CheckoutItem, fetchImpl: typeof fetch = fetch): Promise<string> {
  const answer = await postCommand<{ url?: unknown }>('/api/create-payment', { amount: item.amount, title: item.title }, fetchImpl);
  if (!answer.ok) throw new CheckoutError(answer.error);
  const url = answer.value.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new CheckoutError(paymentToasts.noUrl);
  return url;
}
