'use server';

import { paymentProducts } from '@/content/payments';
import type { PaymentFormState } from '@/lib/forms/form-states';
import { formCaller, textField } from '@/lib/server/form-post';
import { checkoutFailureToast } from './checkout-toast';
import { startCheckout } from './commands';

/*
 * The payment form's server action, for a post without script. A form rendered on the server posts
 * here (multipart, to its own page) when it is submitted before its script has run: the action runs
 * the command the JSON route runs for the script, with the visitor taken from the post's headers
 * (lib/server/form-post.ts), and turns its result into the state the page is rendered with. Next
 * refuses a post from another origin.
 */

export async function startPaymentForm(_previous: PaymentFormState, form: FormData): Promise<PaymentFormState> {
  const product = paymentProducts.find((option) => option.id === textField(form, 'product')) ?? paymentProducts[0]!;
  const { caller, page } = await formCaller();
  const result = await startCheckout({ amount: product.amount, title: product.title }, caller);
  if (result.ok && /^https?:\/\//.test(result.value.url)) return { status: 'ready', product: product.id, url: result.value.url };
  // /payment?booked=1 is where the scheduler sends a visitor who just booked.
  return { status: 'failed', product: product.id, ...checkoutFailureToast(page.searchParams.get('booked') === '1', result.ok ? '' : result.error) };
}
