import { deliveriesSettled } from '@/lib/mail/queue';
import { reviewReport } from '@/lib/review/report/schema';
import { WHITELIST_SETTING } from '@/lib/review/quota';
import { DAILY_CEILING, type ReviewRecord } from '@/lib/review/service';
import { encode } from 'next-auth/jwt';
import { hashPassword } from '@/lib/admin/password';
import { decodeQuotedPrintable } from '../../support/smtp-server';
import { useServerEnvironment } from '../../support/server-environment';
import { sites, smtp, baseEnv, freshIp, uniqueEmail, review, read, store, useAiFeedbackEnvironment } from '../../support/ai-feedback-environment';

/**
 * POST /api/ai-feedback with the built-in reviewer: the report, its e-mails and what is stored;
 * the 400s; the daily quota and who it exempts.
 */

jest.setTimeout(60_000);

useAiFeedbackEnvironment();

describe('POST /api/ai-feedback with the built-in reviewer', () => {
  it('reviews the fetched site, answers {analysis, report, usage}, keeps the review with its facts and e-mails it', async () => {
    const email = uniqueEmail('good');
    const { status, body } = await read(await review({ website_url: sites.goodUrl, email, industry: 'lawyers', focus_area: 'more consultation requests' }));
    expect(status).toBe(200);
    expect(body.usage).toEqual({ remaining: 2, limit: 3, whitelisted: false });
    const host = new URL(sites.goodUrl).hostname;
    expect(body.analysis).toContain(`Website review: ${host}`);
    expect(body.analysis).toMatch(/Scores: Search \d+\/100/);
    // Plain text: no markdown left anywhere.
    expect(body.analysis).not.toMatch(/\*\*|^#+ /m);
    expect(reviewReport.safeParse(body.report).success).toBe(true);
    expect(body.report!.industry.name).toBe('Lawyers');
    expect(body.report!.site.title).toBe('Family Lawyers in Portland, Oregon | Harbor & Vale Law');
    // Proved before it was shown: every statement of this fixture holds, and the proof says how many it checked.
    expect(body.report!.proof).toEqual({ statements: expect.any(Number), dropped: [] });
    expect(body.report!.proof!.statements).toBeGreaterThan(body.report!.findings.length * 3);
    expect(body.reportUrl).toMatch(/^\/review\/[A-Za-z0-9_-]{32}$/);

    const [record, ...others] = await store().listRecords<ReviewRecord>('review');
    expect(others).toHaveLength(0);
    expect(record!.data).toMatchObject({ websiteUrl: sites.goodUrl, email, industry: 'lawyers', focusArea: 'more consultation requests', writer: 'builtin', analysis: body.analysis, report: body.report });
    expect(`/review/${record!.id}`).toBe(body.reportUrl);
    expect(JSON.stringify(record!.data.facts)).toContain('Harbor');
    expect(sites.hits).toEqual(expect.arrayContaining(['GET /', 'GET /robots.txt', 'GET /sitemap.xml']));

    await deliveriesSettled();
    const toVisitor = smtp.received.find((mail) => mail.to.includes(email));
    const toStudio = smtp.received.find((mail) => mail.to.includes('inbox@studio.test'));
    expect(toVisitor?.raw).toMatch(new RegExp(`^Subject: Your website review: ${host.replace(/[.]/g, '\\.')}`, 'm'));
    const mail = decodeQuotedPrintable(toVisitor!.raw);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain(`/review/${record!.id}`);
    expect(mail).toContain('/contact?utm_source=ai-feedback');
    expect(mail).not.toMatch(/\*\*|^#+ /m);
    expect(toStudio?.raw).toMatch(/^Subject: New AI review lead: /m);
    expect(toStudio?.raw).toContain(`Reply-To: ${email}`);
    const notice = decodeQuotedPrintable(toStudio!.raw);
    expect(notice).toMatch(/Search \d+ · Performance \d+/);
    expect(notice).toContain(`/admin/reviews?q=${encodeURIComponent(email)}`);
  });

  it('scores the poor site below the good one, from what each page shows', async () => {
    await review({ website_url: sites.goodUrl, email: uniqueEmail('a') });
    await review({ website_url: sites.poorUrl, email: uniqueEmail('b') });
    const [poor, good] = await store().listRecords<ReviewRecord>('review');
    expect(poor!.data.websiteUrl).toBe(sites.poorUrl);
    const total = (r: ReviewRecord) => Object.values(r.scores).reduce((a, b) => a + b, 0);
    expect(total(poor!.data)).toBeLessThan(total(good!.data) - 100);
    expect(poor!.data.analysis).toMatch(/Start with these 5:/);
    expect(poor!.data.report.findings.length).toBeGreaterThan(15);
  });

  it.each([
    ['a missing website_url', { email: 'a@example.com' }, /^website_url: Please enter your website URL to analyze\.$/],
    ['an empty website_url', { website_url: '  ', email: 'a@example.com' }, /^website_url: Please enter your website URL to analyze\.$/],
    ['a missing e-mail', { website_url: 'https://example.com' }, /^email: Please enter your email to receive the analysis\.$/],
    ['an empty e-mail', { website_url: 'https://example.com', email: '   ' }, /^email: Please enter your email to receive the analysis\.$/],
    ['a malformed e-mail', { website_url: 'https://example.com', email: 'nope' }, /^email: Please enter a valid email address\.$/],
    ['an unknown industry', { website_url: 'https://example.com', email: 'a@example.com', industry: 'astronauts' }, /^industry: /],
    ['a focus area over 500 characters', { website_url: 'https://example.com', email: 'a@example.com', focus_area: 'x'.repeat(501) }, /^focus_area: /],
  ])('answers 400 for %s without using quota', async (_case, body, message) => {
    const ip = freshIp();
    const answer = await read(await review(body, ip));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect((await read(await review({ website_url: sites.goodUrl, email: 'a@example.com' }, ip))).body.usage?.remaining).toBe(2);
  });

  it.each([
    ['a private address', 'http://10.0.0.1/', /private|reserved/i],
    ['an ftp: address', 'ftp://example.com/', /.+/],
    ['something that is not an address', 'not a website', /website address/],
    ['loopback on a port that is not allowed', 'http://127.0.0.1:9/', /private|reserved|not allowed|port/i],
    ['a redirect to the cloud metadata address', () => new URL('/to-metadata', sites.goodUrl).toString(), /private|reserved/i],
    ['a PDF instead of a page', () => new URL('/brochure.pdf', sites.goodUrl).toString(), /application\/pdf/],
    ['a missing page', () => new URL('/nowhere', sites.goodUrl).toString(), /404/],
  ])('answers 422 with the reason for %s, and gives the use back', async (_case, url, message) => {
    const email = uniqueEmail('fail');
    const ip = freshIp();
    const answer = await read(await review({ website_url: typeof url === 'function' ? url() : url, email }, ip));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(message);
    expect(await store().countRecords('review')).toBe(0);
    const after = await read(await review({ website_url: sites.goodUrl, email }, ip));
    expect(after.body.usage?.remaining).toBe(2);
  });
});

describe('the daily quota', () => {
  it('allows AI_DAILY_LIMIT reviews per e-mail, then 429 {error, limit, remaining: 0}; a fresh e-mail or address does not reset it', async () => {
    const email = uniqueEmail('quota');
    const ip = freshIp();
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) remaining.push((await read(await review({ website_url: sites.goodUrl, email }, ip))).body.usage!.remaining);
    expect(remaining).toEqual([2, 1, 0]);
    const limited = await read(await review({ website_url: sites.goodUrl, email }, ip));
    expect(limited).toEqual({ status: 429, body: { error: 'Rate limit exceeded', limit: 3, remaining: 0 } });
    expect((await review({ website_url: sites.goodUrl, email: uniqueEmail('fresh') }, ip)).status).toBe(429);
    expect((await review({ website_url: sites.goodUrl, email }, freshIp())).status).toBe(429);
    expect(await store().countRecords('review')).toBe(3);
  });

  it('follows AI_DAILY_LIMIT', async () => {
    useServerEnvironment({ ...baseEnv(), AI_DAILY_LIMIT: '1' });
    const email = uniqueEmail('one');
    expect((await read(await review({ website_url: sites.goodUrl, email }))).body.usage).toEqual({ remaining: 0, limit: 1, whitelisted: false });
    expect((await read(await review({ website_url: sites.goodUrl, email }))).body).toEqual({ error: 'Rate limit exceeded', limit: 1, remaining: 0 });
  });

  it('gives exactly 3 reviews to 50 concurrent requests for one e-mail', async () => {
    const email = uniqueEmail('burst');
    const statuses = await Promise.all(Array.from({ length: 50 }, () => review({ website_url: sites.goodUrl, email }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(47);
    expect(await store().countRecords('review')).toBe(3);
  });

  it('counts one mailbox once: +tags everywhere, and dots at Gmail', async () => {
    const ip = freshIp();
    const id = Math.random().toString(36).slice(2, 8);
    for (const email of [`jane.doe.${id}@gmail.com`, `janedoe${id}+a@gmail.com`, `Jane.Doe.${id}+b@GoogleMail.com`]) {
      expect((await review({ website_url: sites.goodUrl, email }, freshIp())).status).toBe(200);
    }
    expect((await read(await review({ website_url: sites.goodUrl, email: `j.a.n.e.d.o.e${id}@gmail.com` }, ip))).status).toBe(429);
    // Elsewhere dots name different people: first.last@ and firstlast@ are two mailboxes.
    expect((await review({ website_url: sites.goodUrl, email: `first.last.${id}@example.com` }, freshIp())).status).toBe(200);
    expect((await review({ website_url: sites.goodUrl, email: `firstlast.${id}@example.com` }, freshIp())).status).toBe(200);
  });

  it('stops every visitor at the daily ceiling (AI_GLOBAL_DAILY_LIMIT) with 503, without using their quota', async () => {
    useServerEnvironment({ ...baseEnv(), AI_GLOBAL_DAILY_LIMIT: '2' });
    expect((await review({ website_url: sites.goodUrl, email: uniqueEmail('g1') })).status).toBe(200);
    expect((await review({ website_url: sites.goodUrl, email: uniqueEmail('g2') })).status).toBe(200);
    const ip = freshIp();
    const email = uniqueEmail('g3');
    const full = await read(await review({ website_url: sites.goodUrl, email }, ip));
    expect(full).toEqual({ status: 503, body: { error: DAILY_CEILING } });
    useServerEnvironment({ ...baseEnv(), AI_GLOBAL_DAILY_LIMIT: '3' });
    expect((await read(await review({ website_url: sites.goodUrl, email }, ip))).body.usage?.remaining).toBe(2);
  });

  it('gives an anonymous visitor who types a whitelisted address or domain no more than the normal quota', async () => {
    useServerEnvironment({ ...baseEnv(), AI_WHITELIST: 'owner@example.org, @friends.test' });
    await store().setSetting(WHITELIST_SETTING, 'vip@example.com');
    for (const email of ['Owner@Example.org', `a${Date.now()}@friends.test`, 'vip@example.com']) {
      const ip = freshIp();
      const usages = [];
      for (let i = 0; i < 3; i++) {
        const answer = await read(await review({ website_url: sites.goodUrl, email: email.replace('@', `+${i}@`) }, ip));
        expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 200, error: undefined });
        usages.push(answer.body.usage);
      }
      expect(usages.map((u) => u?.whitelisted)).toEqual([false, false, false]);
      expect((await review({ website_url: sites.goodUrl, email }, ip)).status).toBe(429);
    }
  });

  it('exempts a signed-in studio admin whose address is on the whitelist (a verified address)', async () => {
    const secret = 'unit-auth-secret-0123456789abcdef0123456789';
    useServerEnvironment({
      ...baseEnv(),
      AI_WHITELIST: '@studio.test',
      ADMIN_EMAIL: 'admin@studio.test',
      ADMIN_PASSWORD_HASH: await hashPassword('unit-admin-password-1'),
      AUTH_SECRET: secret,
    });
    const token = await encode({ token: { email: 'admin@studio.test', name: 'Studio admin' }, secret });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const answer = await read(await review({ website_url: sites.goodUrl, email: 'prospect@example.com' }, ip, { cookie: `next-auth.session-token=${token}` }));
      expect(answer.status).toBe(200);
      expect(answer.body.usage).toEqual({ remaining: 3, limit: 3, whitelisted: true });
    }
    // A forged or foreign session is no verification.
    const forged = await encode({ token: { email: 'admin@studio.test' }, secret: 'another-secret-0123456789abcdef0123456789' });
    const other = await read(await review({ website_url: sites.goodUrl, email: 'prospect@example.com' }, freshIp(), { cookie: `next-auth.session-token=${forged}` }));
    expect(other.body.usage?.whitelisted).toBe(false);
  });
});
