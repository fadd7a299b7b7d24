import 'server-only';
import { promises as dns } from 'node:dns';
import http, { STATUS_CODES, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

export interface SafeFetchOptions {
  /** 'html' (default) for the page under review; 'text' for robots.txt and sitemap.xml. */
  kind?: 'html' | 'text';
  /** Largest body we read, after decompression; default 2 MB. */
  maxBytes?: number;
  /** One deadline for the whole operation, redirects and body included; default 10 s. */
  timeoutMs?: number;
  /** Redirects followed before giving up; default 5. */
  maxRedirects?: number;
  /** 'host:port' origins exempt from the address and port checks; default AI_FETCH_ALLOW_HOSTS, read per call. */
  allowHosts?: ReadonlySet<string> | readonly string[];
  /** Resolves a host name to all its addresses; default the system resolver. Tests inject one. */
  lookup?: (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;
}

export interface SafeResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** Lower-cased header names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: string;
  /** Body bytes read (after decompression). */
  bytes: number;
  /** From the start of the fetch to the end of the body. */
  elapsedMs: number;
  /** The URLs that answered with a redirect, in order; the chain is [...redirects, url]. */
  redirects: string[];
  /** The IP address the final response came from. */
  address: string;
}

/** The URL is not one we may fetch (scheme, port, credentials, private network). The message is shown to the visitor. */
export class FetchRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchRefusedError';
  }
}

/** The site could not be fetched (DNS, connection, timeout, size, type, status). The message is shown to the visitor. */
export class SiteFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteFetchError';
  }
}

type Kind = NonNullable<SafeFetchOptions['kind']>;
type ResolvedAddress = { address: string; family: 4 | 6 };

const USER_AGENT = 'PolarisDigitalReviewBot/1.0 (+https://polarisdigital.studio/ai-feedback)';
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;
const MAX_URL_LENGTH = 2048;
const ALLOWED_PORTS = new Set(['80', '443']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPT: Record<Kind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  text: 'text/plain,application/xml;q=0.9,text/xml;q=0.9',
};
const CONTENT_TYPES: Record<Kind, ReadonlySet<string>> = {
  html: new Set(['text/html', 'application/xhtml+xml']),
  text: new Set(['text/plain', 'application/xml', 'text/xml']),
};
/** IPv6 global unicast (2000::/3): ipaddr.js calls some other space 'unicast' too, such as IPv4-compatible ::a.b.c.d. */
const IPV6_GLOBAL = ipaddr.parseCIDR('2000::/3');

const PRIVATE_NETWORK =
  'That address points to a private or reserved network, so we cannot review it. Please enter your public website address.';
const REDIRECT_REFUSED =
  'That website redirects to an address we are not allowed to visit (a private network, an unusual port or a non-web address), so we cannot review it.';

/**
 * Parses AI_FETCH_ALLOW_HOSTS ('127.0.0.1:4567,localhost:4567') into normalised 'host:port' keys
 * ('[::1]:9000' for IPv6), the same form originKey() builds; entries without a valid port are ignored.
 */
export function parseAllowHosts(value: string | undefined): Set<string> {
  const hosts = new Set<string>();
  for (const entry of (value ?? '').split(',')) {
    const match = /^(.+):(\d{1,5})$/.exec(entry.trim());
    if (!match) continue;
    const port = Number(match[2]);
    if (port < 1 || port > 65535) continue;
    try {
      hosts.add(`${new URL(`http://${match[1]}/`).hostname}:${port}`);
    } catch {
      // Not a host name: ignore the entry rather than exempt something unintended.
    }
  }
  return hosts;
}

/** True only for a public unicast address: private, loopback, link-local, CGNAT, reserved, metadata and embedded forms are false. */
export function isPublicAddress(ip: string): boolean {
  if (isIP(ip) === 0) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns ::ffff:a.b.c.d into the IPv4 address it carries, so that is judged as IPv4.
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  if (address.range() !== 'unicast') return false;
  // NAT64, 6to4 and Teredo have their own ranges above, so they are refused whatever they embed.
  return address.kind() === 'ipv4' || (address as ipaddr.IPv6).match(IPV6_GLOBAL);
}

/**
 * Turns what the visitor typed into a URL we may fetch: trims, adds https:// to 'example.com', and
 * refuses other schemes, credentials and ports other than 80/443 (unless the origin is allow-listed).
 */
export function normaliseReviewUrl(input: string, allowHosts: ReadonlySet<string> = envAllowHosts()): URL {
  const trimmed = input.trim();
  if (!trimmed) throw new FetchRefusedError('Please enter your website address, for example example.com.');
  if (trimmed.length > MAX_URL_LENGTH) throw new FetchRefusedError('That address is too long. Please enter your website address, for example example.com.');
  // 'example.com' and 'example.com:8080' have no scheme; 'javascript:…' and 'ftp://…' do and are refused below.
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`);
  } catch {
    throw new FetchRefusedError('That does not look like a website address. Please enter something like example.com.');
  }
  const problem = urlProblem(url, allowHosts);
  if (problem) throw new FetchRefusedError(problem);
  return url;
}

/**
 * Fetches a visitor-supplied URL without letting it reach private networks: every hop is resolved
 * once, every address checked, and the connection pinned to the checked addresses (no DNS rebinding).
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const kind = options.kind ?? 'html';
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const allowHosts = options.allowHosts ? parseAllowHosts([...options.allowHosts].join(',')) : envAllowHosts();
  const lookup = options.lookup ?? systemLookup;

  const url = normaliseReviewUrl(typeof input === 'string' ? input : input.href, allowHosts);
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const hop = { url };

  try {
    const { response, url: finalUrl, redirects, address } = await follow(
      url,
      { allowHosts, lookup, signal, maxRedirects, headers: { accept: ACCEPT[kind], 'accept-encoding': 'identity' } },
      hop,
    );
    checkResponse(response, finalUrl, kind, maxBytes);
    const { body, bytes } = await readBody(response, finalUrl, maxBytes);
    // A body cut short (the deadline, a dropped connection) is not the page: never review a fragment.
    if (signal.aborted) throw new SiteFetchError(`${finalUrl.host} did not send the whole page within ${timeoutMs / 1000} seconds. Please try again, or check that the website is online.`);
    if (!response.complete) throw new SiteFetchError(`The connection to ${finalUrl.host} was interrupted before the page arrived. Please try again in a moment.`);
    return {
      url: finalUrl.href,
      status: response.statusCode ?? 0,
      headers: headerRecord(response),
      body,
      bytes,
      elapsedMs: Math.round(performance.now() - started),
      redirects,
      address,
    };
  } catch (error) {
    throw fetchError(error, hop.url, signal, timeoutMs);
  }
}

/** A file the reviewed page loads: what came over the wire, and the first bytes of what it decodes to. */
export interface ResourceResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Body bytes as sent (compressed, if the server compressed). */
  wireBytes: number;
  /** Body bytes after decompression; equal to wireBytes when uncompressed or undecodable. */
  bytes: number;
  /** Content-Encoding as sent, lower-case; 'identity' when none. */
  encoding: string;
  /** The first `keepBytes` decoded bytes (a stylesheet's text, an image's header). */
  head: Buffer;
  /** The body was longer than maxBytes and reading stopped there: the byte counts are lower bounds. */
  truncated: boolean;
  redirects: string[];
}

export interface ResourceFetchOptions extends Pick<SafeFetchOptions, 'allowHosts' | 'lookup' | 'maxRedirects'> {
  /** The review's shared deadline: every resource fetch stops when it fires. */
  signal: AbortSignal;
  /** Wire bytes read before stopping; default 6 MB. */
  maxBytes?: number;
  /** Decoded bytes kept in `head`; default 64 KB. */
  keepBytes?: number;
  accept?: string;
  /** HEAD asks for the status alone (a link check); the answer then has no body. */
  method?: 'GET' | 'HEAD';
}

/**
 * The addresses a request to `url` may connect to, under the one rule every request the review makes
 * follows (this fetcher's, and the lab browser's through lab/guard-proxy.ts): http(s) on ports 80 and
 * 443, no credentials, and every address the host resolves to public unless its exact host:port is
 * allow-listed. Throws FetchRefusedError, or SiteFetchError when the name does not resolve.
 */
export async function guardedAddresses(
  url: URL,
  options: { allowHosts: ReadonlySet<string>; lookup?: SafeFetchOptions['lookup']; signal: AbortSignal },
): Promise<ResolvedAddress[]> {
  const problem = urlProblem(url, options.allowHosts);
  if (problem) throw new FetchRefusedError(problem);
  return resolveHost(url, options.allowHosts, options.lookup ?? systemLookup, options.signal, PRIVATE_NETWORK);
}

/**
 * Fetches one file the page loads, as a browser would ask for it (compression allowed), through the
 * same guard as the page: every hop's addresses checked and pinned, ports and schemes refused. Any
 * status is an answer (a 404 is a fact about the page); only refusals and network failures throw.
 */
export async function fetchResource(input: URL, options: ResourceFetchOptions): Promise<ResourceResponse> {
  const allowHosts = options.allowHosts ? parseAllowHosts([...options.allowHosts].join(',')) : envAllowHosts();
  const maxBytes = options.maxBytes ?? 6 * 1024 * 1024;
  const keepBytes = options.keepBytes ?? 64 * 1024;
  const problem = urlProblem(input, allowHosts);
  if (problem) throw new FetchRefusedError(problem);
  const hop = { url: input };
  try {
    const { response, url, redirects } = await follow(
      input,
      {
        allowHosts,
        lookup: options.lookup ?? systemLookup,
        signal: options.signal,
        maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
        headers: { accept: options.accept ?? '*/*', 'accept-encoding': 'gzip, deflate, br' },
        method: options.method ?? 'GET',
      },
      hop,
    );
    const status = response.statusCode ?? 0;
    const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase() || 'identity';
    const base = { url: url.href, status, headers: headerRecord(response), encoding, redirects };
    if (status >= 400 || options.method === 'HEAD') {
      response.destroy();
      return { ...base, wireBytes: 0, bytes: 0, head: Buffer.alloc(0), truncated: false };
    }
    return { ...base, ...(await measureBody(response, encoding, maxBytes, keepBytes)) };
  } catch (error) {
    throw fetchError(error, hop.url, options.signal, null);
  }
}

/** Counts the body on the wire and decoded, keeping the first `keepBytes` decoded bytes. */
async function measureBody(
  response: IncomingMessage,
  encoding: string,
  maxBytes: number,
  keepBytes: number,
): Promise<Pick<ResourceResponse, 'wireBytes' | 'bytes' | 'head' | 'truncated'>> {
  const wire: Buffer[] = [];
  let wireBytes = 0;
  let truncated = false;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    wireBytes += chunk.length;
    wire.push(chunk);
    if (wireBytes > maxBytes) {
      truncated = true;
      response.destroy();
      break;
    }
  }
  const raw = Buffer.concat(wire);
  const decoder = encoding === 'identity' ? undefined : DECODERS[encoding];
  let decoded: Buffer = raw;
  if (decoder && !truncated) {
    try {
      decoded = await decodeAll(decoder(), raw, maxBytes * 20);
    } catch {
      decoded = raw;
    }
  }
  return { wireBytes, bytes: decoder && !truncated ? decoded.length : wireBytes, head: Buffer.from(decoded.subarray(0, keepBytes)), truncated };
}

/** Decompresses a whole buffer, refusing to grow past `limit` bytes (a zip bomb stops there). */
function decodeAll(decoder: Transform, input: Buffer, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    let size = 0;
    decoder.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) decoder.destroy(new Error('decoded body too large'));
      else out.push(chunk);
    });
    decoder.on('error', reject);
    decoder.on('end', () => resolve(Buffer.concat(out)));
    decoder.end(input);
  });
}

interface FollowOptions {
  allowHosts: ReadonlySet<string>;
  lookup: NonNullable<SafeFetchOptions['lookup']>;
  signal: AbortSignal;
  maxRedirects: number;
  headers: Record<string, string>;
  method?: 'GET' | 'HEAD';
}

/**
 * GETs `start`, following redirects: every hop's URL and resolved addresses are checked before it is
 * requested. `hop.url` tracks the hop in flight, for error messages.
 */
async function follow(
  start: URL,
  options: FollowOptions,
  hop: { url: URL },
): Promise<{ response: IncomingMessage; url: URL; redirects: string[]; address: string }> {
  const redirects: string[] = [];
  let url = start;
  for (;;) {
    hop.url = url;
    const addresses = await resolveHost(url, options.allowHosts, options.lookup, options.signal, redirects.length ? REDIRECT_REFUSED : PRIVATE_NETWORK);
    const { response, address } = await sendRequest(url, addresses, options.headers, options.signal, options.method);
    const location = response.headers.location;
    if (!(REDIRECT_STATUSES.has(response.statusCode ?? 0) && location)) return { response, url, redirects, address };
    response.destroy();
    if (redirects.length >= options.maxRedirects) {
      throw new SiteFetchError(`${url.host} redirected more than ${options.maxRedirects} times, so we stopped following it. Please enter the final address of your website.`);
    }
    const next = URL.parse(location, url);
    if (!next) throw new SiteFetchError(`${url.host} redirected to an address that is not valid, so we cannot review it.`);
    if (urlProblem(next, options.allowHosts)) throw new FetchRefusedError(REDIRECT_REFUSED);
    redirects.push(url.href);
    url = next;
  }
}

const headerRecord = (response: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));

/** Our own errors pass through; an abort becomes the deadline message, anything else a connection error. */
function fetchError(error: unknown, url: URL, signal: AbortSignal, timeoutMs: number | null): Error {
  if (error instanceof FetchRefusedError || error instanceof SiteFetchError) return error;
  if (signal.aborted) {
    const within = timeoutMs === null ? 'in the time we allow' : `within ${timeoutMs / 1000} seconds`;
    return new SiteFetchError(`${url.host} did not respond ${within}. Please check that the website is online and try again.`, { cause: error });
  }
  return connectionError(error, url);
}

const envAllowHosts = () => parseAllowHosts(process.env.AI_FETCH_ALLOW_HOSTS);

async function systemLookup(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/** The host without IPv6 brackets, as sockets and resolvers want it. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** 'host:port' with the scheme's default port filled in, the form parseAllowHosts() produces. */
const originKey = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/** Why the URL may not be fetched, as a visitor-facing sentence, or null; addresses are checked after resolving. */
function urlProblem(url: URL, allowHosts: ReadonlySet<string>): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'We can only review websites at http:// or https:// addresses. Please enter your website address, for example example.com.';
  }
  if (url.username || url.password) return 'Please enter your website address without a user name or password.';
  if (!url.hostname) return 'That does not look like a website address. Please enter something like example.com.';
  if (allowHosts.has(originKey(url))) return null;
  if (url.port && !ALLOWED_PORTS.has(url.port)) {
    return 'We can only review websites on the standard web ports (80 and 443). Please enter your address without a port number.';
  }
  return null;
}

/** Resolves the hop's host once and checks every address; the connection later uses exactly these. */
async function resolveHost(
  url: URL,
  allowHosts: ReadonlySet<string>,
  lookup: NonNullable<SafeFetchOptions['lookup']>,
  signal: AbortSignal,
  refusal: string,
): Promise<ResolvedAddress[]> {
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await untilAborted(lookup(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new SiteFetchError(`We could not find a website at ${url.hostname}. Please check the address.`, { cause: error });
    }
    if (addresses.length === 0) throw new SiteFetchError(`We could not find a website at ${url.hostname}. Please check the address.`);
  }
  if (!allowHosts.has(originKey(url)) && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new FetchRefusedError(refusal);
  }
  return addresses;
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One GET whose socket can only connect to the pre-checked addresses; resolves when the headers arrive. */
function sendRequest(
  url: URL,
  addresses: ResolvedAddress[],
  requestHeaders: Record<string, string>,
  signal: AbortSignal,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<{ response: IncomingMessage; address: string }> {
  const host = bareHost(url);
  // Node asks for all addresses (to try IPv6 and IPv4 in turn) or for one; either way it gets only checked ones.
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  const secure = url.protocol === 'https:';
  const requestOptions: https.RequestOptions = {
    method,
    hostname: host,
    port: url.port || (secure ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    headers: {
      host: url.host,
      'user-agent': USER_AGENT,
      // The page is asked for uncompressed, so the byte cap counts what crosses the wire (a server that
      // compresses anyway is still decoded); resources are asked for as a browser would.
      ...requestHeaders,
      connection: 'close',
    },
    // A fresh socket per hop: a pooled one could have been opened for another, differently checked, hop.
    agent: false,
    lookup: pinnedLookup,
    signal,
    // The certificate is checked against the name the visitor typed, not the address we connect to.
    ...(secure && !isIP(host) ? { servername: host } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(requestOptions, (response) => {
      resolve({ response, address: response.socket.remoteAddress ?? addresses[0]!.address });
    });
    request.on('error', reject);
    request.end();
  });
}

/** Fails on a non-2xx status, the wrong content type or a declared length over the cap, before reading the body. */
function checkResponse(response: IncomingMessage, url: URL, kind: Kind, maxBytes: number): void {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    const reason = STATUS_CODES[status];
    throw new SiteFetchError(
      `${url.host} answered with HTTP status ${status}${reason ? ` (${reason})` : ''}, so there was no page to review. Please check the address.`,
    );
  }
  const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CONTENT_TYPES[kind].has(contentType)) {
    response.destroy();
    const wanted = kind === 'html' ? 'a web page' : 'a text file';
    throw new SiteFetchError(
      `${url.host} did not return ${wanted} (it returned ${contentType || 'no content type'}), so we cannot review it. Please enter the address of a page of your website.`,
    );
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(url, maxBytes);
  }
}

const tooLarge = (url: URL, maxBytes: number) =>
  new SiteFetchError(`The page at ${url.host} is larger than ${formatBytes(maxBytes)}, which is more than we can review.`);

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${bytes} bytes`);

const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * Reads the body up to maxBytes (counted after decompression, so a small zip bomb cannot grow past it).
 * The deadline needs no handling here: the request's signal destroys the response too.
 */
async function readBody(response: IncomingMessage, url: URL, maxBytes: number): Promise<{ body: string; bytes: number }> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder = encoding === 'identity' ? undefined : DECODERS[encoding];
  if (encoding !== 'identity' && !decoder) {
    response.destroy();
    throw new SiteFetchError(`${url.host} sent its page in an encoding we cannot read (${encoding}).`);
  }

  const chunks: Buffer[] = [];
  let bytes = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw tooLarge(url, maxBytes);
      chunks.push(chunk);
    }
  };
  try {
    await (decoder ? pipeline(response, decoder(), collect) : pipeline(response, collect));
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('Z_')) {
      throw new SiteFetchError(`${url.host} sent a compressed page we could not decode.`, { cause: error });
    }
    throw error;
  }
  return { body: decodeText(Buffer.concat(chunks), response.headers['content-type']), bytes };
}

/** Decodes with the charset from Content-Type when Node's TextDecoder knows it, else UTF-8. */
function decodeText(buffer: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(buffer);
}

/** Maps socket and TLS failures to a visitor-facing SiteFetchError; the original error stays as the cause for logs. */
function connectionError(error: unknown, url: URL): SiteFetchError {
  const code = (error as { code?: string }).code ?? '';
  const host = url.host;
  let message: string;
  if (code === 'ECONNREFUSED') {
    message = `We could not connect to ${host}: the server refused the connection. Please check the address, or try again later.`;
  } else if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    message = `The connection to ${host} was interrupted before the page arrived. Please try again in a moment.`;
  } else if (/^(ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EADDRNOTAVAIL)$/.test(code)) {
    message = `We could not reach ${host}. Please check that the website is online and try again.`;
  } else if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    message = `The secure connection to ${host} failed because its certificate could not be verified. Please check your site's HTTPS setup, or enter its http:// address.`;
  } else if (code.startsWith('HPE_')) {
    message = `${host} sent a response we could not understand, so we cannot review it.`;
  } else {
    message = `We could not fetch ${host}. Please check the address, or try again later.`;
  }
  return new SiteFetchError(message, { cause: error });
}
