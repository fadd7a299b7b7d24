import { resetEnv } from '@/lib/env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as createPayment } from '@/app/api/create-payment/route';
import { isSchedulerBooking, SCHEDULED_EVENT } from '@/lib/leads/scheduler-event';
import { requestCheckout } from '@/lib/payments/request-checkout';
import { useServerEnvironment } from '../../support/server-environment';
import { startFakeStripe, type FakeStripe } from '../../support/stripe-api';

const ORIGIN = 'http://localhost:3000';

/** The browser side talking to the real route handler, in process: fetch('/api/...') → POST(Request). */
const throughRoute: typeof fetch = (input, init) =>
  createPayment(new Request(new URL(String(input), ORIGIN), { ...init, headers: { ...init?.headers, 'x-forwarded-for': '192.0.2.10' } }));

/** A server answer of our choosing, for the shapes the route never gives (a 200 without a url). */
const answering = (status: number, body: string): typeof fetch => async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('requestCheckout (the Pay Now call)', () => {
  let stripeApi: FakeStripe;
  let dataDir: string;
  beforeAll(async () => {
    stripeApi = await startFakeStripe();
    dataDir = mkdtempSync(path.join(tmpdir(), 'checkout-client-'));
  });
  afterAll(async () => {
    await stripeApi.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    useServerEnvironment({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_client', STRIPE_API_BASE: stripeApi.url });
  });
  afterEach(() => useServerEnvironment({}));

  it('resolves with the checkout URL the server created', async () => {
    const url = await requestCheckout({ amount: 49900, title: 'Website Conversion Audit' }, throughRoute);
    expect(url).toMatch(new RegExp(`^${stripeApi.url}/c/pay/cs_test_`));
  });

  it('rejects with the server’s message: unconfigured payments', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnv();
    await expect(requestCheckout({ amount: 49900, title: 'Website Conversion Audit' }, throughRoute)).rejects.toThrow('Payments are not configured');
  });

  it('rejects with the server’s message: a price that is not on the list', async () => {
    await expect(requestCheckout({ amount: 1, title: 'Website Conversion Audit' }, throughRoute)).rejects.toThrow(/price list/);
  });

  it("rejects with 'No checkout URL returned' when the answer has no usable URL", async () => {
    await expect(requestCheckout({ amount: 49900, title: 'x' }, answering(200, '{}'))).rejects.toThrow('No checkout URL returned');
    await expect(requestCheckout({ amount: 49900, title: 'x' }, answering(200, '{"url":"javascript:alert(1)"}'))).rejects.toThrow(
      'No checkout URL returned',
    );
  });

  it('rejects with an empty message (so the toast uses its fallback) for a network failure or an answer that is not JSON', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(requestCheckout({ amount: 49900, title: 'x' }, offline)).rejects.toThrow(/^$/);
    await expect(requestCheckout({ amount: 49900, title: 'x' }, answering(500, '<html>'))).rejects.toThrow(/^$/);
  });
});

describe('isSchedulerBooking', () => {
  const calendly = 'https://calendly.com';
  const booked = { event: SCHEDULED_EVENT, payload: { event: { uri: 'https://api.calendly.com/scheduled_events/X' } } };

  it('accepts the scheduled event from the scheduler’s origin', () => {
    expect(isSchedulerBooking({ origin: calendly, data: booked }, calendly)).toBe(true);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', data: booked }],
    ['a look-alike origin', { origin: 'https://calendly.com.evil.example', data: booked }],
    ['the page itself', { origin: 'http://localhost:3000', data: booked }],
    ['another Calendly event', { origin: calendly, data: { event: 'calendly.date_and_time_selected' } }],
    ['a string message', { origin: calendly, data: SCHEDULED_EVENT }],
    ['no data', { origin: calendly, data: null }],
  ])('ignores %s', (_case, message) => {
    expect(isSchedulerBooking(message, calendly)).toBe(false);
  });
});
