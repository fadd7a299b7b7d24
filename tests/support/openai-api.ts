import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server speaking the part of OpenAI's HTTP API that `@ai-sdk/openai` uses by default:
// POST /v1/responses, answered with the documented Response object (one assistant message of
// output_text) or OpenAI's error JSON. Tests point `createOpenAI({ baseURL })` at it.
// Plain TypeScript with node: imports only, so Node can run it directly too.

export interface OpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  url: string;
  /** Base URL for createOpenAI / OPENAI_BASE_URL. */
  baseURL: string;
  requests: OpenAiRequest[];
  /** What the model answers (the text of its message). */
  reply: string;
  /** The next call answers this HTTP status with OpenAI's error JSON. */
  failNext(status: number, message: string): void;
  /** Every call answers this status (an outage) until set to null. */
  failAll(failure: { status: number; message: string } | null): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(reply = 'A grounded review.'): Promise<FakeOpenAi> {
  let failure: { status: number; message: string } | null = null;
  let outage: { status: number; message: string } | null = null;
  const state = { reply };
  const requests: OpenAiRequest[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${requests.length}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== 'POST' || req.url !== '/v1/responses') {
        return send(404, { error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error', param: null, code: 'unknown_url' } });
      }
      if (failure || outage) {
        const { status, message } = (failure ?? outage)!;
        failure = null;
        return send(status, { error: { message, type: 'server_error', param: null, code: 'server_error' } });
      }
      const now = Math.floor(Date.now() / 1000);
      send(200, {
        id: `resp_${requests.length}`,
        object: 'response',
        created_at: now,
        status: 'completed',
        error: null,
        incomplete_details: null,
        model: String(body.model ?? 'gpt-4.1-mini'),
        output: [
          {
            type: 'message',
            id: `msg_${requests.length}`,
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text: state.reply, annotations: [] }],
          },
        ],
        usage: {
          input_tokens: Math.ceil(raw.length / 4),
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: Math.ceil(state.reply.length / 4),
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: Math.ceil((raw.length + state.reply.length) / 4),
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseURL: `${url}/v1`,
    requests,
    get reply() {
      return state.reply;
    },
    set reply(value: string) {
      state.reply = value;
    },
    failNext: (status, message) => {
      failure = { status, message };
    },
    failAll: (value) => {
      outage = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
