import { parseEnv, resetEnv } from '@/lib/env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET as authRoute } from '@/app/api/auth/[...nextauth]/route';
import { adminRedirect, authOptions, authorizeAdmin, currentAdmin, SIGN_IN_LIMIT, TOO_MANY_ATTEMPTS } from '@/lib/admin/auth';
import { adminConfig } from '@/lib/admin/config';
import { clientAddress } from '@/lib/server/client-address';
import { hashPassword, verifyPassword } from '@/lib/admin/password';
import { csvCell, filterRecords, overview, pageOf, PAGE_SIZE, proofDrops, readInboxQuery, toCsv } from '@/lib/admin/records';
import { getStore, type Store } from '@/lib/store';

jest.setTimeout(30_000);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-'));
  delete (globalThis as { __studioStore?: Store }).__studioStore;
  process.env.DATA_DIR = dataDir;
  resetEnv();
});
afterEach(() => {
  delete process.env.DATA_DIR;
  resetEnv();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('admin passwords', () => {
  it('hashes with scrypt (no "$", which .env files expand) and verifies only the right password', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(/^scrypt:16384:8:1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
    expect(await verifyPassword('a long enough passworD', hash)).toBe(false);
    const key = hash.split(':')[5]!;
    const flipped = `${key.slice(0, 10)}${key[10] === 'A' ? 'B' : 'A'}${key.slice(11)}`;
    expect(await verifyPassword('a long enough password', hash.replace(key, flipped))).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
    await expect(hashPassword('short')).rejects.toThrow(/12 characters/);
  });
});

describe('admin configuration', () => {
  it('names every missing variable, and is complete only with all three', async () => {
    expect(adminConfig(parseEnv({}))).toEqual({ ok: false, missing: ['ADMIN_EMAIL', 'ADMIN_PASSWORD_HASH', 'AUTH_SECRET'] });
    expect(adminConfig(parseEnv({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD_HASH: 'plain', AUTH_SECRET: 'short' }))).toEqual({ ok: false, missing: ['ADMIN_PASSWORD_HASH', 'AUTH_SECRET'] });
    const hash = await hashPassword('a long enough password');
    expect(adminConfig(parseEnv({ ADMIN_EMAIL: ' Owner@Studio.test ', ADMIN_PASSWORD_HASH: hash, AUTH_SECRET: 'x'.repeat(32) }))).toEqual({
      ok: true,
      config: { email: 'owner@studio.test', passwordHash: hash, secret: 'x'.repeat(32) },
    });
  });
});

describe('without admin configuration', () => {
  it('has no auth options, no admin, and the next-auth endpoints answer 503', async () => {
    for (const key of ['ADMIN_EMAIL', 'ADMIN_PASSWORD_HASH', 'AUTH_SECRET']) delete process.env[key];
    resetEnv();
    expect(authOptions()).toBeNull();
    expect(await currentAdmin()).toBeNull();
    const response = await authRoute(new Request('http://localhost:3000/api/auth/session'), { params: Promise.resolve({ nextauth: ['session'] }) });
    expect(response.status).toBe(503);
  });
});

describe('adminRedirect (where sign-in may return to)', () => {
  const base = 'https://studio.example';
  it.each([
    ['a path on this site', '/admin/leads?page=2', 'https://studio.example/admin/leads?page=2'],
    ['an address on this site', 'https://studio.example/admin/reviews', 'https://studio.example/admin/reviews'],
    ['another site', 'https://evil.example/phish', 'https://studio.example/admin'],
    ['a protocol-relative address', '//evil.example/phish', 'https://studio.example/admin'],
    ['a backslash trick', '/\\evil.example', 'https://studio.example/admin'],
    ['a malformed address (next-auth answered 500)', 'http://[', 'https://studio.example/admin'],
    ['nonsense', '%E0%A4%A', 'https://studio.example/admin'],
  ])('%s', (_case, url, expected) => {
    expect(adminRedirect(url, base)).toBe(expected);
  });
});

describe('authorizeAdmin', () => {
  it('signs in the configured admin only, counts failures per address, and refuses the sixth attempt', async () => {
    const config = { email: 'owner@studio.test', passwordHash: await hashPassword('the right password'), secret: 'x'.repeat(32) };
    expect(await authorizeAdmin(config, { email: 'Owner@Studio.test', password: 'the right password' }, '203.0.113.1')).toEqual({
      id: 'admin',
      email: 'owner@studio.test',
      name: 'Studio admin',
    });
    expect(await authorizeAdmin(config, { email: 'other@studio.test', password: 'the right password' }, '203.0.113.1')).toBeNull();
    for (let i = 1; i < SIGN_IN_LIMIT.attempts; i++) {
      expect(await authorizeAdmin(config, { email: 'owner@studio.test', password: `wrong ${i}` }, '203.0.113.1')).toBeNull();
    }
    await expect(authorizeAdmin(config, { email: 'owner@studio.test', password: 'the right password' }, '203.0.113.1')).rejects.toThrow(TOO_MANY_ATTEMPTS);
    expect(await authorizeAdmin(config, { email: 'owner@studio.test', password: 'the right password' }, '203.0.113.2')).not.toBeNull();
  });

  it('checks at most SIGN_IN_LIMIT.attempts of any number of concurrent guesses from one address', async () => {
    const config = { email: 'owner@studio.test', passwordHash: await hashPassword('the right password'), secret: 'x'.repeat(32) };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => authorizeAdmin(config, { email: 'owner@studio.test', password: `guess ${i}` }, '203.0.113.9')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(SIGN_IN_LIMIT.attempts);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(30 - SIGN_IN_LIMIT.attempts);
  });
});

describe('clientAddress (whose limits a request counts against)', () => {
  const headers = (xff: string, extra: Record<string, string> = {}) => new Headers({ 'x-forwarded-for': xff, ...extra });
  it('takes the peer the server appended, never what the client wrote to its left', () => {
    expect(clientAddress(headers('6.6.6.6, 198.51.100.7'), parseEnv({}))).toBe('198.51.100.7');
    expect(clientAddress(headers('1.1.1.1, 2.2.2.2, 198.51.100.7'), parseEnv({}))).toBe('198.51.100.7');
  });
  it('with TRUSTED_PROXY_HOPS=N, takes the address the outermost trusted proxy saw', () => {
    expect(clientAddress(headers('6.6.6.6, 198.51.100.7, 10.0.0.2'), parseEnv({ TRUSTED_PROXY_HOPS: '1' }))).toBe('198.51.100.7');
    expect(clientAddress(headers('6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2'), parseEnv({ TRUSTED_PROXY_HOPS: '2' }))).toBe('198.51.100.7');
    expect(clientAddress(headers('198.51.100.7'), parseEnv({ TRUSTED_PROXY_HOPS: '3' }))).toBe('198.51.100.7');
  });
  it("on Vercel, takes the platform's own header", () => {
    expect(clientAddress(headers('6.6.6.6', { 'x-vercel-forwarded-for': '198.51.100.8' }), parseEnv({ VERCEL: '1' }))).toBe('198.51.100.8');
    expect(clientAddress(headers('6.6.6.6', { 'x-real-ip': '198.51.100.9' }), parseEnv({ VERCEL: '1' }))).toBe('198.51.100.9');
  });
  it('makes one bucket of one address whatever its spelling', () => {
    expect(clientAddress(headers('::ffff:198.51.100.7'), parseEnv({}))).toBe('198.51.100.7');
    expect(clientAddress(headers('[2001:db8::1]:443'), parseEnv({}))).toBe('2001:db8::1');
    expect(clientAddress(new Headers(), parseEnv({}))).toBe('unknown');
    expect(clientAddress({ 'x-forwarded-for': ['9.9.9.9', '198.51.100.7'] }, parseEnv({}))).toBe('198.51.100.7');
  });
});

describe('inbox records', () => {
  it('defuses spreadsheet formulas and quotes in CSV cells', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe(`"'+1 555"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell({ utm_source: 'x' })).toBe('"{""utm_source"":""x""}"');
  });

  it('filters by text, industry and dates, pages newest first, and exports what is filtered', async () => {
    const store = getStore();
    await store.addRecord('lead', { email: 'a@law.test', industry: 'lawyers', page: 'p', metadata: { fileName: 'lawyers-quick-wins.pdf' } });
    await store.addRecord('lead', { email: 'b@cpa.test', industry: 'accountants', page: 'p', metadata: { fileName: 'accountants-quick-wins.pdf' } });
    const today = new Date().toISOString().slice(0, 10);
    expect((await filterRecords(store, 'leads', { industry: 'lawyers' })).map((r) => r.data.email)).toEqual(['a@law.test']);
    expect((await filterRecords(store, 'leads', { q: 'CPA' })).map((r) => r.data.email)).toEqual(['b@cpa.test']);
    expect(await filterRecords(store, 'leads', { from: today, to: today })).toHaveLength(2);
    expect(await filterRecords(store, 'leads', { to: '2020-01-01' })).toHaveLength(0);
    const csv = toCsv('leads', await filterRecords(store, 'leads', { industry: 'accountants' }));
    expect(csv.split('\r\n')[0]).toBe('"created_at","email","industry","guide","page","id"');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain('"b@cpa.test","accountants","accountants-quick-wins.pdf"');

    expect(readInboxQuery(new URLSearchParams('q=%20x%20&from=2026-13&to=2026-11-01&page=-2'))).toEqual({ q: 'x', industry: undefined, from: undefined, to: '2026-11-01', page: 1 });
    const many = Array.from({ length: PAGE_SIZE * 2 + 1 }, (_, i) => i);
    expect(pageOf(many, 3)).toEqual({ rows: [PAGE_SIZE * 2], page: 3, pages: 3, total: PAGE_SIZE * 2 + 1 });
    expect(pageOf(many, 9).page).toBe(3);
  });

  it('counts today, 7 and 30 days per kind, with a 30-day series', async () => {
    const store = getStore();
    await store.addRecord('inquiry', { name: 'x' });
    await store.addRecord('payment', { amount: 1 });
    const data = await overview(store);
    expect(data.counts.inquiries).toEqual({ today: 1, week: 1, month: 1 });
    expect(data.counts.payments.today).toBe(1);
    expect(data.counts.leads.month).toBe(0);
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), counts: { leads: 0, inquiries: 1, reviews: 0, payments: 1 } });
  });

  it('sums the statements the review’s proof dropped this week by rule, most first, with the latest reason', async () => {
    const store = getStore();
    const proof = (dropped: { rule: string; reason: string }[]) => ({ report: { proof: { statements: 40, dropped } } });
    await store.addRecord('review', proof([{ rule: 'no-address', reason: 'an old reason' }]));
    await store.addRecord('review', proof([]));
    await store.addRecord('review', { report: {} });
    // Reviews come seconds apart; records made in the same millisecond have no order to call "latest".
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.addRecord('review', proof([
      { rule: 'no-address', reason: 'says the page has no address, but it has the address "1 Eves Drive"' },
      { rule: 'working:tel', reason: 'praise the finding no-phone-link contradicts' },
    ]));
    expect(await proofDrops(store)).toEqual({
      reviews: 4,
      statements: 120,
      dropped: 3,
      byRule: [
        { rule: 'no-address', count: 2, example: 'says the page has no address, but it has the address "1 Eves Drive"' },
        { rule: 'working:tel', count: 1, example: 'praise the finding no-phone-link contradicts' },
      ],
    });
    expect(await proofDrops(store, new Date(Date.now() + 8 * 86_400_000))).toMatchObject({ reviews: 0, dropped: 0 });
  });
});
