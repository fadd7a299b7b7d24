import 'server-only';
import { serverEnv } from '@/lib/env';
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { FetchRefusedError, SiteFetchError } from './errors';

/**
 * The one rule every request the review makes follows (the fetcher's, and the lab browser's through
 * lab/guard-proxy.ts): which URLs may be asked for (http(s), ports 80 and 443, no credentials) and
 * which addresses may be connected to (public ones only, unless the exact host:port is allow-listed).
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to all its addresses; tests inject one instead of the system resolver. */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

const MAX_URL_LENGTH = 2048;
const ALLOWED_PORTS = new Set(['80', '443']);
/** IPv6 global unicast (2000::/3): ipaddr.js calls some other space 'unicast' too, such as IPv4-compatible ::a.b.c.d. */
const IPV6_GLOBAL = ipaddr.parseCIDR('2000::/3');

export const PRIVATE_NETWORK =
  'That address points to a private or reserved network, so we cannot review it. Please enter your public website address.';
export const REDIRECT_REFUSED =
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

const envAllowHosts = () => parseAllowHosts(serverEnv().AI_FETCH_ALLOW_HOSTS);

/** The allow-list a call was given, normalised, or else AI_FETCH_ALLOW_HOSTS, read per call. */
export const allowHostsFrom = (given: ReadonlySet<string> | readonly string[] | undefined): Set<string> =>
  given ? parseAllowHosts([...given].join(',')) : envAllowHosts();

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
 * The addresses a request to `url` may connect to, under the one rule every request the review makes
 * follows (this fetcher's, and the lab browser's through lab/guard-proxy.ts): http(s) on ports 80 and
 * 443, no credentials, and every address the host resolves to public unless its exact host:port is
 * allow-listed. Throws FetchRefusedError, or SiteFetchError when the name does not resolve.
 */
export async function guardedAddresses(
  url: URL,
  options: { allowHosts: ReadonlySet<string>; lookup?: Lookup; signal: AbortSignal },
): Promise<ResolvedAddress[]> {
  const problem = urlProblem(url, options.allowHosts);
  if (problem) throw new FetchRefusedError(problem);
  return resolveHost(url, options.allowHosts, options.lookup ?? systemLookup, options.signal, PRIVATE_NETWORK);
}

export async function systemLookup(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/** The host without IPv6 brackets, as sockets and resolvers want it. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** 'host:port' with the scheme's default port filled in, the form parseAllowHosts() produces. */
const originKey = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/** Why the URL may not be fetched, as a visitor-facing sentence, or null; addresses are checked after resolving. */
export function urlProblem(url: URL, allowHosts: ReadonlySet<string>): string | null {
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
export async function resolveHost(
  url: URL,
  allowHosts: ReadonlySet<string>,
  lookup: Lookup,
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
