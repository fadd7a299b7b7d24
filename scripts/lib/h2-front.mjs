/**
 * An HTTPS front speaking HTTP/2, as a host like Vercel's edge answers a browser, in front of a
 * server speaking HTTP/1.1 (npm start): `npm run lighthouse -- --h2` audits through it, to see what
 * the protocol changes. Under Lighthouse's simulation an HTTP/1.1 page opens a TCP connection for each
 * request in flight at once, and a new one pays a handshake (one round trip, 150 ms); over HTTP/2
 * every request shares the page's one connection, which pays TLS's round trip once.
 *
 * The certificate is a throwaway self-signed one made by openssl (Debian's) in a temporary directory;
 * the browser is told to accept it (--ignore-certificate-errors). Requests and answers pass through
 * unchanged but for the hop-by-hop headers HTTP/2 forbids. For measurement only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one hop, which HTTP/2 does not carry. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host']);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'h2-front-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(`--h2 needs openssl to make its certificate (apt-get install openssl): ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on `port` (0: any free one), passing every request to `upstream` (http://host:port). Resolves to its origin and a stop(). */
export async function startH2Front({ port, upstream }) {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
    const forward = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name))));
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return { origin: `https://localhost:${server.address().port}`, stop: () => server.close() };
}
