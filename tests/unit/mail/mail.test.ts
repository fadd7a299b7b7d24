import { parseEnv } from '@/lib/env';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer, MailDeliveryError } from '@/lib/mail';
import { guideEmail, newInquiryNotification, newLeadNotification } from '@/lib/mail/templates';
import { reviewEmail } from '@/lib/review/render/email';
import type { ReviewReport } from '@/lib/review/report/schema';
import { headerText } from '@/lib/mail/header-text';
import { escapeHtml } from '@/lib/ui/escape-html';
import { decodeQuotedPrintable, startSmtp, type RunningSmtp } from '../../support/smtp-server';

jest.setTimeout(20_000);

let smtp: RunningSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.refuseAll(false);
});

const body = (raw: string) => decodeQuotedPrintable(raw);
/** The decoded HTML part of a raw message. */
const htmlPart = (raw: string) => decodeQuotedPrintable(raw.split(/Content-Type: text\/html[^\n]*\n/)[1] ?? '');

describe('SMTP delivery (a real smtp-server on loopback)', () => {
  it('sends the guide e-mail with HTML and text parts, from MAIL_FROM', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Studio <studio@example.com>' }));
    expect(mailer.name).toBe('smtp');
    await mailer.send(guideEmail({ to: 'visitor@example.com', title: 'Website Quick Wins for Law Firms', downloadUrl: 'http://localhost:3000/guides/lawyers-quick-wins.pdf' }));
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('studio@example.com');
    expect(mail?.to).toEqual(['visitor@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Your guide: Website Quick Wins for Law Firms/m);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(body(mail!.raw)).toContain('href="http://localhost:3000/guides/lawyers-quick-wins.pdf"');
    expect(body(mail!.raw)).toContain('Download it here: http://localhost:3000/guides/lawyers-quick-wins.pdf');
  });

  it('sends studio notifications to STUDIO_INBOX with the visitor as Reply-To, escaping their text', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test' }));
    await mailer.send(
      newInquiryNotification(mailer.inbox, {
        id: 'abc',
        name: 'Eve <script>alert(1)</script>',
        email: 'eve@example.com',
        company: 'Acme & Sons',
        message: 'Hi <b>there</b>\nSecond line',
        utm: { utm_source: 'industry-page' },
      }),
    );
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['inbox@studio.test']);
    expect(mail?.raw).toMatch(/^Reply-To: eve@example\.com/m);
    const decoded = htmlPart(mail!.raw);
    expect(decoded).toContain('<table>');
    expect(decoded).not.toContain('<script>');
    expect(decoded).not.toContain('<b>');
    expect(decoded).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(decoded).toContain('Acme &amp; Sons');
    expect(decoded).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
    expect(decoded).toContain('utm_source=industry-page');
  });

  it('keeps header injection out of the subject', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test' }));
    await mailer.send(newInquiryNotification(mailer.inbox, { id: 'x', name: 'Mallory\r\nBcc: victim@example.com', email: 'm@example.com', utm: {} }));
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['inbox@studio.test']);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Subject: New inquiry from Mallory Bcc: victim@example\.com/m);
  });

  it('sends the lead notification and the review e-mail, with site text escaped and no markdown', async () => {
    const report: ReviewReport = {
      version: 1,
      site: { url: 'https://example.com/', host: 'example.com', title: 'Acme <blink> & Co', h1: null },
      industry: { slug: 'lawyers', name: 'Lawyers' },
      writer: 'builtin',
      summary: 'We loaded "Acme <blink> & Co" as a phone would.',
      scores: { search: 80, performance: 40, accessibility: 100, conversion: 90, trust: 60 },
      findings: [
        { id: 'images-without-alt', area: 'accessibility', severity: 'high', title: 'Describe your images', evidence: ['2 of 3 images have no alt attribute', 'e.g. /img/<x>.png'], advice: 'Add alt text.', why: 'Screen readers.' },
      ],
      startWith: ['images-without-alt'],
      working: ['Served over HTTPS.'],
      focus: null,
      measurements: { totalBytes: 2_600_000, requests: 6, byType: {}, heaviest: [], renderBlocking: 1, thirdPartyBytes: 0, brokenFiles: 0, estimatedFirstPaintMs: 2400, estimatedLargestPaintMs: 9100, responseMs: 20, notMeasured: 0 },
    };
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test' }));
    await mailer.send(newLeadNotification(mailer.inbox, { id: 'l1', email: 'a@example.com', industry: 'lawyers', page: 'http://x/lawyers', fileName: 'lawyers-quick-wins.pdf' }));
    await mailer.send(reviewEmail('a@example.com', report, { reportUrl: 'https://studio.example/review/abc', bookUrl: 'https://studio.example/contact' }));
    expect(smtp.received.map((m) => m.to[0])).toEqual(['inbox@studio.test', 'a@example.com']);
    const mail = body(smtp.received[1]!.raw);
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain('Acme &lt;blink&gt; &amp; Co');
    expect(html).not.toContain('<blink>');
    expect(mail).toContain('e.g. /img/&lt;x&gt;.png');
    expect(mail).toContain('href="https://studio.example/contact"');
    expect(mail).toContain('href="https://studio.example/review/abc"');
    expect(mail).toContain('Book a free strategy call');
    expect(mail).toMatch(/<table role="presentation"/);
    expect(html).not.toMatch(/<style|<script|class=/);
    // The plain-text part carries the same report and both links, without markup.
    expect(mail).toContain('Start with these 1:');
    expect(mail).toContain('Open the full report: https://studio.example/review/abc');
    expect(mail).not.toMatch(/\*\*|^#+ /m);
  });

  it('throws MailDeliveryError when the server refuses', async () => {
    smtp.refuseAll(true);
    const mailer = createMailer(parseEnv({ SMTP_URL: smtp.url }));
    await expect(mailer.send(guideEmail({ to: 'v@example.com', title: 'T', downloadUrl: 'http://x/y.pdf' }))).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('throws MailDeliveryError when the server is down', async () => {
    const mailer = createMailer(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:9/?ignoreTLS=true' }));
    await expect(mailer.send(guideEmail({ to: 'v@example.com', title: 'T', downloadUrl: 'http://x/y.pdf' }))).rejects.toBeInstanceOf(MailDeliveryError);
  });
});

describe('the outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer(parseEnv({ DATA_DIR: dir }));
      expect(mailer.name).toBe('outbox');
      const { file } = await mailer.send(guideEmail({ to: 'v@example.com', title: 'A Guide', downloadUrl: 'http://localhost:3000/guides/a.pdf' }));
      expect(readdirSync(path.join(dir, 'outbox'))).toEqual([path.basename(file!)]);
      const raw = readFileSync(file!, 'utf8');
      expect(raw).toMatch(/^To: v@example\.com/m);
      expect(raw).toMatch(/^Subject: Your guide: A Guide/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses on Vercel without SMTP_URL, naming the variable', async () => {
    const mailer = createMailer(parseEnv({ VERCEL: '1' }));
    await expect(mailer.send(guideEmail({ to: 'v@example.com', title: 'T', downloadUrl: 'http://x/y.pdf' }))).rejects.toThrow(/SMTP_URL/);
  });
});

describe('escaping helpers', () => {
  it('escapes HTML and flattens header text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(headerText('a\r\nb\tc\u2028d')).toBe('a b c d');
    expect(headerText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
