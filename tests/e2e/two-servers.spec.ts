import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { expect, test } from './support/test';
import { uniqueVisitorIp } from './support/site';
import { hashPassword } from '../../lib/admin/password';
import { freePort, startRedis, type RunningRedis } from '../support/redis-server';
import { startUpstashRest, type UpstashRest } from '../support/upstash-rest';
import { startSmtp, type RunningSmtp } from '../support/smtp-server';
import { startReviewFixtureSites, type ReviewFixtureSites } from '../support/review-fixture-site';

/**
 * The site runs as several instances sharing one Upstash Redis (Vercel KV). Two production servers of
 * this build, on one KV (Debian's redis-server behind the Upstash-speaking test endpoint), under
 * concurrent load spread over both: the daily review quota is exact, every lead is stored once,
 * every queued e-mail is delivered once while both run delivery, and a sign-in lockout counts the
 * guesses made on either.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const ADMIN = { email: 'owner@two-servers.test', password: 'two-servers-password-123' };
let redis: RunningRedis;
let rest: UpstashRest;
let smtp: RunningSmtp;
let sites: ReviewFixtureSites;
let kv: ReturnType<typeof createClient>;
const servers: { origin: string; child: ChildProcess }[] = [];

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/serve/start.mjs', '-p', String(port), '-H', '127.0.0.1'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, child };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  redis = await startRedis();
  [rest, smtp, sites] = await Promise.all([startUpstashRest(redis.port), startSmtp(), startReviewFixtureSites()]);
  kv = createClient({ url: `redis://127.0.0.1:${redis.port}` });
  await kv.connect();
  const env = {
    KV_REST_API_URL: rest.url,
    KV_REST_API_TOKEN: rest.token,
    SMTP_URL: smtp.url,
    STUDIO_INBOX: 'inbox@two-servers.test',
    AI_FETCH_ALLOW_HOSTS: sites.allowHosts,
    REVIEW_LAB: 'off',
    TRUSTED_PROXY_HOPS: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD_HASH: await hashPassword(ADMIN.password),
    AUTH_SECRET: 'two-servers-auth-secret-0123456789abcdef',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  servers.push(...(await Promise.all([startServer(env), startServer(env)])));
});

test.afterAll(async () => {
  for (const { child } of servers) child.kill('SIGTERM');
  await kv?.quit();
  await Promise.all([rest?.close(), smtp?.stop(), sites?.close()]);
  await redis?.stop();
});

const post = (n: number, path: string, body: unknown) =>
  fetch(`${servers[n % 2]!.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueVisitorIp() },
    body: JSON.stringify(body),
  });

test('50 concurrent reviews for one e-mail over both servers: exactly the daily limit goes through', async () => {
  const email = `quota-${Date.now()}@example.com`;
  const statuses = await Promise.all(Array.from({ length: 50 }, (_, n) => post(n, '/api/ai-feedback', { website_url: sites.goodUrl, email }).then((r) => r.status)));
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 429)).toHaveLength(47);
  expect(await kv.zCard('idx:review')).toBe(3);
});

test('500 concurrent leads over both servers are each stored once, and every e-mail is delivered once', async () => {
  const before = await kv.zCard('idx:inquiry');
  const tag = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: 500 }, (_, n) => post(n, '/api/contact', { name: `Ada ${n}`, email: `lead-${tag}-${n}@example.com`, message: `Hello ${n}`, company_website: '' }).then((r) => r.status)),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(500);
  expect((await kv.zCard('idx:inquiry')) - before).toBe(500);
  const stored = await kv.keys('rec:inquiry:*');
  const emails = new Set<string>();
  for (const key of stored) {
    const record = JSON.parse((await kv.get(key))!) as { data: { email: string } };
    if (record.data.email.startsWith(`lead-${tag}-`)) emails.add(record.data.email);
  }
  expect(emails.size).toBe(500);

  // Both servers deliver after their answers, at once: each queued e-mail leaves exactly once, sent by
  // the request that queued it (no request re-reads the whole queue, lib/mail/queue.ts).
  const queued = await kv.zCard('idx:mail');
  await expect.poll(() => smtp.received.length, { timeout: 90_000 }).toBe(queued);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(smtp.received).toHaveLength(queued);
  const notices = smtp.received.filter((m) => /lead-\d+-\d+@example\.com/.test(m.raw));
  const perLead = new Map<string, number>();
  for (const m of notices) {
    const lead = /lead-\d+-\d+@example\.com/.exec(m.raw)![0];
    perLead.set(lead, (perLead.get(lead) ?? 0) + 1);
  }
  expect(perLead.size).toBe(500);
  expect([...perLead.values()].every((count) => count === 1)).toBe(true);
  // Each server sends what its own answers queued, a few sessions at a time, and closes each cleanly.
  expect(smtp.connectionErrors).toEqual([]);
});

test('a sign-in lockout counts the guesses made on either server', async ({ page }) => {
  const signIn = async (origin: string, password: string) => {
    await page.goto(`${origin}/admin/sign-in`);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueVisitorIp() });
  for (let i = 0; i < 5; i++) {
    await signIn(servers[i % 2]!.origin, `wrong-password-${i}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail or password is incorrect');
  }
  for (const { origin } of servers) {
    await signIn(origin, ADMIN.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Too many failed attempts. Try again in 15 minutes.');
  }
});
