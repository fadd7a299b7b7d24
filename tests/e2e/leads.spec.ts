import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { outboxMessages, uniqueVisitorIp } from './support/site';
import { recordFocusArrivals } from './support/focus-arrival';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueVisitorIp() });
});

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test.describe('guide card', () => {
  test('form → Sending... → Check Your Email!, the download starts, the lead is the spec’s record and the e-mail is sent', async ({ page, baseURL }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Free guide' });
    const email = uniqueEmail('guide');
    await card.getByLabel('Email address').fill(email);

    let releaseCapture: () => void = () => {};
    const captureHeld = new Promise<void>((resolve) => (releaseCapture = resolve));
    await page.route('**/api/capture-lead', async (route) => {
      await captureHeld;
      await route.continue();
    });
    const captureRequest = page.waitForRequest('**/api/capture-lead');
    await card.getByRole('button', { name: 'Send Me the Guide' }).click();

    const sendingButton = card.getByRole('button', { name: 'Sending...' });
    await expect(sendingButton).toBeDisabled();
    expect((await captureRequest).postDataJSON()).toEqual({
      email,
      source: 'lead_magnet',
      industry: 'professional-services',
      page: `${baseURL}/`,
      metadata: { fileName: 'professional-services-roi-playbook.pdf', downloadUrl: `${baseURL}/guides/professional-services-roi-playbook.pdf` },
    });

    const download = page.waitForEvent('download');
    releaseCapture();
    await expect(card.getByText('Check Your Email!')).toBeVisible();
    await expect(card.getByText('Download starts automatically')).toBeVisible();
    await expect(card.getByText(new RegExp(`download link .* to ${email.replace(/[.+]/g, '\\$&')}`))).toBeVisible();
    expect((await download).suggestedFilename()).toBe('professional-services-roi-playbook.pdf');

    const toVisitor = (m: string) => m.split(/\r?\n/).includes(`To: ${email}`);
    await expect.poll(() => outboxMessages().filter(toVisitor).length).toBe(1);
    const mail = decoded(outboxMessages().find(toVisitor)!);
    expect(mail).toMatch(/^Subject: Your guide: Professional Services ROI Playbook/m);
    expect(mail).toContain(`href="${baseURL}/guides/professional-services-roi-playbook.pdf"`);
    await expect.poll(() => outboxMessages().some((m) => m.includes('Subject: New guide lead:') && m.includes(email))).toBe(true);

    const pdf = await page.request.get('/guides/professional-services-roi-playbook.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an industry page sends its own guide with its industry', async ({ page, baseURL }) => {
    await page.goto('/nonprofits');
    const card = page.getByRole('region', { name: 'Free guide' });
    await card.getByLabel('Email address').fill(uniqueEmail('np'));
    const captureRequest = page.waitForRequest('**/api/capture-lead');
    const guideRequest = page.waitForRequest('**/api/send-guide');
    await card.getByRole('button', { name: 'Send Me the Guide' }).click();
    expect((await captureRequest).postDataJSON()).toMatchObject({ industry: 'nonprofits', page: `${baseURL}/nonprofits` });
    expect((await guideRequest).postDataJSON()).toMatchObject({
      industry: 'nonprofits',
      fileName: 'nonprofits-quick-wins.pdf',
      downloadUrl: `${baseURL}/guides/nonprofits-quick-wins.pdf`,
    });
    await expect(card.getByText('Check Your Email!')).toBeVisible();
  });

  test('an invalid e-mail is marked inline and nothing is sent', async ({ page }) => {
    await page.goto('/resources');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/')) posted = true;
    });
    const card = page.getByRole('region', { name: 'Free guide' }).first();
    await card.getByLabel('Email address').fill('not-an-email');
    const arrivals = await recordFocusArrivals(page);
    await card.getByRole('button', { name: 'Send Me the Guide' }).click();
    await expect(card.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(card.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByLabel('Email address')).toBeFocused();
    expect(await arrivals()).toEqual([{ name: 'email', invalid: 'true', description: 'Please enter a valid email address.' }]);
    expect(posted).toBe(false);
  });

  test('a failure keeps the form, logs, and says in one line that it did not go through', async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/send-guide', (route) => route.fulfill({ status: 502, json: { error: 'mail down' } }));
    const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Guide request failed'));
    const card = page.getByRole('region', { name: 'Free guide' });
    await card.getByLabel('Email address').fill(uniqueEmail('fail'));
    await card.getByRole('button', { name: 'Send Me the Guide' }).click();
    expect((await logged).text()).toContain('Guide request failed');
    await expect(card.getByRole('alert')).toHaveText("That didn't go through. Please try again in a moment.");
    await expect(card.getByRole('button', { name: 'Send Me the Guide' })).toBeEnabled();
    await expect(card.getByText('Check Your Email!')).toHaveCount(0);
  });
});

test.describe('/contact', () => {
  test('the page: form, Book a Call, details, lazy calendar, no sticky bar; axe clean', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Start a Conversation' })).toBeVisible();
    for (const label of ['Name *', 'Email *', 'Company', 'Website (optional)', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^Book a Call/ })).toHaveAttribute('href', /^https:\/\/calendly\.com\//);
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@polarisdigital.studio' })).toHaveAttribute('href', 'mailto:hello@polarisdigital.studio');
    const calendar = page.getByTitle('Book a strategy call: scheduling calendar');
    await page.getByRole('heading', { name: 'Or choose a time now' }).scrollIntoViewIfNeeded();
    await expect(calendar).toHaveAttribute('loading', 'lazy');
    await expect(calendar).toHaveAttribute('src', /embed_domain=localhost/);
    expect((await calendar.boundingBox())?.height).toBe(560);
    await expect(page.getByTestId('sticky-cta-bar')).toBeHidden();
    await expectNoAxeViolations(page, '/contact');
  });

  test('on a phone the calendar, far below the first screen, loads as it nears the screen, not with the page', async ({ page }) => {
    const calendarRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://calendly.com/')) calendarRequests.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await page.waitForLoadState('load');
    const placeholder = page.getByText('The booking calendar appears here.');
    const calendar = page.getByTitle('Book a strategy call: scheduling calendar');
    expect((await placeholder.boundingBox())!.y).toBeGreaterThan(2 * 844);
    await expect(calendar).toHaveCount(0);
    expect(calendarRequests).toEqual([]);
    await placeholder.scrollIntoViewIfNeeded();
    await expect(calendar).toHaveAttribute('src', /embed_domain=localhost/);
    await expect.poll(() => calendarRequests.length).toBeGreaterThan(0);
    expect((await calendar.boundingBox())?.height).toBe(480);
  });

  test('posts the inquiry with the campaign, opens the thank-you dialog, and the studio is notified', async ({ page }) => {
    await page.goto('/contact?utm_source=industry-page&utm_medium=expert-audit&utm_campaign=ai-section');
    const email = uniqueEmail('inquiry');
    await page.getByLabel('Name *', { exact: true }).fill('Dana Whitfield');
    await page.getByLabel('Email *', { exact: true }).fill(email);
    await page.getByLabel('Company', { exact: true }).fill('Whitfield & Cole <LLP>');
    await page.getByLabel('Message', { exact: true }).fill('We need a faster site.');
    const request = page.waitForRequest('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      name: 'Dana Whitfield',
      email,
      company: 'Whitfield & Cole <LLP>',
      message: 'We need a faster site.',
      company_website: '',
      utm_source: 'industry-page',
      utm_medium: 'expert-audit',
      utm_campaign: 'ai-section',
    });
    const dialog = page.getByRole('dialog', { name: 'Thanks — we received your inquiry' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('within one business day');
    await expectNoAxeViolations(page, 'the thank-you dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await expect.poll(() => outboxMessages().filter((m) => m.includes(`Reply-To: ${email}`)).length).toBe(1);
    const mail = decoded(outboxMessages().find((m) => m.includes(`Reply-To: ${email}`))!);
    expect(mail).toContain('Whitfield &amp; Cole &lt;LLP&gt;');
    expect(mail).toContain('utm_source=industry-page');
  });

  test('required fields are marked inline from the keyboard, and nothing is posted', async ({ page }) => {
    await page.goto('/contact');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/contact')) posted = true;
    });
    await page.getByLabel('Name *', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByLabel('Name *', { exact: true })).toBeFocused();
    await page.keyboard.type('Al');
    await page.keyboard.press('Tab');
    await page.keyboard.type('al@');
    const arrivals = await recordFocusArrivals(page);
    await page.getByRole('button', { name: 'Send Message' }).press('Enter');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Email *', { exact: true })).toBeFocused();
    // Focus arrives at a field already marked and described, so its error is announced with it.
    expect(await arrivals()).toEqual([{ name: 'email', invalid: 'true', description: 'Please enter a valid email address.' }]);
    expect(posted).toBe(false);
  });

  test('a filled honeypot sends nothing and opens nothing', async ({ page }) => {
    await page.goto('/contact');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/contact')) posted = true;
    });
    await page.getByLabel('Name *', { exact: true }).fill('Bot');
    await page.getByLabel('Email *', { exact: true }).fill('bot@example.com');
    await page.locator('input[name="company_website"]').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(500);
    expect(posted).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a failure says so and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: 'We cannot accept this right now.' } }));
    await page.getByLabel('Name *', { exact: true }).fill('Dana');
    await page.getByLabel('Email *', { exact: true }).fill('dana@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Keep me.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Your inquiry was not sent: We cannot accept this right now.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Keep me.');
    await expect(page.getByLabel('Name *', { exact: true })).toHaveValue('Dana');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('lead API over HTTP', () => {
  test('other methods answer 405; oversized bodies 413; other content types 415; bad JSON 400', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueVisitorIp() };
    for (const path of ['/api/capture-lead', '/api/send-guide', '/api/contact']) {
      expect((await request.get(path, { headers })).status(), `GET ${path}`).toBe(405);
      const json = { ...headers, 'content-type': 'application/json' };
      expect((await request.post(path, { headers: json, data: `"${'x'.repeat(17 * 1024)}"` })).status(), `big POST ${path}`).toBe(413);
      expect((await request.post(path, { headers: { ...headers, 'content-type': 'text/plain' }, data: '{}' })).status(), `text/plain POST ${path}`).toBe(415);
      const bad = await request.post(path, { headers: { ...headers, 'content-type': 'application/json' }, data: Buffer.from('{nope') });
      expect(bad.status()).toBe(400);
      expect((await bad.json()).error).toBe('The request body is not valid JSON.');
    }
  });
});
