import { parseEnv } from '@/lib/env';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as contactRoute } from '@/app/api/contact/route';
import type { Caller } from '@/lib/server/caller';
import { captureGuideLead } from '@/lib/leads/commands';
import { sendInquiry } from '@/lib/leads/commands';
import { reviewWebsite } from '@/lib/review';
import { deliveriesSettled } from '@/lib/mail/queue';
import { createStore } from '@/lib/store';
import { startSmtp, type RunningSmtp } from '../../support/smtp-server';
import { ipSequence, useServerEnvironment } from '../../support/server-environment';

/*
 * The use cases as both doors run them (the JSON routes and the forms' server actions): plain input
 * and a caller in, a typed result out; validate, then limit, then the service.
 */

jest.setTimeout(20_000);

let smtp: RunningSmtp;
let dataDir: string;
const freshIp = ipSequence();
const caller = (overrides: Partial<Caller> = {}): Caller => ({ ip: freshIp(), origin: 'http://localhost:3000', userAgent: 'jest', signedInAdmin: async () => null, ...overrides });
const inquiry = { name: 'Ada Lovelace', email: 'Ada@Example.com', message: 'A site for the practice.' };

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'commands-'));
  useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test' });
});
afterEach(async () => {
  await deliveriesSettled();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a command', () => {
  it('answers invalid input with the first problem per field, for inline messages, and the first as one sentence', async () => {
    const result = await sendInquiry({ name: ' ', email: 'not-an-address', website: 'no spaces allowed.com x' }, caller());
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: 'name: Name is required.',
      problems: { name: 'Name is required.', email: 'Please enter a valid email address.', website: 'Please enter a website address such as example.com.' },
    });
  });

  it('counts only valid calls against the caller’s limit, by the address the caller was given', async () => {
    const visitor = caller();
    for (let i = 0; i < 8; i += 1) expect((await sendInquiry({ name: '', email: 'x' }, visitor)).ok).toBe(false);
    for (let i = 0; i < 5; i += 1) expect(await sendInquiry(inquiry, visitor)).toMatchObject({ ok: true });
    expect(await sendInquiry(inquiry, visitor)).toMatchObject({ ok: false, status: 429, retryAfter: 600 });
    expect(await sendInquiry(inquiry, caller())).toMatchObject({ ok: true });
    expect(await createStore(parseEnv({ DATA_DIR: dataDir })).countRecords('inquiry')).toBe(6);
  });

  it('counts a form post and a fetch from one address as one visitor', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await sendInquiry(inquiry, caller({ ip }))).ok).toBe(true);
    const fetch = () =>
      contactRoute(new Request('http://localhost:3000/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(inquiry) }));
    expect((await fetch()).status).toBe(201);
    expect((await fetch()).status).toBe(201);
    expect((await fetch()).status).toBe(429);
    expect(await sendInquiry(inquiry, caller({ ip }))).toMatchObject({ ok: false, status: 429 });
  });

  it('asks for the signed-in admin only in the review: an inquiry or a guide leaves the session cookie undecoded', async () => {
    const signedInAdmin = jest.fn(async () => null);
    expect(await sendInquiry(inquiry, caller({ signedInAdmin }))).toMatchObject({ ok: true });
    await reviewWebsite({ website_url: 'http://127.0.0.1/', email: 'ada@example.com' }, caller({ signedInAdmin }));
    expect(signedInAdmin).toHaveBeenCalledTimes(1);
  });

  it('answers 503 with the store down and stores nothing', async () => {
    const blocked = path.join(dataDir, 'not-a-directory');
    writeFileSync(blocked, 'a file where the data directory should be');
    useServerEnvironment({ DATA_DIR: blocked, SMTP_URL: smtp.url });
    expect(await sendInquiry(inquiry, caller())).toMatchObject({ ok: false, status: 503, error: expect.stringMatching(/try again/i) });
  });
});

describe('the caller’s origin', () => {
  const lead = (downloadUrl: string) => ({
    email: 'partner@example.com',
    source: 'lead_magnet',
    industry: 'lawyers',
    page: 'http://preview.example.dev/lawyers',
    metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl },
  });

  it('is where a guide link may point, beside the site’s own; another origin’s is refused', async () => {
    const onPreview = caller({ origin: 'http://preview.example.dev' });
    expect(await captureGuideLead(lead('http://preview.example.dev/guides/lawyers-quick-wins.pdf'), onPreview)).toMatchObject({ ok: true });
    expect(await captureGuideLead(lead('http://elsewhere.example/guides/lawyers-quick-wins.pdf'), onPreview)).toMatchObject({
      ok: false,
      status: 400,
      error: "downloadUrl: must be one of this site's guides.",
    });
  });
});

describe('the review command', () => {
  it('refuses a private address as not a public website (422) every time, never as over the quota; an empty address is a 400 for its field', async () => {
    const visitor = caller();
    const input = { website_url: 'http://192.168.1.1/', email: 'owner@example.com', focus_area: '', industry: '' };
    for (let i = 0; i < 4; i += 1) expect(await reviewWebsite(input, visitor)).toMatchObject({ ok: false, status: 422 });
    expect(await reviewWebsite({ ...input, website_url: '' }, visitor)).toMatchObject({
      ok: false,
      status: 400,
      problems: { website_url: 'Please enter your website URL to analyze.' },
    });
  });
});
