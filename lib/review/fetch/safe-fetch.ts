import 'server-only';
import type { PageSnapshot } from '../html/document';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import { measureBody, readBody, tooLarge, type MeasuredBody } from './body-reader';
import { fetchError, follow, headerRecord } from './connection';
import { FetchRefusedError, SiteFetchError } from './errors';
import { allowHostsFrom, normaliseReviewUrl, systemLookup, urlProblem, type Lookup } from './url-policy';

/**
 * The guarded fetcher: the page under review (safeFetch) and the files it loads (fetchResource),
 * each through the URL policy (url-policy.ts), a pinned connection that follows checked redirects
 * (connection.ts) and a capped body reader (body-reader.ts).
 */

export interface SafeFetchOptions {
  /** 'html' (default) for the page under review; 'text' for robots.txt and sitemap.xml. */
  kind?: 'html' | 'text';
  /** Largest body we read, after decompression; default 2 MiB (2,097,152 bytes). */
  maxBytes?: number;
  /** One deadline for the whole operation, redirects and body included; default 10 s. */
  timeoutMs?: number;
  /** Redirects followed before giving up; default 5. */
  maxRedirects?: number;
  /** 'host:port' origins exempt from the address and port checks; default AI_FETCH_ALLOW_HOSTS, read per call. */
  allowHosts?: ReadonlySet<string> | readonly string[];
  /** Resolves a host name to all its addresses; default the system resolver. Tests inject one. */
  lookup?: Lookup;
  /** Answer an error status (404, 500…) as a response instead of throwing: a site's inner page that is gone is a fact, not a failure. */
  anyStatus?: boolean;
}

/** A fetched page as the html stage reads it (headers lower-cased, repeated ones joined with ', '), and where it came from. */
export interface SafeResponse extends PageSnapshot {
  /** The IP address the final response came from. */
  address: string;
}

type Kind = NonNullable<SafeFetchOptions['kind']>;

const DEFAULT_MAX_BYTES = 2_000_000;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;
const ACCEPT: Record<Kind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  text: 'text/plain,application/xml;q=0.9,text/xml;q=0.9',
};
const CONTENT_TYPES: Record<Kind, ReadonlySet<string>> = {
  html: new Set(['text/html', 'application/xhtml+xml']),
  text: new Set(['text/plain', 'application/xml', 'text/xml']),
};

/**
 * Fetches a visitor-supplied URL without letting it reach private networks: every hop is resolved
 * once, every address checked, and the connection pinned to the checked addresses (no DNS rebinding).
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const kind = options.kind ?? 'html';
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const allowHosts = allowHostsFrom(options.allowHosts);
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
    checkResponse(response, finalUrl, kind, maxBytes, options.anyStatus ?? false);
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

/** Fails on a non-2xx status, the wrong content type or a declared length over the cap, before reading the body. */
function checkResponse(response: IncomingMessage, url: URL, kind: Kind, maxBytes: number, anyStatus: boolean): void {
  const status = response.statusCode ?? 0;
  if (anyStatus && status >= 400) {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      throw tooLarge(url, maxBytes);
    }
    return;
  }
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

/** A file the reviewed page loads: what came over the wire, and the first bytes of what it decodes to. */
export interface ResourceResponse extends MeasuredBody {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Content-Encoding as sent, lower-case; 'identity' when none. */
  encoding: string;
  redirects: string[];
}

export interface ResourceFetchOptions extends Pick<SafeFetchOptions, 'allowHosts' | 'lookup' | 'maxRedirects'> {
  /** The review's shared deadline: every resource fetch stops when it fires. */
  signal: AbortSignal;
  /** Wire bytes read before stopping; default 6 MiB. */
  maxBytes?: number;
  /** Decoded bytes kept in `head`; default 64 KiB. */
  keepBytes?: number;
  accept?: string;
  /** HEAD asks for the status alone (a link check); the answer then has no body. */
  method?: 'GET' | 'HEAD';
}

/**
 * Fetches one file the page loads, as a browser would ask for it (compression allowed), through the
 * same guard as the page: every hop's addresses checked and pinned, ports and schemes refused. Any
 * status is an answer (a 404 is a fact about the page); only refusals and network failures throw.
 */
export async function fetchResource(input: URL, options: ResourceFetchOptions): Promise<ResourceResponse> {
  const allowHosts = allowHostsFrom(options.allowHosts);
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
