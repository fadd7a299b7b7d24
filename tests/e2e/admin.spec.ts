import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import Stripe from 'stripe';
import { expectNoAxeViolations } from './support/axe';
import { PHONE, uniqueVisitorIp } from './support/site';

// scripts/serve/e2e-server.mjs configures this admin, the Stripe webhook secret and the review fixture site.
const ADMIN = { email: 'admin@studio.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123' };
const WEBHOOK_SECRET = 'whsec_e2e_local_only';
const GOOD_SITE = `http://127.0.0.1:${process.env.E2E_REVIEW_GOOD_PORT ?? '3212'}/`;
const PAGES = ['/admin', '/admin/leads', '/admin/inquiries', '/admin/reviews', '/admin/payments', '/admin/settings'];
const LISTS = ['leads', 'inquiries', 'reviews', 'payments'];

let visitorIp = '';
test.beforeEach(async ({ page }) => {
  visitorIp = uniqueVisitorIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp });
});

const tag = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function signIn(page: Page, password = ADMIN.password, email = ADMIN.email) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** One record of each kind, made through the site's public calls. */
async function seed(request: APIRequestContext, id: string) {
  const headers = { 'x-forwarded-for': uniqueVisitorIp() };
  const base = test.info().project.use.baseURL!;
  expect(
    (
      await request.post('/api/capture-lead', {
        headers,
        data: {
          email: `lead-${id}@example.com`,
          source: 'lead_magnet',
          industry: 'lawyers',
          page: `${base}/lawyers`,
          metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: `${base}/guides/lawyers-quick-wins.pdf` },
        },
      })
    ).status(),
  ).toBe(201);
  expect((await request.post('/api/contact', { headers, data: { name: `Ada ${id}`, email: `inquiry-${id}@example.com`, message: `Hello ${id}`, company_website: '' } })).status()).toBe(201);
  expect((await request.post('/api/ai-feedback', { headers, data: { website_url: GOOD_SITE, email: `review-${id}@example.com`, industry: 'lawyers' } })).status()).toBe(200);
  const payload = JSON.stringify({
    id: `evt_${id}`,
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${id.replace(/-/g, '')}`,
        object: 'checkout.session',
        amount_total: 49900,
        currency: 'usd',
        payment_status: 'paid',
        customer_details: { email: `payer-${id}@example.com`, name: 'Pat Payer' },
        metadata: { product_id: 'conversion-audit', product_title: 'Website Conversion Audit' },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect((await request.post('/api/stripe/webhook', { headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, data: payload })).status()).toBe(200);
}

test.describe('signed out', () => {
  test('every admin page redirects to sign-in, and nothing of the data is in the answer', async ({ request }) => {
    const id = tag();
    await seed(request, id);
    for (const path of PAGES) {
      const response = await request.get(path, { maxRedirects: 0, headers: { 'x-forwarded-for': uniqueVisitorIp() } });
      expect([302, 307], path).toContain(response.status());
      expect(response.headers().location, path).toContain('/admin/sign-in?callbackUrl=');
      expect(await response.text(), path).not.toContain(id);
    }
  });

  test('exports and actions answer 401 with no data', async ({ request }) => {
    const id = tag();
    await seed(request, id);
    for (const list of LISTS) {
      const response = await request.get(`/admin/export/${list}`, { maxRedirects: 0 });
      expect(response.status(), list).toBe(401);
      expect(await response.text()).not.toContain(id);
    }
    for (const action of ['/admin/posts/handled', '/admin/posts/whitelist']) {
      const response = await request.post(action, { form: { id: 'x', entries: 'a@b.co' }, maxRedirects: 0 });
      expect(response.status(), action).toBe(401);
    }
  });

  test('the sign-in page passes axe and refuses a wrong password and an unknown e-mail with one generic message', async ({ page }) => {
    await page.goto('/admin/sign-in');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page, '/admin/sign-in');
    await signIn(page, 'wrong-password-123');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail or password is incorrect');
    await signIn(page, ADMIN.password, 'someone@studio.test');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail or password is incorrect');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });

  test('the sixth attempt after five failures is refused, even with the right password', async ({ page }) => {
    for (let i = 0; i < 5; i++) {
      await signIn(page, `wrong-password-${i}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail or password is incorrect');
    }
    await signIn(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Too many failed attempts. Try again in 15 minutes.');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });
});

test.describe('signed in', () => {
  test('overview and every list show what the public calls stored; search, CSV, handled and axe', async ({ page, request }) => {
    // Seeds one of each record (a review included) and walks six pages with axe: longer than one page's test.
    test.setTimeout(60_000);
    const id = tag();
    await seed(request, id);
    await signIn(page);
    await page.waitForURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const counts = page.getByTestId('overview-counts');
    for (const title of ['Guide leads', 'Inquiries', 'AI reviews', 'Payments']) {
      const today = Number(await counts.getByRole('row', { name: new RegExp(title) }).getByRole('cell').first().textContent());
      expect(today, title).toBeGreaterThanOrEqual(1);
    }
    // This server measures reviews with the PageSpeed Insights stand-in (scripts/serve/e2e-server.mjs).
    // The seeded review was proved: the overview says how many statements the week's reviews carried, and what was dropped.
    await expect(page.getByTestId('proof-drops')).toContainText(/None of the [\d,]+ statements of \d+ reviews? was dropped|\d+ of [\d,]+ statements in \d+ reviews? did not hold/);
    await expect(page.getByTestId('lab-status')).toContainText('PageSpeed Insights measures each review’s page, without a key (the shared quota) at http://');
    await expectNoAxeViolations(page, '/admin');
    // On a phone the overview fits its width: the endpoint's long URL wraps.
    const viewport = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(viewport);

    const expectations: [string, string, string][] = [
      ['leads', `lead-${id}@example.com`, 'lawyers-quick-wins.pdf'],
      ['inquiries', `inquiry-${id}@example.com`, `Hello ${id}`],
      ['reviews', `review-${id}@example.com`, GOOD_SITE],
      ['payments', `payer-${id}@example.com`, '$499'],
    ];
    for (const [list, email, detail] of expectations) {
      await page.goto(`/admin/${list}?q=${encodeURIComponent(email)}`);
      const rows = page.getByTestId('records').locator('tbody tr');
      await expect(rows, list).toHaveCount(1);
      await expect(rows.first()).toContainText(email);
      await expect(rows.first()).toContainText(detail);
      await expectNoAxeViolations(page, `/admin/${list}`);

      const csv = await page.request.get(`/admin/export/${list}?q=${encodeURIComponent(email)}`);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines, list).toHaveLength(2);
      expect(lines[1]).toContain(email);
    }

    await page.goto(`/admin/reviews?q=${encodeURIComponent(`review-${id}@example.com`)}`);
    await page.getByText('Report and facts').click();
    await expect(page.getByRole('heading', { name: 'Facts it used' })).toBeVisible();
    await expect(page.getByTestId('records')).toContainText(/Search \d+ · Performance \d+/);
    await expect(page.getByRole('link', { name: 'Open the report the visitor received' })).toHaveAttribute('href', /^\/review\/[A-Za-z0-9_-]{32}$/);

    await page.goto(`/admin/inquiries?q=${encodeURIComponent(`inquiry-${id}@example.com`)}`);
    await page.getByRole('button', { name: /Mark handled/ }).click();
    await page.waitForURL(/\/admin\/inquiries/);
    await page.goto(`/admin/inquiries?q=${encodeURIComponent(`inquiry-${id}@example.com`)}`);
    await expect(page.getByTestId('records')).toContainText('Handled');
  });

  test('the whitelist exempts the signed-in admin (a verified address), never an address typed by someone else', async ({ page, request }) => {
    await signIn(page);
    await page.waitForURL(/\/admin$/);
    await page.goto('/admin/settings');
    await expectNoAxeViolations(page, '/admin/settings');
    const field = page.getByLabel('One e-mail or @domain per line');
    await field.fill(`${await field.inputValue()}\n${ADMIN.email}`.trim());
    await page.getByRole('button', { name: 'Save whitelist' }).click();
    await expect(page.getByRole('status')).toHaveText('Whitelist saved.');

    // The admin's session (page.request carries its cookie) reviews prospects' sites without a quota.
    const ip = uniqueVisitorIp();
    const prospect = `prospect-${tag()}@example.com`;
    for (let i = 0; i < 4; i++) {
      const response = await page.request.post('/api/ai-feedback', { headers: { 'x-forwarded-for': ip }, data: { website_url: GOOD_SITE, email: prospect } });
      expect(response.status()).toBe(200);
      expect((await response.json()).usage.whitelisted).toBe(true);
    }
    // Anyone else typing the admin's address is counted.
    const anonymous = await request.post('/api/ai-feedback', { headers: { 'x-forwarded-for': uniqueVisitorIp() }, data: { website_url: GOOD_SITE, email: ADMIN.email } });
    expect(anonymous.status()).toBe(200);
    expect((await anonymous.json()).usage).toMatchObject({ whitelisted: false, remaining: 2 });
  });

});
