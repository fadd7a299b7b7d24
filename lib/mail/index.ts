import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { studio } from '@/content/studio';
import { logEvent } from '@/lib/server/log';
import type { MailMessage } from './templates';
import { serverEnv, type Env } from '@/lib/env';

export type { MailMessage } from './templates';

export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  /** Where studio notifications go (STUDIO_INBOX, default the studio's address). */
  readonly inbox: string;
  /** Sends the message or throws; resolves with the transport's message id. */
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
}

export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox/ and its path logged, so a first `npm run dev` sends "mail" with no account.
 */
export function createMailer(env: Env = serverEnv()): Mailer {
  const from = env.MAIL_FROM ?? `${studio.name} <${studio.email}>`;
  const inbox = env.STUDIO_INBOX ?? studio.email;
  const smtpUrl = env.SMTP_URL;

  if (smtpUrl) {
    // Short time-outs: a server that accepts and never answers holds up only the delivery run (after
    // the response) for seconds, not nodemailer's 30 s greeting and 10 min socket defaults, and the
    // e-mail is retried. The URL is parsed here: given `{ url, … }`, nodemailer keeps only what the
    // URL says and drops every other option (the time-outs were silently ignored that way). Options
    // in the URL's query (`?greetingTimeout=…`) still win.
    const transport: Transporter = nodemailer.createTransport(
      { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000, ...parseConnectionUrl(smtpUrl) },
      { from },
    );
    return {
      name: 'smtp',
      inbox,
      async send(message) {
        try {
          const info = await transport.sendMail({ from, ...message });
          return { messageId: String(info.messageId) };
        } catch (error) {
          throw new MailDeliveryError(`SMTP delivery failed: ${(error as Error).message}`, { cause: error });
        }
      },
    };
  }

  if (env.VERCEL) {
    // A Vercel function's filesystem is read-only and short-lived: an outbox there would lose mail.
    return {
      name: 'outbox',
      inbox,
      send: () => Promise.reject(new MailDeliveryError('Mail is not configured: set SMTP_URL (and MAIL_FROM, STUDIO_INBOX) for this deployment.')),
    };
  }

  const outbox = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    inbox,
    async send(message) {
      try {
        const info = await transport.sendMail({ from, ...message });
        await mkdir(outbox, { recursive: true });
        const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
        await writeFile(file, info.message as Buffer);
        logEvent('info', 'mail_saved', { file, to: message.to, subject: message.subject });
        return { messageId: String(info.messageId), file };
      } catch (error) {
        throw new MailDeliveryError(`Could not write the message to ${outbox}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}

const globalMailer = globalThis as typeof globalThis & { __studioMailer?: Mailer };

export function getMailer(): Mailer {
  globalMailer.__studioMailer ??= createMailer();
  return globalMailer.__studioMailer;
}
