import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that speaks the part of Stripe's HTTP API the site uses, so that tests run the
// real `stripe` SDK end to end: form-encoded POST /v1/checkout/sessions and
// GET /v1/checkout/sessions/{id}, answered with Stripe's documented Checkout Session JSON and
// Stripe's error JSON. It also serves a stand-in for the hosted checkout page at the session's
// `url`: paying there marks the session paid, sends a signed `checkout.session.completed` event to
// the webhook (when one is configured) and redirects to `success_url` the way Stripe does.
//
// Plain TypeScript with node: imports only, so that Node runs it directly (the e2e server script).

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The raw form-encoded body. */
  body: string;
  /** The body decoded into Stripe's nested parameters (line_items[0][price_data][currency] ...). */
  params: Record<string, unknown>;
}

export interface StripeFailure {
  status: number;
  type: string;
  message: string;
}

export interface FakeStripe {
  url: string;
  port: number;
  requests: StripeRequest[];
  sessions: Map<string, Record<string, unknown>>;
  /** The next API call answers this error instead (a declined key, an outage). */
  failNext(failure: StripeFailure): void;
  /** Marks a session paid by `email`, as a finished hosted checkout would. */
  pay(sessionId: string, email: string, name?: string): Record<string, unknown>;
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  port?: number;
  /** Where paid sessions are announced, signed with `secret` the way Stripe signs webhooks. */
  webhook?: { url: string; secret: string };
}

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects; numeric keys become arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      slot[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}` });
  res.end(JSON.stringify(body));
};

const stripeError = (res: ServerResponse, failure: StripeFailure, param?: string) =>
  json(res, failure.status, { error: { type: failure.type, message: failure.message, ...(param ? { param } : {}) } });

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** Stripe's webhook signature: t={unix seconds},v1={HMAC-SHA256 of "t.payload"}. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const productNames = new Map<string, string>();
  let pendingFailure: StripeFailure | null = null;
  let base = '';

  const createSession = (params: Record<string, unknown>): Record<string, unknown> | string => {
    if (!params.mode) return 'mode';
    if (!params.success_url) return 'success_url';
    type LineItem = { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } };
    const items = params.line_items as LineItem[] | undefined;
    if (!items?.length) return 'line_items';
    let total = 0;
    let currency = '';
    for (const item of items) {
      const price = item.price_data;
      if (!price?.currency || !price.unit_amount || !price.product_data?.name) return 'line_items[0][price_data]';
      total += Number(price.unit_amount) * Number(item.quantity ?? 1);
      currency = price.currency;
    }
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'a')}`;
    const now = Math.floor(Date.now() / 1000);
    const session: Record<string, unknown> = {
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, status: null },
      billing_address_collection: null,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now,
      currency,
      customer: null,
      customer_creation: 'if_required',
      customer_details: null,
      customer_email: params.customer_email ?? null,
      expires_at: now + 24 * 3600,
      invoice: null,
      livemode: false,
      locale: null,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      submit_type: params.submit_type ?? null,
      success_url: params.success_url,
      ui_mode: 'hosted',
      url: `${base}/c/pay/${id}`,
    };
    sessions.set(id, session);
    productNames.set(id, items.map((item) => item.price_data?.product_data?.name).join(', '));
    return session;
  };

  const pay = (sessionId: string, email: string, name = 'Test Payer') => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email, name, address: null, phone: null, tax_exempt: 'none', tax_ids: [] },
      payment_intent: `pi_${randomBytes(12).toString('hex')}`,
      url: null,
    });
    return session;
  };

  const announce = async (session: Record<string, unknown>) => {
    if (!options.webhook) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    });
    await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, options.webhook.secret) },
      body: payload,
    });
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);

    // The hosted checkout page stand-in.
    const page = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session) return json(res, 404, { error: 'no such checkout' });
      if (req.method === 'POST') {
        const form = new URLSearchParams(body);
        const paid = pay(session.id as string, form.get('email') || 'payer@example.com');
        await announce(paid).catch(() => undefined);
        res.writeHead(303, { location: String(paid.success_url).replace('{CHECKOUT_SESSION_ID}', String(paid.id)) });
        return res.end();
      }
      const name = productNames.get(page[1]!) ?? 'Checkout';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head><body>
<main><h1>Test checkout: ${escapeHtml(name)}</h1>
<form method="post"><label>E-mail <input name="email" type="email" value="payer@example.com"></label><button>Pay</button></form>
<a href="${escapeHtml(String(session.cancel_url ?? '/'))}">Cancel</a></main></body></html>`);
    }

    const request: StripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
      params: decodeStripeForm(body),
    };
    requests.push(request);

    if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
      return stripeError(res, { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }
    if (pendingFailure) {
      const failure = pendingFailure;
      pendingFailure = null;
      return stripeError(res, failure);
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const created = createSession(request.params);
      if (typeof created === 'string') {
        return stripeError(res, { status: 400, type: 'invalid_request_error', message: `Missing required param: ${created}.` }, created);
      }
      return json(res, 200, created);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) {
        return stripeError(res, { status: 404, type: 'invalid_request_error', message: `No such checkout.session: '${retrieve[1]}'` }, 'session');
      }
      return json(res, 200, session);
    }
    return stripeError(res, { status: 404, type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    requests,
    sessions,
    failNext: (failure) => {
      pendingFailure = failure;
    },
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
