import * as z from 'zod';

/**
 * The server's environment, read from process.env once, checked and typed here; every other module
 * takes its values from `serverEnv()`. Every variable is optional: unset (or blank), it has the embedded
 * default design.md lists, so the site runs with none set. A value that is set but wrong stops the
 * server with the variable's name and what it must be, instead of silently meaning something else.
 *
 * The browser's two values (NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_SCHEDULER_URL) are inlined at build by
 * lib/site/config.ts, which stays free of zod for the script budget. No `server-only` here: proxy.ts reads
 * AUTH_SECRET through it; in a browser bundle process.env is empty and nothing would be revealed.
 */

/** What the environment is read from: process.env, or a test's own record. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

const blankIsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

const text = () => z.preprocess(blankIsUnset, z.string().optional());
const textOr = (fallback: string) => z.preprocess(blankIsUnset, z.string().default(fallback));
const url = () => z.preprocess(blankIsUnset, z.url({ error: 'must be an absolute URL' }).optional());
const flag = () => z.preprocess(blankIsUnset, z.string().optional()).transform(Boolean);
const wholeNumber = (fallback: number, min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(blankIsUnset, z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback));
};

const schema = z.object({
  NODE_ENV: z.preprocess(blankIsUnset, z.enum(['development', 'production', 'test']).default('development')),
  /** Set by Vercel on its deployments; VERCEL_ENV is 'preview' on preview deployments. */
  VERCEL: flag(),
  VERCEL_ENV: text(),
  /** The PATH a lab run's processes get (nothing else of the server's environment). */
  PATH: textOr('/usr/bin:/bin'),
  NEXTAUTH_URL: url(),

  DATA_DIR: textOr('.data'),
  KV_REST_API_URL: url(),
  KV_REST_API_TOKEN: text(),

  SMTP_URL: text(),
  MAIL_FROM: text(),
  STUDIO_INBOX: text(),
  CRON_SECRET: text(),

  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_BASE: url(),

  OPENAI_API_KEY: text(),
  OPENAI_BASE_URL: url(),
  AI_MODEL: textOr('gpt-4.1-mini'),
  /** The model's time budget inside a review: past it the built-in wording goes out. */
  AI_MODEL_TIMEOUT_MS: wholeNumber(8_000, 500, 60_000),
  AI_DAILY_LIMIT: wholeNumber(3, 1, 1_000_000),
  /** Reviews for everyone together per UTC day: a ceiling on outbound fetching and model spend. */
  AI_GLOBAL_DAILY_LIMIT: wholeNumber(300, 1, 1_000_000),
  AI_WHITELIST: text(),
  AI_FETCH_ALLOW_HOSTS: text(),
  TRUSTED_PROXY_HOPS: wholeNumber(0, 0, 10),

  REVIEW_LAB: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(['auto', 'psi', 'local', 'off'], { error: 'must be auto, psi, local or off' }).default('auto'),
  ),
  PAGESPEED_API_KEY: text(),
  PAGESPEED_API_URL: url(),
  CHROME_PATH: text(),
  REVIEW_LAB_UNSANDBOXED: z.preprocess(blankIsUnset, z.enum(['1', '0'], { error: 'must be 1 or unset' }).optional()).transform((value) => value === '1'),
  CSP_MANIFEST_DIR: text(),

  AUTH_SECRET: text(),
  ADMIN_EMAIL: text(),
  ADMIN_PASSWORD_HASH: text(),
});

export type Env = z.output<typeof schema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is misconfigured (see .env.example):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Checks and types `source`; throws EnvError naming every variable that is set but wrong. */
export function parseEnv(source: EnvSource): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new EnvError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    }),
  );
}

let current: Env | undefined;

/** This process's environment, parsed on first use and kept. */
export function serverEnv(): Env {
  return (current ??= parseEnv(process.env));
}

/** Forgets the parsed environment, for tests that change process.env; the next serverEnv() reads it again. */
export function resetEnv(): void {
  current = undefined;
}

/** Preview deployments must never be indexed. */
export const isPreviewDeployment = (): boolean => serverEnv().VERCEL_ENV === 'preview';

/**
 * next-auth v4 reads NEXTAUTH_URL from process.env itself and builds its callback URLs from it:
 * when unset, give it the canonical origin's auth path.
 */
export function provideNextAuthUrl(fallback: string): void {
  process.env.NEXTAUTH_URL ??= fallback;
}
