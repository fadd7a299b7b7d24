import { paymentToasts } from '@/content/payments';

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
