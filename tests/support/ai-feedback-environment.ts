import { parseEnv } from '@/lib/env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as aiFeedback } from '@/app/api/ai-feedback/route';
import { deliveriesSettled } from '@/lib/mail/queue';
import type { ReviewReport } from '@/lib/review/report/schema';
import { createStore } from '@/lib/store';
import { startFakeOpenAi, type FakeOpenAi } from './openai-api';
import { startReviewFixtureSites, type ReviewFixtureSites } from './review-fixture-site';
import { ipSequence, useServerEnvironment } from './server-environment';
import { startSmtp, type RunningSmtp } from './smtp-server';

/**
 * POST /api/ai-feedback as the route runs it, for the tests of the free review
 * (tests/unit/review/api.test.ts and writers/model.test.ts): the fixture sites, a real SMTP server, a local server speaking
 * OpenAI's API, a fresh store per test, and the server's environment pointing at them. Call
 * useAiFeedbackEnvironment() once at the top of a test file; the bindings below are live.
 */

const ORIGIN = 'http://localhost:3000';
export let sites: ReviewFixtureSites;
export let smtp: RunningSmtp;
export let openai: FakeOpenAi;
let dataDir: string;

export const baseEnv = () => ({ DATA_DIR: dataDir, SMTP_URL: smtp.url, STUDIO_INBOX: 'inbox@studio.test', AI_FETCH_ALLOW_HOSTS: sites.allowHosts });
export const freshIp = ipSequence();
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Posts a review request as a visitor at `ip` would. */
export function review(body: Record<string, unknown>, ip = freshIp(), headers: Record<string, string> = {}) {
  return aiFeedback(
    new Request(`${ORIGIN}/api/ai-feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export type Answer = { analysis?: string; report?: ReviewReport; reportUrl?: string; usage?: { remaining: number; limit: number; whitelisted: boolean }; error?: string; limit?: number; remaining?: number };
export const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as Answer });
/** The test's store, as the route sees it. */
export const store = () => createStore(parseEnv({ DATA_DIR: dataDir }));

export function useAiFeedbackEnvironment(): void {
  beforeAll(async () => {
    [sites, smtp, openai] = await Promise.all([startReviewFixtureSites(), startSmtp(), startFakeOpenAi()]);
  });
  afterAll(async () => {
    await Promise.all([sites.close(), smtp.stop(), openai.close()]);
  });
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ai-feedback-'));
    smtp.received.length = 0;
    openai.requests.length = 0;
    useServerEnvironment(baseEnv());
  });
  afterEach(async () => {
    await deliveriesSettled();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
