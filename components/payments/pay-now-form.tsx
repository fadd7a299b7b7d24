'use client';

import { useActionState, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryParam } from '@/lib/ui/use-query-param';
import { useLazyToast } from '@/components/ui/lazy-toast';
import { useLoadOnIntent } from '@/components/ui/load-on-intent';
import { buttonVariants } from '@/components/ui/button-variants';
import { requestCheckout } from '@/lib/payments/request-checkout';
import { CheckoutError, checkoutFailureToast } from '@/lib/payments/checkout-toast';
import { IDLE, type PaymentFormState, type FormAction } from '@/lib/forms/form-states';

export interface PayableProduct {
  id: string;
  title: string;
  amount: number;
  price: string;
  summary: string;
}

/** Shown in the pre-opened tab while our server asks Stripe for the checkout page. */
function holdTab(tab: Window) {
  try {
    tab.document.title = 'Opening secure checkout…';
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.textContent = 'Opening secure checkout…';
  } catch {
    // A browser that gives the blank tab its own origin: it stays blank until the checkout loads.
  }
}

/**
 * The product choice and 'Pay Now'. On the payment page the checkout opens in a new tab (opened at
 * the click, so no pop-up blocker stops it, then pointed at Stripe); after a booking the page greets
 * the visitor and checkout replaces it. While the session is being created the button shows
 * progress and ignores clicks. Submitted before its script has run, the form posts to a server
 * action (lib/payments/actions.ts) and the page comes back with a link to the checkout, or the toast's
 * words in an alert.
 */
export function PayNowForm({
  products,
  action,
  icons,
}: {
  products: PayableProduct[];
  /** Rendered by the page (server), so the island ships no drawings. */
  icons: { booked: ReactNode; external: ReactNode; pending: ReactNode; pay: ReactNode };
  /** The server action for a post without script (lib/payments/actions.ts), passed by the page. */
  action: FormAction<PaymentFormState>;
}) {
  // /payment?booked=1 is where the scheduler sends a visitor who just booked.
  const afterBooking = useQueryParam('booked') === '1';
  const id = useId();
  const { showToast, toaster, prepare: prepareToaster } = useLazyToast();
  const intent = useLoadOnIntent(prepareToaster);
  const [posted, postForm] = useActionState(action, IDLE);
  const [selected, setSelected] = useState(posted.status === 'idle' ? products[0]!.id : posted.product);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const product = products.find((p) => p.id === selected) ?? products[0]!;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const tab = afterBooking ? null : window.open('', '_blank');
    if (tab) holdTab(tab);
    try {
      const url = await requestCheckout(product);
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      showToast({ kind: 'error', ...checkoutFailureToast(afterBooking, error instanceof CheckoutError ? error.message : '') });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <form {...intent} action={postForm} onSubmit={onSubmit} className="flex flex-col gap-6" aria-busy={pending}>
      {afterBooking ? (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-success/40 bg-success-soft p-4">
          {icons.booked}
          <p>
            <strong className="block text-lg">You’re booked. One last step.</strong>
            Your call is on the calendar, and the invitation is on its way to your inbox. If you booked a paid
            consultation or the audit, pay for it below; a free strategy call needs nothing more.
          </p>
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-lg font-semibold text-primary">What are you paying for?</legend>
        {products.map((option) => (
          <label
            key={option.id}
            htmlFor={`${id}-${option.id}`}
            className="flex cursor-pointer gap-3 rounded-xl border bg-card p-4 transition-colors has-checked:border-primary has-checked:bg-secondary/60 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              id={`${id}-${option.id}`}
              type="radio"
              name="product"
              value={option.id}
              checked={selected === option.id}
              onChange={() => setSelected(option.id)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{option.title}</span>
                <span className="text-xl font-bold text-primary">{option.price}</span>
              </span>
              <span className="text-sm text-muted-foreground">{option.summary}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {posted.status === 'ready' ? (
        <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-success/40 bg-success-soft p-4">
          <p>
            <strong className="block text-lg">Your secure checkout is ready</strong>
            Stripe has prepared the payment for {products.find((p) => p.id === posted.product)?.title}.
          </p>
          <a href={posted.url} className={buttonVariants({ variant: 'accent' })}>
            {icons.external}
            Continue to secure checkout
          </a>
        </div>
      ) : posted.status === 'failed' ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          <p className="font-semibold">{posted.title}</p>
          <p>{posted.description}</p>
        </div>
      ) : null}
      <button type="submit" disabled={pending} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto sm:self-start' })}>
        {pending ? icons.pending : icons.pay}
        {pending ? 'Starting checkout…' : 'Pay Now'}
        <span className="sr-only">
          {`: ${product.title}, ${product.price}${afterBooking ? '' : ' (opens secure checkout in a new tab)'}`}
        </span>
      </button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pending ? `Starting a secure Stripe checkout for ${product.title}…` : `You will pay ${product.price} on Stripe’s secure checkout page.`}
      </p>
      {toaster}
    </form>
  );
}
