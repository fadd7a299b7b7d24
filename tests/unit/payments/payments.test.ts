import { parseEnv } from '@/lib/env';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { createMailer } from '@/lib/mail';
import { deliveriesSettled, deliverPending, undeliveredMail } from '@/lib/mail/queue';
import { POST as createPayment } from '@/app/api/create-payment/route';
import { POST as webhook } from '@/app/api/stripe/webhook/route';
import { createStore } from '@/lib/store';
import type { PaymentRecord } from '@/lib/payments/webhook';
import { startFakeStripe, type FakeStripe } from '../../support/stripe-api';
import { decodeQuotedPrintable, startSmtp, type RunningSmtp } from '../../support/smtp-server';
import { ipSequence, useServerEnvironment } from '../../support/server-environment';

jest.setTimeout(30_000);

const ORIGIN = 'http://localhost:3000';
const SECRET_KEY = 'sk_test_51PolarisLocalOnly';
const WEBHOOK_SECRET = 'whsec_polaris_local_test_secret';

let stripeApi: FakeStripe;
let smtp: RunningSmtp;
let dataDir: string;



const baseEnv = () => ({
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  STUDIO_INBOX: 'inbox@studio.test',
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripeApi.url,
});

const freshIp = ipSequence();

function paymentRequest(body: unknown, init: { ip?: string; raw?: string } = {}) {
  return new Request(`${ORIGIN}/api/create-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? freshIp() },
    body: init.raw ?? JSON.stringify(body),
  });
}

const audit = { amount: 49900, title: 'Website Conversion Audit' };
const store = () => createStore(parseEnv({ DATA_DIR: dataDir }));
const checkoutCalls = () => stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

beforeAll(async () => {
  [stripeApi, smtp] = await Promise.all([startFakeStripe(), startSmtp()]);
});
afterAll(async () => {
  await Promise.all([stripeApi.close(), smtp.stop()]);
});
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'payments-'));
  stripeApi.requests.length = 0;
  smtp.received.length = 0;
  smtp.refuseAll(false);
  useServerEnvironment(baseEnv());
});
afterEach(async () => {
  await deliveriesSettled();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/create-payment', () => {
  it('creates a one-off Checkout Session through the real SDK and answers its {url}', async () => {
    const response = await createPayment(paymentRequest(audit));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripeApi.url}/c/pay/cs_test_`));

    const [call] = checkoutCalls();
    expect(checkoutCalls()).toHaveLength(1);
    expect(call!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    // The form-encoded body Stripe receives.
    const form = new URLSearchParams(call!.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('49900');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Website Conversion Audit');
    expect(form.get('success_url')).toBe(`${ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(form.get('cancel_url')).toBe(`${ORIGIN}/payment-canceled`);
    expect(form.get('metadata[product_id]')).toBe('conversion-audit');
    expect(stripeApi.sessions.get(url.split('/').pop()!)).toMatchObject({ amount_total: 49900, currency: 'usd', mode: 'payment' });
  });

  it('charges the consultations at the price list’s amounts', async () => {
    const hour = await createPayment(paymentRequest({ amount: 29900, title: '1-hour consultation' }));
    const twoHours = await createPayment(paymentRequest({ amount: 49900, title: '2-hour consultation' }));
    expect([hour.status, twoHours.status]).toEqual([200, 200]);
    expect(checkoutCalls().map((c) => new URLSearchParams(c.body).get('line_items[0][price_data][unit_amount]'))).toEqual(['29900', '49900']);
  });

  it.each([
    ['a tampered amount', { amount: 100, title: 'Website Conversion Audit' }, /price list/],
    ['another product’s amount', { amount: 29900, title: 'Website Conversion Audit' }, /price list/],
    ['an unknown title', { amount: 49900, title: 'Website Conversion Audit Deluxe' }, /price list/],
    ['a fractional amount', { amount: 499.5, title: 'Website Conversion Audit' }, /^amount: /],
    ['an amount sent as text', { amount: '49900', title: 'Website Conversion Audit' }, /^amount: /],
    ['a missing title', { amount: 49900 }, /^title: /],
  ])('answers 400 for %s, and never calls Stripe', async (_case, body, message) => {
    const response = await createPayment(paymentRequest(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await createPayment(paymentRequest(null, { raw: 'amount=49900' }));
    expect(response.status).toBe(400);
  });

  it('answers 503 "Payments are not configured" without STRIPE_SECRET_KEY, and still 400 for a bad request', async () => {
    useServerEnvironment({ ...baseEnv(), STRIPE_SECRET_KEY: undefined });
    const response = await createPayment(paymentRequest(audit));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Payments are not configured' });
    expect((await createPayment(paymentRequest({ amount: 1, title: 'x' }))).status).toBe(400);
    expect(stripeApi.requests).toHaveLength(0);
  });

  it.each([
    ['a card or account error', { status: 402, type: 'card_error', message: 'Your account cannot currently make live charges.' }],
    ['a rejected key', { status: 401, type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY.slice(0, 12)}****` }],
  ])('answers 502 with its own message when Stripe refuses (%s), without leaking Stripe’s', async (_case, failure) => {
    stripeApi.failNext(failure);
    const response = await createPayment(paymentRequest(audit));
    expect(response.status).toBe(502);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/could not start checkout/);
    expect(error).not.toContain(failure.message);
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    useServerEnvironment({ ...baseEnv(), STRIPE_API_BASE: closed.url });
    const response = await createPayment(paymentRequest(audit));
    expect(response.status).toBe(502);
  });

  it('rate-limits checkout creation per IP (10 in 10 minutes)', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 10; i++) expect((await createPayment(paymentRequest(audit, { ip }))).status).toBe(200);
    expect((await createPayment(paymentRequest(audit, { ip }))).status).toBe(429);
    expect((await createPayment(paymentRequest(audit, { ip: '203.0.113.51' }))).status).toBe(200);
    expect(checkoutCalls()).toHaveLength(11);
  });
});

describe('POST /api/stripe/webhook', () => {
  let eventCounter = 0;

  function checkoutEvent(
    type: string,
    session: Partial<Stripe.Checkout.Session> & { id: string },
    eventId = `evt_test_${++eventCounter}`,
  ) {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: {
          object: 'checkout.session',
          amount_total: 49900,
          currency: 'usd',
          mode: 'payment',
          payment_status: 'paid',
          status: 'complete',
          customer_details: { email: 'payer@example.com', name: 'Dana Whitfield' },
          metadata: { product_id: 'conversion-audit', product_title: 'Website Conversion Audit' },
          ...session,
        },
      },
    });
  }

  function delivery(payload: string, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
    const signature =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp })
        : options.signature;
    return new Request(`${ORIGIN}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      body: payload,
    });
  }

  const payments = () => store().listRecords<PaymentRecord>('payment');
  const outcome = async (response: Response) => ((await response.json()) as { outcome?: string }).outcome;

  it.each([
    ['without data.object', { data: {} }],
    ['without data', { data: undefined }],
    ['whose object has no id', { data: { object: { payment_status: 'paid' } } }],
  ])('acknowledges a signed paid event %s with 200 (nothing to record, nothing for Stripe to retry)', async (_case, patch) => {
    const event = { ...JSON.parse(checkoutEvent('checkout.session.completed', { id: 'cs_test_malformed' })), ...patch };
    const response = await webhook(delivery(JSON.stringify(event)));
    expect(response.status).toBe(200);
    expect(await outcome(response)).toBe('malformed');
    expect(await payments()).toHaveLength(0);
  });

  it('records a paid checkout.session.completed under its session id and tells the studio', async () => {
    const response = await webhook(delivery(checkoutEvent('checkout.session.completed', { id: 'cs_test_completed1' })));
    expect(response.status).toBe(200);
    expect(await outcome(response)).toBe('recorded');
    const [payment, ...others] = await payments();
    expect(others).toHaveLength(0);
    expect(payment).toMatchObject({
      id: 'cs_test_completed1',
      kind: 'payment',
      data: {
        sessionId: 'cs_test_completed1',
        product: 'Website Conversion Audit',
        productId: 'conversion-audit',
        amount: 49900,
        currency: 'usd',
        email: 'payer@example.com',
        name: 'Dana Whitfield',
        notified: true,
        livemode: false,
      },
    });
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['inbox@studio.test']);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: \[test\] Payment received: \$499 for Website Conversion Audit/m);
    expect(smtp.received[0]!.raw).toMatch(/^Reply-To: payer@example\.com/m);
  });

  it('records a replayed event once and notifies once', async () => {
    const payload = checkoutEvent('checkout.session.completed', { id: 'cs_test_replayed' }, 'evt_test_replayed');
    expect(await outcome(await webhook(delivery(payload)))).toBe('recorded');
    const replay = await webhook(delivery(payload));
    expect(replay.status).toBe(200);
    expect(await outcome(replay)).toBe('duplicate');
    expect(await payments()).toHaveLength(1);
    await deliveriesSettled();
    expect(smtp.received).toHaveLength(1);
  });

  it('waits for async_payment_succeeded when a delayed method is still unpaid, then records it once', async () => {
    const pending = await webhook(delivery(checkoutEvent('checkout.session.completed', { id: 'cs_test_async', payment_status: 'unpaid' })));
    expect(await outcome(pending)).toBe('awaiting_payment');
    expect(await payments()).toHaveLength(0);
    const paid = await webhook(delivery(checkoutEvent('checkout.session.async_payment_succeeded', { id: 'cs_test_async' })));
    expect(await outcome(paid)).toBe('recorded');
    const again = await webhook(delivery(checkoutEvent('checkout.session.async_payment_succeeded', { id: 'cs_test_async' })));
    expect(await outcome(again)).toBe('duplicate');
    expect(await payments()).toHaveLength(1);
    await deliveriesSettled();
    expect(smtp.received).toHaveLength(1);
  });

  it('acknowledges other event types without recording anything', async () => {
    const response = await webhook(delivery(checkoutEvent('checkout.session.expired', { id: 'cs_test_expired', payment_status: 'unpaid' })));
    expect(response.status).toBe(200);
    expect(await outcome(response)).toBe('ignored');
    expect(await payments()).toHaveLength(0);
  });

  it.each([
    ['a signature made with another secret', { secret: 'whsec_somebody_else' }],
    ['a stale timestamp (10 minutes old)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['a garbage signature header', { signature: 't=1,v1=deadbeef' }],
    ['no signature header', { signature: null }],
  ])('answers 400 for %s and records nothing', async (_case, options) => {
    const response = await webhook(delivery(checkoutEvent('checkout.session.completed', { id: 'cs_test_forged' }), options));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    expect(await payments()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 400 when the body was changed after signing', async () => {
    const payload = checkoutEvent('checkout.session.completed', { id: 'cs_test_tampered' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('49900', '1');
    expect((await webhook(delivery(tampered, { signature }))).status).toBe(400);
    expect(await payments()).toHaveLength(0);
  });

  it('answers 503 while STRIPE_WEBHOOK_SECRET is not set, so Stripe keeps the event for later', async () => {
    useServerEnvironment({ ...baseEnv(), STRIPE_WEBHOOK_SECRET: undefined });
    expect((await webhook(delivery(checkoutEvent('checkout.session.completed', { id: 'cs_test_unset' })))).status).toBe(503);
  });

  it('answers 200 while mail is down: the payment is kept, its notice queued and delivered when mail is back', async () => {
    const payload = checkoutEvent('checkout.session.completed', { id: 'cs_test_mailfail' }, 'evt_test_mailfail');
    smtp.refuseAll(true);
    const answered = await webhook(delivery(payload));
    expect(answered.status).toBe(200);
    expect(await outcome(answered)).toBe('recorded');
    expect((await payments()).map((p) => [p.id, p.data.notified])).toEqual([['cs_test_mailfail', true]]);
    await deliveriesSettled();
    expect(smtp.received).toHaveLength(0);
    const [waiting] = await undeliveredMail(store());
    expect(waiting!.data).toMatchObject({ purpose: 'payment-notice', ref: { kind: 'payment', id: 'cs_test_mailfail' }, attempts: 1 });

    smtp.refuseAll(false);
    await deliverPending(store(), createMailer(parseEnv({ SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test' })), new Date(Date.now() + 3_600_000));
    expect(smtp.received).toHaveLength(1);
    expect(await outcome(await webhook(delivery(payload)))).toBe('duplicate');
    await deliveriesSettled();
    expect(smtp.received).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
  });

  it('answers 500 when the store cannot record the payment', async () => {
    const blocked = path.join(dataDir, 'not-a-directory');
    writeFileSync(blocked, 'x');
    useServerEnvironment({ ...baseEnv(), DATA_DIR: blocked });
    const response = await webhook(delivery(checkoutEvent('checkout.session.completed', { id: 'cs_test_nostore' })));
    expect(response.status).toBe(500);
    expect(smtp.received).toHaveLength(0);
  });

  it('escapes what the payer typed into Stripe’s form in the studio’s e-mail', async () => {
    const payload = checkoutEvent('checkout.session.completed', {
      id: 'cs_test_escape',
      customer_details: { email: 'payer@example.com', name: '<img src=x onerror=alert(1)>' } as Stripe.Checkout.Session.CustomerDetails,
    });
    expect((await webhook(delivery(payload))).status).toBe(200);
    const html = decodeQuotedPrintable((await smtp.waitFor(1))[0]!.raw).split('Content-Type: text/html')[1]!;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});
