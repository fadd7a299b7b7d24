import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { FetchRefusedError, SiteFetchError } from './errors';
import { bareHost, PRIVATE_NETWORK, REDIRECT_REFUSED, resolveHost, urlProblem, type Lookup, type ResolvedAddress } from './url-policy';

/**
 * The connection: each hop's addresses resolved and checked by the URL policy, the socket pinned to
 * exactly those addresses (no DNS rebinding), redirects followed one checked hop at a time, and
 * socket, TLS and deadline failures turned into sentences a visitor can act on.
 */

const USER_AGENT = 'PolarisDigitalReviewBot/1.0 (+https://polarisdigital.studio/ai-feedback)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface FollowOptions {
  allowHosts: ReadonlySet<string>;
  lookup: Lookup;
  signal: AbortSignal;
  maxRedirects: number;
  headers: Record<string, string>;
  method?: 'GET' | 'HEAD';
}

/**
 * GETs `start`, following redirects: every hop's URL and resolved addresses are checked before it is
 * requested. `hop.url` tracks the hop in flight, for error messages.
 */
export async function follow(
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

/** Lower-cased header names; repeated headers joined with ', '. */
export const headerRecord = (response: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));

/** Our own errors pass through; an abort becomes the deadline message, anything else a connection error. */
export function fetchError(error: unknown, url: URL, signal: AbortSignal, timeoutMs: number | null): Error {
  if (error instanceof FetchRefusedError || error instanceof SiteFetchError) return error;
  if (signal.aborted) {
    const within = timeoutMs === null ? 'in the time we allow' : `within ${timeoutMs / 1000} seconds`;
    return new SiteFetchError(`${url.host} did not respond ${within}. Please check that the website is online and try again.`, { cause: error });
  }
  return connectionError(error, url);
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
