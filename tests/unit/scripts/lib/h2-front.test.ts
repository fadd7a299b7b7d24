/**
 * The --h2 front of the Lighthouse budget run (scripts/lib/h2-front.mjs): a browser's request over
 * HTTP/2 and TLS reaches the HTTP/1.1 server behind it with its own headers, and the server's answer
 * comes back whole, with its headers but not the hop-by-hop ones HTTP/2 forbids.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { startH2Front } from '@/scripts/lib/h2-front.mjs';

let upstream: http.Server;
let front: { origin: string; stop: () => void };
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', etag: '"abc"', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
    res.end(`page ${req.url}`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startH2Front({ port: 0, upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
});
afterAll(async () => {
  front?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const session = http2.connect(front.origin, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ':path': path, ...headers });
    const answer = await new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      let body = '';
      let answerHeaders: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => (answerHeaders = h));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ headers: answerHeaders, body }));
      stream.on('error', reject);
    });
    return { ...answer, alpn: session.alpnProtocol };
  } finally {
    session.close();
  }
}

it('answers over HTTP/2 and TLS what the server behind it answers, headers and status included', async () => {
  const answer = await get('/about?x=1', { 'accept-encoding': 'br, gzip', accept: 'image/avif' });
  expect(answer.alpn).toBe('h2');
  expect(answer.headers[':status']).toBe(200);
  expect(answer.body).toBe('page /about?x=1');
  expect(answer.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', etag: '"abc"' });
  expect(answer.headers.connection).toBeUndefined();
  expect(answer.headers['keep-alive']).toBeUndefined();
  // The browser's own headers reach the server; the host is the server's.
  expect(seen.at(-1)).toMatchObject({ 'accept-encoding': 'br, gzip', accept: 'image/avif', host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) });
  expect((await get('/missing')).headers[':status']).toBe(404);
});
