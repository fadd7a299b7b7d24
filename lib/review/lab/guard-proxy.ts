import 'server-only';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { guardedAddresses, parseAllowHosts, type Lookup } from '../fetch/url-policy';

/**
 * The network guard of a local Lighthouse run. The browser loads a stranger's page, so it is started
 * with this proxy as its only way out (`--proxy-server`, loopback included): every request it makes
 * (the page, subresources, each redirect hop, iframes, fetch/XHR, beacons, WebSocket and HTTPS
 * tunnels) reaches the proxy as a plain request or a CONNECT, and the proxy applies the fetch
 * stage's own rule (guardedAddresses in fetch/url-policy.ts): ports 80 and 443 only; the host
 * resolved here, once, and every address public unless the exact host:port is allow-listed
 * (AI_FETCH_ALLOW_HOSTS); the connection made to the address that was checked, so a DNS answer that
 * changes between look-ups changes nothing.
 */

export interface GuardProxy {
  port: number;
  /** host:port of every request refused, in order. */
  refused: string[];
  /**
   * Every plain-http address the guard answered itself (403 refused, 502 when the server beyond it
   * did not answer): a status the page's own server never gave, so the lab's facts count it as none.
   */
  answered: string[];
  close(): Promise<void>;
}

export interface GuardOptions {
  allowHosts?: ReadonlySet<string> | readonly string[];
  lookup?: Lookup;
}

/** The checked address to connect to for `target`, by the fetch stage's own rule, or null when it refuses. */
async function checkedAddress(target: URL, allowHosts: ReadonlySet<string>, lookup: GuardOptions['lookup']): Promise<string | null> {
  try {
    return (await guardedAddresses(target, { allowHosts, lookup, signal: AbortSignal.timeout(10_000) }))[0]!.address;
  } catch {
    return null;
  }
}

export async function startGuardProxy(options: GuardOptions = {}): Promise<GuardProxy> {
  const allowHosts = parseAllowHosts([...(options.allowHosts ?? [])].join(','));
  const { lookup } = options;
  const refused: string[] = [];
  const answered: string[] = [];
  const sockets = new Set<Socket | Duplex>();

  const server = http.createServer(async (req, res) => {
    const target = URL.parse(req.url ?? '');
    if (!target || target.protocol !== 'http:') {
      res.writeHead(400).end('The review’s network guard only forwards http:// requests; https goes through CONNECT.');
      return;
    }
    const port = target.port || '80';
    const address = await checkedAddress(target, allowHosts, lookup);
    if (!address) {
      refused.push(`${target.hostname}:${port}`);
      answered.push(target.href);
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Refused by the review’s network guard.');
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = http.request(
      { host: address, port: Number(port), method: req.method, path: `${target.pathname}${target.search}`, headers: { ...headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        answered.push(target.href);
        res.writeHead(502).end();
      }
      else res.destroy();
    });
    req.pipe(upstream);
  });

  // HTTPS and WebSocket traffic arrives as CONNECT host:port: checked the same way, then tunnelled.
  server.on('connect', async (req, client: Duplex, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(req.url ?? '');
    const target = match ? URL.parse(`https://${match[1]}:${match[2]}/`) : null;
    const address = target ? await checkedAddress(target, allowHosts, lookup) : null;
    if (!match || !address) {
      refused.push(req.url ?? '');
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(Number(match[2]), address, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
  });
  // A plain-http upgrade (ws:// not tunnelled) is refused: the guard does not forward raw sockets it has not checked.
  server.on('upgrade', (req, socket: Duplex) => {
    refused.push(req.url ?? '');
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    refused,
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
