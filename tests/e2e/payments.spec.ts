import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import { outboxMessages, uniqueVisitorIp } from './support/site';

// The e2e server runs payments against a local server speaking Stripe's API (scripts/serve/e2e-server.mjs):
// its checkout URLs live on 127.0.0.1:3211, and paying there sends the signed webhook back to the site.
const CHECKOUT_URL = /^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_\w+$/;

let visitorIp = '';
test.beforeEach(async ({ page }) => {
  visitorIp = uniqueVisitorIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp });
});

/** Uses up this visitor's create-payment allowance (10 per 10 minutes), so the next try answers 429. */
async function exhaustCheckoutLimit(request: APIRequestContext) {
  for (let i = 0; i < 10; i++) {
    const response = await request.post('/api/create-payment', {
      headers: { 'x-forwarded-for': visitorIp },
      data: { amount: 29900, title: '1-hour consultation' },
    });
    expect(response.status()).toBe(200);
  }
}

const toast = (page: Page) => page.locator('[data-sonner-toast]');

test.describe('/payment', () => {
  test('offers the audit and both consultations at the stated prices, with a contact link, and passes axe', async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
    const choices = page.getByRole('group', { name: 'What are you paying for?' });
    await expect(choices.getByRole('radio', { name: /Website Conversion Audit.*\$499/ })).toBeChecked();
    await expect(choices.getByRole('radio', { name: /1-hour consultation.*\$299/ })).toBeVisible();
    await expect(choices.getByRole('radio', { name: /2-hour consultation.*\$499/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page, '/payment');
  });

  test('Pay Now opens Stripe checkout in a new tab; paying returns to the success page with the amount and e-mail, and the studio is told', async ({ page }) => {
    await page.goto('/payment');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    const checkout = await popupOpened;
    await checkout.waitForURL(CHECKOUT_URL);
    await expect(checkout.getByRole('heading', { name: 'Test checkout: Website Conversion Audit' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);

    const email = `payer-${Date.now()}@example.com`;
    await checkout.getByLabel('E-mail').fill(email);
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.waitForURL(/\/payment-success\?session_id=cs_test_\w+$/);
    await expect(checkout.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
    await expect(checkout.getByTestId('paid-summary')).toHaveText(`We received $499 for the Website Conversion Audit. Your receipt is on its way to ${email}.`);

    const sessionId = new URL(checkout.url()).searchParams.get('session_id')!;
    await expect.poll(() => outboxMessages().filter((m) => m.includes(sessionId)).length).toBe(1);
    const notice = outboxMessages().find((m) => m.includes(sessionId))!;
    expect(notice).toMatch(/^Subject: \[test\] Payment received: \$499 for Website Conversion Audit/m);
    expect(notice).toContain(`Reply-To: ${email}`);
  });

  test('charges the chosen consultation, and a double click starts one checkout', async ({ page }) => {
    await page.goto('/payment');
    await page.getByRole('radio', { name: /1-hour consultation/ }).check();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment')) calls.push(request.postData() ?? '');
    });
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^Pay Now/ }).dblclick();
    const checkout = await popupOpened;
    await checkout.waitForURL(CHECKOUT_URL);
    await expect(checkout.getByRole('heading', { name: 'Test checkout: 1-hour consultation' })).toBeVisible();
    expect(calls.map((body) => JSON.parse(body))).toEqual([{ amount: 29900, title: '1-hour consultation' }]);
    expect(page.context().pages()).toHaveLength(2);
  });

  test("shows 'Payment unavailable' with the server's message when checkout cannot start, and closes the tab it opened", async ({ page, request }) => {
    await exhaustCheckoutLimit(request);
    await page.goto('/payment');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    const blank = await popupOpened;
    await expect(toast(page)).toContainText('Payment unavailable');
    await expect(toast(page)).toContainText('Too many requests. Please wait a few minutes and try again.');
    await expect.poll(() => blank.isClosed()).toBe(true);
    await expect(page.getByRole('button', { name: /^Pay Now/ })).toBeEnabled();
  });

  test("falls back to 'Please try again later.' when the request never reaches the server", async ({ page }) => {
    await page.route('**/api/create-payment', (route) => route.abort('internetdisconnected'));
    await page.goto('/payment');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    await expect(toast(page)).toContainText('Payment unavailable');
    await expect(toast(page)).toContainText('Please try again later.');
  });

  test('canceling on the checkout page returns to /payment-canceled, which offers Try Again and contact', async ({ page }) => {
    await page.goto('/payment');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    const checkout = await popupOpened;
    await checkout.waitForURL(CHECKOUT_URL);
    await checkout.getByRole('link', { name: 'Cancel' }).click();
    await checkout.waitForURL(/\/payment-canceled$/);
    await expect(checkout.getByRole('heading', { level: 1, name: 'Payment canceled' })).toBeVisible();
    await expect(checkout.getByText('No charges were made.')).toBeVisible();
    await expect(checkout.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/payment');
    await expect(checkout.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(checkout.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(checkout, '/payment-canceled');
  });

  test('the success page without a session thanks the payer, names the receipt, links home and contact, and is noindex', async ({ page }) => {
    await page.goto('/payment-success?session_id=cs_test_doesnotexist0000');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
    await expect(page.getByText(/Stripe, our card payment provider, e-mails your receipt/)).toBeVisible();
    await expect(page.getByTestId('paid-summary')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page, '/payment-success');
  });
});

test.describe('/book and the booked visitor', () => {
  const SCHEDULER = 'https://calendly.com';
  /** A scheduler frame whose 'Confirm' button reports a booking to the parent page, as Calendly's embed does. */
  const reportingFrame = `<!doctype html><title>Scheduler</title><button onclick="parent.postMessage({ event: 'calendly.event_scheduled', payload: { event: { uri: 'https://api.calendly.com/scheduled_events/TEST' } } }, '*')">Confirm</button>`;

  test('has the external scheduling link, the 720px lazy frame with embed_domain, a link to /payment, and passes axe', async ({ page, baseURL }) => {
    await page.route(`${SCHEDULER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Scheduler</title>' }));
    await page.goto('/book');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Strategy Call' })).toBeVisible();
    const external = page.getByRole('link', { name: /Open the Scheduling Page/ });
    await expect(external).toHaveAttribute('href', /^https:\/\/calendly\.com\//);
    await expect(external).toHaveAttribute('target', '_blank');
    const frame = page.getByTestId('scheduler-frame');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(SCHEDULER);
    expect(src.searchParams.get('embed_domain')).toBe(new URL(baseURL!).host);
    expect((await frame.locator('..').boundingBox())?.height).toBe(720);
    await expect(page.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute('href', '/payment');
    await expectNoAxeViolations(page, '/book');
  });

  test('a booking reported by the scheduler’s own frame takes the visitor to /payment?booked=1, which greets them', async ({ page }) => {
    await page.route(`${SCHEDULER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: reportingFrame }));
    await page.goto('/book', { waitUntil: 'networkidle' });
    await page.frameLocator('[data-testid="scheduler-frame"]').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/payment\?booked=1$/);
    await expect(page.getByRole('status')).toContainText('You’re booked. One last step.');
    await expect(page.getByRole('status')).toContainText('Your call is on the calendar');
    await expectNoAxeViolations(page, '/payment?booked=1');
  });

  test('the page’s CSP refuses a frame from any origin but the scheduler’s', async ({ page }) => {
    await page.route(`${SCHEDULER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: reportingFrame }));
    await page.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: reportingFrame }));
    const cspViolations = await recordCspViolations(page);
    await page.goto('/book', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://evil.example/frame';
      frame.title = 'Not the scheduler';
      document.body.append(frame);
    });
    await expect.poll(cspViolations).toContain('frame-src blocked https://evil.example');
  });

  test('where no CSP applies, the same message from any other origin is still ignored; only the scheduler’s own frame moves on', async ({
    page,
  }) => {
    await page.route(`${SCHEDULER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: reportingFrame }));
    await page.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: reportingFrame }));
    // The origin check is the second line of defence: take the page's policy away to exercise it.
    await page.route('**/book', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.goto('/book', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://evil.example/frame';
      frame.title = 'Not the scheduler';
      // At the top of the content, in view: a frame below the footer needs a scroll, which brings in the slide-in card and
      // the room the footer keeps for it, and that pushes the frame back out of view, where Chromium stops painting a
      // cross-origin frame (so Playwright waited on its button's stability to the end of the test).
      document.querySelector('main')!.prepend(frame);
      window.postMessage({ event: 'calendly.event_scheduled' }, '*');
    });
    await page.frameLocator('iframe[src="https://evil.example/frame"]').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/book$/);

    await page.frameLocator('[data-testid="scheduler-frame"]').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/payment\?booked=1$/);
  });

  test('after booking, Pay Now goes to checkout in the same tab', async ({ page }) => {
    await page.goto('/payment?booked=1');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    await page.waitForURL(CHECKOUT_URL);
    expect(page.context().pages()).toHaveLength(1);
  });

  test("after booking, a checkout that cannot start shows 'Unable to start checkout' with the message", async ({ page, request }) => {
    await exhaustCheckoutLimit(request);
    await page.goto('/payment?booked=1');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    await expect(toast(page)).toContainText('Unable to start checkout');
    await expect(toast(page)).toContainText('Too many requests. Please wait a few minutes and try again.');
    await expect(page).toHaveURL(/\/payment\?booked=1$/);
  });

  test("after booking, a network failure falls back to 'Please try again or use the Payment page.'", async ({ page }) => {
    await page.route('**/api/create-payment', (route) => route.abort('internetdisconnected'));
    await page.goto('/payment?booked=1');
    await page.getByRole('button', { name: /^Pay Now/ }).click();
    await expect(toast(page)).toContainText('Unable to start checkout');
    await expect(toast(page)).toContainText('Please try again or use the Payment page.');
  });
});
