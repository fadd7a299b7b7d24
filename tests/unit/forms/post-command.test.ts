/**
 * The browser's side of the JSON door (lib/forms/post-command.ts) against a real local HTTP server:
 * what it sends, and how it reads a success, a refusal with the server's sentence, an answer that
 * is not JSON, and no answer at all, without ever throwing.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postCommand } from '@/lib/forms/post-command';

let server: http.Server;
let origin: string;
let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/api/created') return res.writeHead(201, { 'content-type': 'application/json' }).end('{"success":true,"id":"abc"}');
      if (req.url === '/api/limited') return res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"Too many requests.","limit":3}');
      if (req.url === '/api/broken') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      res.writeHead(200, { 'content-type': 'application/json' }).end('[1,2]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (received = []));

// The browser resolves the path against the page; here the test server is the page's origin.
const onServer: typeof fetch = (input, init) => fetch(`${origin}${String(input)}`, init);

describe('postCommand', () => {
  it('posts the input as JSON and answers a 2xx with its body, typed', async () => {
    const answer = await postCommand<{ success: boolean; id: string }>('/api/created', { name: 'Ada', email: 'ada@example.com' }, onServer);
    expect(answer).toEqual({ ok: true, status: 201, value: { success: true, id: 'abc' } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/created', body: '{"name":"Ada","email":"ada@example.com"}' });
    expect(received[0]!.headers['content-type']).toBe('application/json');
  });

  it('answers a refusal with the server’s sentence and the rest of its body', async () => {
    expect(await postCommand('/api/limited', {}, onServer)).toEqual({ ok: false, status: 429, error: 'Too many requests.', body: { error: 'Too many requests.', limit: 3 } });
  });

  it('answers a refusal that is not JSON with its status and no sentence', async () => {
    expect(await postCommand('/api/broken', {}, onServer)).toEqual({ ok: false, status: 502, error: '', body: {} });
  });

  it('reads a 2xx whose body is not an object as an empty one', async () => {
    expect(await postCommand('/api/array', {}, onServer)).toEqual({ ok: true, status: 200, value: {} });
  });

  it('answers status 0 when no answer came, and does not throw', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere: typeof fetch = (input, init) => fetch(`http://127.0.0.1:${port}${String(input)}`, init);
    expect(await postCommand('/api/contact', {}, nowhere)).toEqual({ ok: false, status: 0, error: '', body: {} });
  });
});
