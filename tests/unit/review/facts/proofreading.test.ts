/**
 * With a model configured, it also proofreads the page's visible text, and every note must quote the
 * page word for word: against the OpenAI stand-in (a local server speaking the Responses API)
 * answering one grounded quote and one invented one, only the grounded one reaches the answer, the
 * stored report and the e-mail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as aiFeedback } from '@/app/api/ai-feedback/route';
import { deliveriesSettled } from '@/lib/mail/queue';
import { groundedProofreading } from '@/lib/review/facts/proofreading';
import type { ReviewReport } from '@/lib/review/report/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../../../support/openai-api';
import { startReviewFixtureSites, type ReviewFixtureSites } from '../../../support/review-fixture-site';
import { decodeQuotedPrintable, startSmtp, type RunningSmtp } from '../../../support/smtp-server';
import { ipSequence, useServerEnvironment } from '../../../support/server-environment';

jest.setTimeout(60_000);

const GROUNDED = 'We return calls within one business day and send a short update every two weeks, even when nothing has moved.';
const INVENTED = 'We guarantee first place on Google for every client.';
const wording = {
  summary: 'Harbor & Vale Law has a clear page for Portland families.',
  findings: [],
  startWith: [],
  proofreading: [
    { quote: GROUNDED, problem: 'Promises a reply time the contact section does not repeat; say it in one place.' },
    { quote: INVENTED, problem: 'An unprovable ranking promise.' },
  ],
};

let sites: ReviewFixtureSites;
let smtp: RunningSmtp;
let openai: FakeOpenAi;
let dataDir: string;
const freshIp = ipSequence();

beforeAll(async () => {
  [sites, smtp, openai] = await Promise.all([startReviewFixtureSites(), startSmtp(), startFakeOpenAi(JSON.stringify(wording))]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'proofreading-'));
  useServerEnvironment({ DATA_DIR: dataDir, SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test', AI_FETCH_ALLOW_HOSTS: sites.allowHosts, OPENAI_API_KEY: 'sk-local-test', OPENAI_BASE_URL: openai.baseURL });
});
afterAll(async () => {
  await deliveriesSettled();
  await Promise.all([sites.close(), smtp.stop(), openai.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the model’s proofreading', () => {
  it('keeps only the notes whose quote is on the page, in the answer, the report and the e-mail', async () => {
    const email = `proof-${Date.now()}@harborvale.law`;
    const response = await aiFeedback(
      new Request('http://localhost:3000/api/ai-feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ website_url: sites.goodUrl, email, industry: 'lawyers' }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { analysis: string; report: ReviewReport };
    // The model was given the page's visible text to read, and today's date.
    const input = JSON.stringify(openai.requests.at(-1)!.body.input);
    expect(input).toContain('PAGE TEXT:');
    expect(input).toContain('Family law help for Portland families');
    expect(input).toMatch(/TODAY: \d{4}-\d{2}-\d{2}/);

    const proofreading = body.report.findings.find((f) => f.id === 'proofreading')!;
    // A site review names the page each note is on ("/", the submitted page).
    expect(proofreading.evidence).toEqual([`/: "${GROUNDED}": Promises a reply time the contact section does not repeat; say it in one place.`]);
    expect(JSON.stringify(body)).not.toContain(INVENTED);
    expect(body.analysis).toContain(GROUNDED);

    await deliveriesSettled();
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const sent = decodeQuotedPrintable(mail!.raw);
    expect(sent).toContain('We return calls within one business day');
    expect(sent).not.toContain('We guarantee first place');
  });

  it('drops a note whose quote joins two blocks, or that repeats what the rules already quote', () => {
    const page = ['Our office is open Monday to Friday.', 'Call us today.'];
    const cited = ['Text left from a template or a draft: "Lorem ipsum dolor"'];
    const notes = [
      { quote: 'Monday to Friday. Call us', problem: 'Glued.' },
      { quote: 'Lorem ipsum dolor', problem: 'Filler.' },
      { quote: 'Our office is open  Monday to Friday.', problem: 'Spacing differs only.' },
    ];
    const pages = [
      { path: '/', text: [...page, 'Lorem ipsum dolor'] },
      { path: '/about.html', text: ['Our office is open Monday to Friday.'] },
    ];
    expect(groundedProofreading(notes, pages, cited)).toEqual([{ quote: 'Our office is open Monday to Friday.', problem: 'Spacing differs only.', pages: ['/', '/about.html'] }]);
  });
});
