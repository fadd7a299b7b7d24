import { startCheckout } from '@/lib/payments/commands';
import { jsonCommand } from '@/lib/server/json-route';

/**
 * POST /api/create-payment: a Stripe Checkout Session for one price-list entry, answered as {url}.
 * The title and amount must both match the server's price list; the browser's amount is never used.
 */
export const POST = jsonCommand('create-payment', startCheckout, ({ url }) => [200, { url }]);
