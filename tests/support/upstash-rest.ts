import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createClient, type RedisClientType } from 'redis';

/**
 * A test-only endpoint that speaks Upstash's REST protocol in front of a real redis-server, so that
 * @vercel/kv runs unchanged against it: POST / with a JSON command array answers {result};
 * POST /pipeline and POST /multi-exec take an array of commands and answer an array of {result} or
 * {error}. With "Upstash-Encoding: base64", string results are base64-encoded, as Upstash does.
 */
export interface UpstashRest {
  url: string;
  token: string;
  close(): Promise<void>;
}

type Reply = unknown;

const encode = (value: Reply, base64: boolean): Reply => {
  if (!base64) return value;
  if (typeof value === 'string') return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map((item) => encode(item, base64));
  return value;
};

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

const asArgs = (command: unknown): string[] => {
  if (!Array.isArray(command) || command.length === 0) throw new Error('ERR command must be a non-empty array');
  return command.map((part) => (typeof part === 'string' ? part : JSON.stringify(part)));
};

export async function startUpstashRest(redisPort: number, token = 'test-token'): Promise<UpstashRest> {
  const redis: RedisClientType = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  await redis.connect();

  const run = async (command: unknown) => {
    try {
      return { result: await redis.sendCommand(asArgs(command)) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { error: 'Unauthorized' });
    const base64 = request.headers['upstash-encoding'] === 'base64';
    try {
      const body = await readJson(request);
      const path = (request.url ?? '/').split('?')[0];
      if (path === '/pipeline' || path === '/multi-exec') {
        if (!Array.isArray(body)) return send(400, { error: 'ERR body must be an array of commands' });
        let replies: { result?: Reply; error?: string }[];
        if (path === '/multi-exec') {
          const multi = redis.multi();
          for (const command of body) multi.addCommand(asArgs(command));
          const results = (await multi.exec()) as Reply[];
          replies = results.map((result) => (result instanceof Error ? { error: result.message } : { result }));
        } else {
          replies = [];
          for (const command of body) replies.push(await run(command));
        }
        return send(200, replies.map((r) => ('result' in r ? { result: encode(r.result, base64) } : r)));
      }
      const reply = await run(body);
      return send(reply.error ? 400 : 200, 'result' in reply ? { result: encode(reply.result, base64) } : reply);
    } catch (error) {
      return send(400, { error: (error as Error).message });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    token,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await redis.quit();
    },
  };
}
