import { parseEnv } from '@/lib/env';
/**
 * The mail queue (lib/mail/queue.ts) against a real SMTP server that refuses, then recovers: every
 * queued e-mail is delivered exactly once, retried with backoff while mail is down, given up (and
 * shown) after mailRetry.maxAttempts; the scheduled route is for Vercel Cron only. And the promise
 * every accepted form keeps (lib/mail/notify.ts): stored, notices queued, delivered after the answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET as cronMail } from '@/app/api/cron/mail/route';
import { createMailer } from '@/lib/mail';
import { keepAndNotify, notifyAfterResponse } from '@/lib/mail/notify';
import { deliverPending, deliverQueued, deliveriesSettled, mailRetry, queueMail, undeliveredMail, type QueuedMail } from '@/lib/mail/queue';
import { createStore, type Store } from '@/lib/store';
import { startSmtp, type RunningSmtp } from '../../support/smtp-server';
import { useServerEnvironment } from '../../support/server-environment';

let smtp: RunningSmtp;
let dataDir: string;
const store = () => createStore(parseEnv({ DATA_DIR: dataDir }));
const message = (n: number) => ({ to: `visitor${n}@example.com`, subject: `Message ${n}`, text: `Hello ${n}`, html: `<p>Hello ${n}</p>` });
const hour = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mail-queue-'));
  smtp.received.length = 0;
  smtp.refuseAll(false);
  useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('deliverPending', () => {
  it('sends each queued e-mail once, even when several runs start at the same time', async () => {
    for (let n = 1; n <= 5; n++) await queueMail(store(), message(n), 'test');
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    const runs = await Promise.all([deliverPending(store(), mailer), deliverPending(store(), mailer), deliverPending(store(), mailer)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(5);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `visitor${n}@example.com`));
    expect(await undeliveredMail(store())).toEqual([]);
  });

  it('keeps an e-mail while mail is down, waits its backoff, and delivers it when mail is back', async () => {
    await queueMail(store(), message(1), 'test');
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    const now = Date.now();
    smtp.refuseAll(true);
    expect(await deliverPending(store(), mailer, new Date(now))).toEqual({ sent: 0, failed: 0, waiting: 1 });
    smtp.refuseAll(false);
    // Not yet due: the first backoff has not passed.
    expect(await deliverPending(store(), mailer, new Date(now + 1000))).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(await deliverPending(store(), mailer, new Date(now + mailRetry.backoffSeconds[0]! * 1000 + 1000))).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('stops waiting for an SMTP server that accepts and never answers, keeps the e-mail, and delivers it once mail answers again', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await queueMail(store(), message(1), 'test');
      const hanging = createMailer(parseEnv({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as { port: number }).port}` }));
      const now = Date.now();
      const started = performance.now();
      expect(await deliverPending(store(), hanging, new Date(now))).toEqual({ sent: 0, failed: 0, waiting: 1 });
      // The greeting time-out (lib/mail), not the server, ends the attempt.
      expect(performance.now() - started).toBeLessThan(8_000);
      const [waiting] = await undeliveredMail(store(), new Date(now));
      expect(waiting!.data).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/greeting|timeout/i) });
    } finally {
      silent.close();
    }
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    expect(await deliverPending(store(), mailer, new Date(Date.now() + mailRetry.backoffSeconds[0]! * 1000 + 1000))).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['visitor1@example.com']);
  }, 20_000);

  it(`gives up after ${mailRetry.maxAttempts} tries and keeps the e-mail, with its last error, for the inbox`, async () => {
    await queueMail(store(), message(1), 'test');
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    smtp.refuseAll(true);
    let at = Date.now();
    for (let attempt = 1; attempt <= mailRetry.maxAttempts; attempt++) {
      await deliverPending(store(), mailer, new Date(at));
      at += 24 * hour;
    }
    const [gaveUp] = await undeliveredMail(store(), new Date(at));
    expect(gaveUp!.data).toMatchObject({ status: 'failed', attempts: mailRetry.maxAttempts, lastError: expect.stringMatching(/451/) });
    smtp.refuseAll(false);
    expect(await deliverPending(store(), mailer, new Date(at))).toEqual({ sent: 0, failed: 0, waiting: 0 });
  });
});

describe('deliverQueued', () => {
  it('sends the named e-mails only, each once when several workers name it, and skips one that is not due', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    const mine = await queueMail(store(), message(1), 'test');
    const other = await queueMail(store(), message(2), 'test');
    const runs = await Promise.all([deliverQueued(store(), [mine.id], mailer), deliverQueued(store(), [mine.id], mailer)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['visitor1@example.com']);
    expect((await undeliveredMail(store())).map((r) => r.id)).toEqual([other.id]);
    // Delivered already: naming it again sends nothing and counts nothing.
    expect(await deliverQueued(store(), [mine.id], mailer)).toEqual({ sent: 0, failed: 0, waiting: 0 });
    smtp.refuseAll(true);
    expect(await deliverQueued(store(), [other.id], mailer)).toEqual({ sent: 0, failed: 0, waiting: 1 });
    smtp.refuseAll(false);
    // Within its backoff it waits, even when named.
    expect(await deliverQueued(store(), [other.id], mailer)).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it(`holds at most ${mailRetry.sessions} SMTP sessions at once, however many e-mails are named at the same time`, async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    const queued = await Promise.all(Array.from({ length: 40 }, (_, n) => queueMail(store(), message(n), 'test')));
    const runs = await Promise.all(queued.map(({ id }) => deliverQueued(store(), [id], mailer)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(40);
    expect(smtp.received).toHaveLength(40);
    expect(smtp.peakSessions()).toBeLessThanOrEqual(mailRetry.sessions);
    expect(smtp.peakSessions()).toBeGreaterThan(1);
  });
});

describe('GET /api/cron/mail', () => {
  const call = (authorization?: string) => cronMail(new Request('http://localhost:3000/api/cron/mail', { headers: authorization ? { authorization } : {} }));

  it('answers 503 without CRON_SECRET, and 401 to anyone without the secret', async () => {
    expect((await call('Bearer anything')).status).toBe(503);
    useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: smtp.url, CRON_SECRET: 'cron-secret-0123456789' });
    expect((await call()).status).toBe(401);
    expect((await call('Bearer wrong-secret-000000000')).status).toBe(401);
  });

  it('delivers what is waiting when Vercel Cron calls with the secret', async () => {
    useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: smtp.url, CRON_SECRET: 'cron-secret-0123456789' });
    await queueMail(store(), message(7), 'test');
    const response = await call('Bearer cron-secret-0123456789');
    expect(response.status).toBe(200);
    // The day's retention purge (lib/store/retention.ts) runs with it, once: nothing here is old enough.
    const none = { lead: 0, inquiry: 0, review: 0, payment: 0, mail: 0 };
    expect(await response.json()).toEqual({ sent: 1, failed: 0, waiting: 0, labsResumed: 0, purged: none });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['visitor7@example.com']);
    expect(await (await call('Bearer cron-secret-0123456789')).json()).toEqual({ sent: 0, failed: 0, waiting: 0, labsResumed: 0, purged: null });
  });
});

describe('keepAndNotify and notifyAfterResponse', () => {
  it('stores the record and queues its notice, naming it, before it answers; mail that is down loses nothing', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    smtp.refuseAll(true);
    const record = await keepAndNotify(store(), mailer, 'inquiry', { name: 'Ada', email: 'ada@example.com' }, ({ id }) => [
      { message: { ...message(1), subject: `Inquiry ${id}` }, purpose: 'inquiry-notice', ref: { kind: 'inquiry', id } },
    ]);
    // Answered: the record and its notice are in the store, whatever mail does next.
    expect((await store().getRecord('inquiry', record.id))?.data).toEqual({ name: 'Ada', email: 'ada@example.com' });
    const [queued] = await store().listRecords<QueuedMail>('mail', { since: new Date(Date.now() - 60_000) });
    expect(queued!.data).toMatchObject({ purpose: 'inquiry-notice', ref: { kind: 'inquiry', id: record.id }, message: { subject: `Inquiry ${record.id}` } });
    // The delivery it started after the answer met the refusal: the notice waits, nothing is lost.
    await deliveriesSettled();
    expect(smtp.received).toEqual([]);
    expect((await undeliveredMail(store())).map((r) => r.data.status)).toEqual(['pending']);
    smtp.refuseAll(false);
    await deliverPending(store(), mailer, new Date(Date.now() + mailRetry.backoffSeconds[0]! * 1000 + 1000));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain(`Subject: Inquiry ${record.id}`);
  });

  it('after the answer sends its own notices, and sweeps the rest of the queue at most once a window', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    // Two e-mails a mail outage left waiting, due again now.
    smtp.refuseAll(true);
    for (let n = 1; n <= 2; n++) await queueMail(store(), message(n), 'test');
    await deliverPending(store(), mailer, new Date(Date.now() - mailRetry.backoffSeconds[0]! * 1000 - 1000));
    smtp.refuseAll(false);
    const reads = { lists: 0 };
    const counting = (inner: Store): Store => ({
      ...inner,
      listRecords: (kind, options) => {
        if (kind === 'mail') reads.lists += 1;
        return inner.listRecords(kind, options);
      },
    });
    // The first request of a window sweeps: its own notice and the two waiting go out.
    await notifyAfterResponse(counting(store()), mailer, [{ message: message(3), purpose: 'guide' }]);
    await deliveriesSettled();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['visitor1@example.com', 'visitor2@example.com', 'visitor3@example.com']);
    expect(reads.lists).toBe(1);
    // Twenty more in the same window, at once: each sends its own, and none reads the queue.
    await Promise.all(Array.from({ length: 20 }, (_, n) => notifyAfterResponse(counting(store()), mailer, [{ message: message(10 + n), purpose: 'guide' }])));
    await deliveriesSettled();
    expect(smtp.received).toHaveLength(23);
    expect(reads.lists).toBe(1);
    expect(await undeliveredMail(store())).toEqual([]);
  });

  it('delivers after the answer when mail is up, each notice once', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    await notifyAfterResponse(store(), mailer, [
      { message: message(1), purpose: 'guide' },
      { message: message(2), purpose: 'guide' },
    ]);
    await deliveriesSettled();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['visitor1@example.com', 'visitor2@example.com']);
    expect(await undeliveredMail(store())).toEqual([]);
  });
});
