import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface RunningSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Errors of client connections (a client that resets its socket), kept instead of thrown in the test's process. */
  connectionErrors: Error[];
  /** The most SMTP sessions that were open at one time. */
  peakSessions(): number;
  /** Makes the server refuse every message from now on (a mail outage). */
  refuseAll(refuse: boolean): void;
  /** Resolves once `count` messages have arrived (mail goes out after the answer); rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** A real SMTP server (the smtp-server package) on loopback that keeps what it receives. */
export async function startSmtp(): Promise<RunningSmtp> {
  const received: ReceivedMail[] = [];
  const connectionErrors: Error[] = [];
  let refusing = false;
  let open = 0;
  let peak = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Loopback clients: no reverse DNS lookup (up to 1.5 s before each greeting through this machine's resolver).
    disableReverseLookup: true,
    onConnect(_session, callback) {
      open += 1;
      peak = Math.max(peak, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) return callback(new Error('451 Mailbox temporarily unavailable'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.on('error', (error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}/?ignoreTLS=true`,
    received,
    connectionErrors,
    peakSessions: () => peak,
    refuseAll: (refuse) => {
      refusing = refuse;
    },
    waitFor: async (count, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable body part, enough to assert on what a message says. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
