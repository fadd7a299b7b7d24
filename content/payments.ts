/**
 * What a visitor can pay for online: the server's price list. The create-payment route accepts a
 * request only when its title and amount (in cents) match one of these entries, so the browser's
 * amount is never trusted; the payment page and the pricing page show the same entries.
 */
export interface PaymentProduct {
  /** Stable key, stored with the payment. */
  id: 'conversion-audit' | 'consultation-1h' | 'consultation-2h';
  /** The name on the Stripe checkout page and the receipt; what the client sends as `title`. */
  title: string;
  /** US cents. */
  amount: number;
  summary: string;
}

export const paymentCurrency = 'usd';

export const paymentProducts = [
  {
    id: 'conversion-audit',
    title: 'Website Conversion Audit',
    amount: 49900,
    summary:
      'An expert review of your site’s speed, accessibility, search visibility and calls to action, with a prioritised fix list and a 30-minute walkthrough call.',
  },
  {
    id: 'consultation-1h',
    title: '1-hour consultation',
    amount: 29900,
    summary: 'A focused review of your site with a prioritised list of fixes.',
  },
  {
    id: 'consultation-2h',
    title: '2-hour consultation',
    amount: 49900,
    summary: 'A working session on strategy, messaging and a build plan you can take anywhere.',
  },
] as const satisfies readonly PaymentProduct[];

/** The error catalogue's payment toasts, quoted exactly. */
export const paymentToasts = {
  payment: { title: 'Payment unavailable', fallback: 'Please try again later.' },
  afterBooking: { title: 'Unable to start checkout', fallback: 'Please try again or use the Payment page.' },
  noUrl: 'No checkout URL returned',
} as const;

/** What a paid audit includes, shown beside the Pay Now button. */
export const auditIncludes = [
  'Speed and Core Web Vitals review on mobile and desktop',
  'Accessibility check against WCAG 2.2 AA',
  'Search visibility: titles, structure, local listings',
  'Calls to action and inquiry path, page by page',
  'A prioritised fix list you can hand to any developer',
  'A 30-minute walkthrough call with the founder',
] as const;

/** '$499' for 49900; cents shown only when there are any. */
export function formatPrice(cents: number, currency: string = paymentCurrency): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** The price-list entry that matches both the title and the amount exactly, if any. */
export function findPaymentProduct(title: string, amount: number): PaymentProduct | undefined {
  return paymentProducts.find((product) => product.title === title && product.amount === amount);
}
