import { parseEnv } from '@/lib/env';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as captureLead } from '@/app/api/capture-lead/route';
import { POST as sendGuide } from '@/app/api/send-guide/route';
import { createServer } from 'node:net';
import { createMailer } from '@/lib/mail';
import { deliveriesSettled, deliverPending, undeliveredMail } from '@/lib/mail/queue';
import { POST as contact } from '@/app/api/contact/route';
import { createStore } from '@/lib/store';
import { decodeQuotedPrintable, startSmtp, type RunningSmtp } from '../../support/smtp-server';
import { ipSequence, useServerEnvironment } from '../../support/server-environment';

jest.setTimeout(20_000);

const ORIGIN = 'http://localhost:3000';
let smtp: RunningSmtp;
let dataDir: string;


const freshIp = ipSequence();

function post(route: string, body: unknown, init: { ip?: string; raw?: string; headers?: Record<string, string> } = {}) {
  return new Request(`${ORIGIN}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? freshIp(), ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
}

const leadBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'Partner@Example.com',
  source: 'lead_magnet',
  industry: 'lawyers',
  page: `${ORIGIN}/lawyers`,
  metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: `${ORIGIN}/guides/lawyers-quick-wins.pdf` },
  ...overrides,
});

const guideBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'partner@example.com',
  title: 'Website Quick Wins for Law Firms',
  fileName: 'lawyers-quick-wins.pdf',
  downloadUrl: `${ORIGIN}/guides/lawyers-quick-wins.pdf`,
  industry: 'lawyers',
  page: `${ORIGIN}/lawyers`,
  ...overrides,
});

const store = () => createStore(parseEnv({ DATA_DIR: dataDir }));

/** Waits for a condition that becomes true after the answer (delivery runs after the response). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lead-routes-'));
  smtp.received.length = 0;
  smtp.refuseAll(false);
  useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test' });
});
afterEach(async () => {
  await deliveriesSettled();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/capture-lead', () => {
  it('stores the lead as the spec’s record before answering 201 {ok, id}, and tells the studio', async () => {
    const response = await captureLead(post('capture-lead', leadBody()));
    expect(response.status).toBe(201);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const record = await store().getRecord('lead', id);
    expect(record?.data).toEqual({
      email: 'partner@example.com',
      source: 'lead_magnet',
      industry: 'lawyers',
      page: `${ORIGIN}/lawyers`,
      metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: `${ORIGIN}/guides/lawyers-quick-wins.pdf` },
    });
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['inbox@studio.test']);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: New guide lead: partner@example\.com \(lawyers\)/m);
  });

  it('normalises the e-mail once, in the shared schema: trimmed and lower-cased', async () => {
    const response = await captureLead(post('capture-lead', leadBody({ email: '  Partner@Example.COM ' })));
    const { id } = (await response.json()) as { id: string };
    expect((await store().getRecord<{ email: string }>('lead', id))?.data.email).toBe('partner@example.com');
  });

  it('keeps the lead and its notice while mail is down, and delivers the notice when mail is back', async () => {
    smtp.refuseAll(true);
    const response = await captureLead(post('capture-lead', leadBody()));
    expect(response.status).toBe(201);
    expect(await store().countRecords('lead')).toBe(1);
    // The first try fails after the answer; the notice stays queued with the reason.
    await eventually(async () => (await undeliveredMail(store()))[0]?.data.attempts === 1);
    const [waiting] = await undeliveredMail(store());
    expect(waiting!.data).toMatchObject({ status: 'pending', purpose: 'lead-notice', lastError: expect.stringMatching(/451/) });
    smtp.refuseAll(false);
    const later = new Date(Date.now() + 60 * 60 * 1000);
    expect(await deliverPending(store(), createMailer(parseEnv({ SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test' })), later)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['inbox@studio.test']);
    expect(await undeliveredMail(store())).toEqual([]);
  });

  it('answers 201 at once and stores the lead while the SMTP server accepts and never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, STUDIO_INBOX: 'inbox@studio.test' });
    try {
      const started = Date.now();
      const response = await captureLead(post('capture-lead', leadBody()));
      expect(response.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await store().countRecords('lead')).toBe(1);
      expect((await undeliveredMail(store()))[0]?.data.purpose).toBe('lead-notice');
    } finally {
      silent.close();
    }
  });

  it.each([
    ['an empty body', '', /empty/],
    ['a body that is not JSON', 'email=a@b.c', /not valid JSON/],
    ['a JSON array', '[]', /JSON object/],
    ['a missing e-mail', JSON.stringify(leadBody({ email: undefined })), /^email: /],
    ['a malformed e-mail', JSON.stringify(leadBody({ email: 'not-an-email' })), /^email: Please enter a valid email address\./],
    ['a wrong source', JSON.stringify(leadBody({ source: 'spam' })), /^source: /],
    ['an unknown industry', JSON.stringify(leadBody({ industry: 'astronauts' })), /^industry: /],
    ['missing metadata', JSON.stringify(leadBody({ metadata: undefined })), /^metadata: /],
    ['a download link on another site', JSON.stringify(leadBody({ metadata: { fileName: 'x.pdf', downloadUrl: 'https://evil.example/x.pdf' } })), /this site's guides/],
    ['a download link to an unknown file', JSON.stringify(leadBody({ metadata: { fileName: 'x.pdf', downloadUrl: `${ORIGIN}/guides/secret.pdf` } })), /this site's guides/],
  ])('answers 400 with a message for %s, storing nothing', async (_case, raw, message) => {
    const response = await captureLead(post('capture-lead', null, { raw }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await store().countRecords('lead')).toBe(0);
  });

  it.each([
    ['text/plain (what another site can POST without asking)', 'text/plain;charset=UTF-8'],
    ['no content type', ''],
    ['a form encoding', 'multipart/form-data; boundary=x'],
  ])('answers 415 for %s, storing nothing', async (_case, type) => {
    const response = await captureLead(post('capture-lead', leadBody(), { headers: { 'content-type': type } }));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toMatch(/application\/json/);
    expect(await store().countRecords('lead')).toBe(0);
  });

  it('answers 413 over 16 KiB, whether declared or streamed', async () => {
    const big = JSON.stringify(leadBody({ padding: 'x'.repeat(17 * 1024) }));
    expect((await captureLead(post('capture-lead', null, { raw: big }))).status).toBe(413);
    const streamed = new Request(`${ORIGIN}/api/capture-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await captureLead(streamed)).status).toBe(413);
    expect(await store().countRecords('lead')).toBe(0);
  });

  it('rate-limits per IP with 429 after 10 requests in the window; other visitors are unaffected', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await captureLead(post('capture-lead', leadBody(), { ip }))).status).toBe(201);
    const limited = await captureLead(post('capture-lead', leadBody(), { ip }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect((await captureLead(post('capture-lead', leadBody(), { ip: '203.0.113.8' }))).status).toBe(201);
    expect(await store().countRecords('lead')).toBe(11);
  });

  it('answers 503 when the store is down, and writes nothing', async () => {
    const blocked = path.join(dataDir, 'not-a-directory');
    writeFileSync(blocked, 'a file where the data directory should be');
    useServerEnvironment({ DATA_DIR: blocked, SMTP_URL: smtp.url });
    const response = await captureLead(post('capture-lead', leadBody()));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/try again/i);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('POST /api/send-guide', () => {
  it('e-mails the download link on this site’s origin and answers 202 {ok}', async () => {
    const response = await sendGuide(post('send-guide', guideBody()));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['partner@example.com']);
    expect(decodeQuotedPrintable(smtp.received[0]!.raw)).toContain(`href="${ORIGIN}/guides/lawyers-quick-wins.pdf"`);
  });

  it('uses the catalogue’s title, not the one in the request', async () => {
    await sendGuide(post('send-guide', guideBody({ title: 'Click here: http://evil.example' })));
    await smtp.waitFor(1);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Your guide: Website Quick Wins for Law Firms$/m);
    expect(smtp.received[0]?.raw).not.toContain('evil.example');
  });

  it('never relays a foreign link', async () => {
    const response = await sendGuide(post('send-guide', guideBody({ downloadUrl: 'https://evil.example/guides/lawyers-quick-wins.pdf' })));
    expect(response.status).toBe(400);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 202 while mail is down (the guide is on its way), and delivers it when mail is back', async () => {
    smtp.refuseAll(true);
    const response = await sendGuide(post('send-guide', guideBody()));
    expect(response.status).toBe(202);
    await eventually(async () => (await undeliveredMail(store()))[0]?.data.attempts === 1);
    smtp.refuseAll(false);
    await deliverPending(store(), createMailer(parseEnv({ SMTP_URL: smtp.url })), new Date(Date.now() + 60 * 60 * 1000));
    expect(smtp.received.map((m) => m.to[0])).toEqual(['partner@example.com']);
  });

  it('validates like capture-lead', async () => {
    expect((await sendGuide(post('send-guide', null, { raw: '' }))).status).toBe(400);
    expect((await sendGuide(post('send-guide', guideBody({ email: 'nope' })))).status).toBe(400);
    expect((await sendGuide(post('send-guide', guideBody({ page: 'javascript:alert(1)' })))).status).toBe(400);
  });
});

describe('POST /api/contact', () => {
  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    name: 'Dana Whitfield',
    email: 'dana@whitfieldlaw.example',
    company: 'Whitfield & Cole',
    website: 'whitfieldlaw.example',
    message: 'We need a faster site before our rebrand.',
    company_website: '',
    utm_source: 'industry-page',
    utm_medium: 'expert-audit',
    utm_campaign: 'ai-section',
    ...overrides,
  });

  it('stores the inquiry with its campaign and notifies the studio inbox', async () => {
    const response = await contact(post('contact', inquiry()));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const [record] = await store().listRecords('inquiry');
    expect(record?.data).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@whitfieldlaw.example',
      company: 'Whitfield & Cole',
      website: 'whitfieldlaw.example',
      message: 'We need a faster site before our rebrand.',
      utm: { utm_source: 'industry-page', utm_medium: 'expert-audit', utm_campaign: 'ai-section' },
      handled: false,
    });
    await smtp.waitFor(1);
    expect(smtp.received[0]?.to).toEqual(['inbox@studio.test']);
    expect(smtp.received[0]?.raw).toMatch(/^Reply-To: dana@whitfieldlaw\.example/m);
  });

  it('answers a filled honeypot with 201, storing and sending nothing', async () => {
    const response = await contact(post('contact', inquiry({ company_website: 'http://spam.example' })));
    expect(response.status).toBe(201);
    expect(await store().countRecords('inquiry')).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('accepts only name and e-mail', async () => {
    expect((await contact(post('contact', { name: 'Al', email: 'al@example.com' }))).status).toBe(201);
  });

  it.each([
    ['no name', { name: '  ' }, /^name: Name is required\./],
    ['no e-mail', { email: undefined }, /^email: Email is required\./],
    ['a malformed e-mail', { email: 'dana@' }, /^email: Please enter a valid email address\./],
    ['a malformed website', { website: 'not a site' }, /^website: /],
    ['an over-long message', { message: 'x'.repeat(5001) }, /^message: /],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const response = await contact(post('contact', inquiry(overrides)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await store().countRecords('inquiry')).toBe(0);
  });

  it('rate-limits per IP after 5 inquiries', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await contact(post('contact', inquiry(), { ip }))).status).toBe(201);
    expect((await contact(post('contact', inquiry(), { ip }))).status).toBe(429);
  });
});
