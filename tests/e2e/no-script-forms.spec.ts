import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import { outboxMessages, uniqueVisitorIp, waitForHydration } from './support/site';

/*
 * The four forms submitted before their script has run (a slow phone, a blocked script): here the
 * site's scripts are blocked outright, so nothing hydrates (the browser still runs scripts, so axe
 * can audit the pages). Each form posts to its own page (a server action), never puts a field in a
 * URL, and the page that comes back says what happened with the same messages the script shows.
 */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueVisitorIp() });
  await page.route(/\/_next\/static\/.+\.js$/, (route) => route.abort('blockedbyclient'));
});

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const GOOD_SITE = `http://127.0.0.1:${process.env.E2E_REVIEW_GOOD_PORT ?? '3212'}/`;

/** Every document request the page makes from now on, to check each form post's method and URL. */
function recordNavigations(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push(request);
  });
  return seen;
}

function expectPostsWithoutFieldsInUrls(navigations: Request[], typed: string[]) {
  expect(navigations.length).toBeGreaterThan(0);
  for (const request of navigations) {
    for (const value of typed) expect(decodeURIComponent(request.url())).not.toContain(value);
  }
  expect(navigations.some((request) => request.method() === 'POST')).toBe(true);
}

test('every form is a POST to its own page before any script runs', async ({ request }) => {
  for (const path of ['/contact', '/', '/ai-feedback', '/payment']) {
    const html = await (await request.get(path)).text();
    const forms = [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('method="dialog"'));
    expect(forms.length, path).toBeGreaterThan(0);
    for (const tag of forms) expect(tag, `${path}: ${tag}`).toMatch(/method="post"/i);
  }
});

test('contact: problems come back inline with what was typed; a valid inquiry is stored and the studio told', async ({ page }) => {
  const navigations = recordNavigations(page);
  await page.goto('/contact?utm_source=newsletter');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Company', { exact: true }).fill('Hale & Co');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Hale & Co');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-address');

  const email = uniqueEmail('noscript-contact');
  await page.getByLabel(/^Name/).fill('Dana Hale');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('We need a faster site before spring.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status')).toContainText('Thanks — we received your inquiry');
  expectPostsWithoutFieldsInUrls(navigations, [email, 'Dana Hale', 'not-an-address']);
  await expect.poll(() => outboxMessages().some((m) => m.includes('Dana Hale') && m.includes(email) && m.includes('newsletter'))).toBe(true);
  await expectNoAxeViolations(page, '/contact after a post without script');
});

test('guide card: the lead is stored, the guide e-mailed, and the page links the download', async ({ page, baseURL }) => {
  const navigations = recordNavigations(page);
  await page.goto('/lawyers');
  const card = page.getByRole('region', { name: 'Free guide' });
  await card.getByLabel('Email address').fill('nobody@');
  await card.getByRole('button', { name: 'Send Me the Guide' }).click();
  await expect(page.getByRole('region', { name: 'Free guide' }).getByText('Please enter a valid email address.')).toBeVisible();

  const email = uniqueEmail('noscript-guide');
  await page.getByRole('region', { name: 'Free guide' }).getByLabel('Email address').fill(email);
  await page.getByRole('region', { name: 'Free guide' }).getByRole('button', { name: 'Send Me the Guide' }).click();
  const sent = page.getByRole('region', { name: 'Free guide' }).getByRole('status');
  await expect(sent).toContainText('Check Your Email!');
  await expect(sent).toContainText(email);
  await expect(sent.getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/guides/lawyers-quick-wins.pdf');
  expectPostsWithoutFieldsInUrls(navigations, [email, 'nobody@']);

  const toVisitor = (m: string) => m.split(/\r?\n/).includes(`To: ${email}`);
  await expect.poll(() => outboxMessages().filter(toVisitor).length).toBe(1);
  expect(outboxMessages().find(toVisitor)!.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`href="${baseURL}/guides/lawyers-quick-wins.pdf"`);
  await expect.poll(() => outboxMessages().some((m) => m.includes('Subject: New guide lead:') && m.includes(email) && m.includes(`${baseURL}/lawyers`))).toBe(true);
});

test('free review: the spec’s field messages inline; a review opens its full report page', async ({ page }) => {
  test.slow();
  const navigations = recordNavigations(page);
  await page.goto('/ai-feedback');
  await page.getByLabel('Industry').selectOption('lawyers');
  await page.getByLabel('Focus area').fill('More calls from the contact page');
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(page.getByText('Please enter your website URL to analyze.')).toBeVisible();
  await expect(page.getByText('Please enter your email to receive the analysis.')).toBeVisible();
  await expect(page.getByLabel('Industry')).toHaveValue('lawyers');
  await expect(page.getByLabel('Focus area')).toHaveValue('More calls from the contact page');
  await expect(page.getByLabel('Website URL *')).toHaveAttribute('aria-invalid', 'true');

  const email = uniqueEmail('noscript-review');
  await page.getByLabel('Website URL *').fill(GOOD_SITE);
  await page.getByLabel('Email *').fill(email);
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await page.waitForURL(/\/review\/[\w-]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Search', { exact: true }).first()).toBeVisible();
  expectPostsWithoutFieldsInUrls(navigations, [email, GOOD_SITE]);
  await expect.poll(() => outboxMessages().some((m) => m.split(/\r?\n/).includes(`To: ${email}`))).toBe(true);

  // A site that cannot be fetched: the reason, with the typed values still there.
  await page.goto('/ai-feedback');
  await page.getByLabel('Website URL *').fill('http://192.168.1.1/');
  await page.getByLabel('Email *').fill(email);
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(page.getByRole('alert')).toContainText('Analysis Failed');
  await expect(page.getByLabel('Website URL *')).toHaveValue('http://192.168.1.1/');
});

test('payment: the chosen product’s checkout is made and linked', async ({ page }) => {
  const navigations = recordNavigations(page);
  await page.goto('/payment');
  await page.getByLabel(/1-hour consultation/).check();
  await page.getByRole('button', { name: /Pay Now/ }).click();
  const ready = page.getByRole('status').filter({ hasText: 'checkout' });
  await expect(ready).toContainText('1-hour consultation');
  const link = ready.getByRole('link', { name: /Continue to secure checkout/ });
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:3211\//);
  expect(navigations.some((request) => request.method() === 'POST')).toBe(true);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Test checkout: 1-hour consultation' })).toBeVisible();
});

test('a form posted before its script loaded comes back as a page whose scripts run (no CSP violation), and the script takes over', async ({ page }) => {
  const cspViolations = await recordCspViolations(page);
  await page.goto('/contact');
  await page.getByLabel('Email').fill('still-typing@');
  // The script arrives while the form is being sent.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('still-typing@');

  // The answer page hydrates: the next submit is the script's (inline messages, then the dialog).
  // A visitor's next tap comes after the page has been read; on a slow day hydration takes a while.
  await waitForHydration(page.getByRole('button', { name: 'Send Message' }));
  const email = uniqueEmail('late-script');
  await page.getByLabel(/^Name/).fill('Robin Late');
  await page.getByLabel('Email').fill(email);
  const apiCall = page.waitForRequest('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await apiCall).postDataJSON()).toMatchObject({ name: 'Robin Late', email });
  await expect(page.getByRole('dialog', { name: 'Thanks — we received your inquiry' })).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});

test('a form post from another site is refused and stores nothing', async ({ page, baseURL }) => {
  await page.goto('/contact');
  const email = uniqueEmail('cross-site');
  await page.getByLabel(/^Name/).fill('Mallory');
  await page.getByLabel('Email').fill(email);
  const fields = await page.locator('form[aria-labelledby]').evaluate((form) =>
    [...new FormData(form as HTMLFormElement).entries()].map(([name, value]) => [name, String(value)] as const),
  );
  const post = (origin: string) =>
    page.request.post('/contact', { headers: { origin, 'x-forwarded-for': uniqueVisitorIp() }, multipart: Object.fromEntries(fields), maxRedirects: 0 });

  const foreign = await post('https://attacker.example');
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  await page.waitForTimeout(1_000);
  expect(outboxMessages().some((m) => m.includes(email))).toBe(false);

  // The same post from the site itself is what a visitor without script sends, and it is accepted.
  const own = await post(baseURL!);
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain('Thanks — we received your inquiry');
  await expect.poll(() => outboxMessages().some((m) => m.includes(email))).toBe(true);
});
