import { serverEnv, type Env } from '@/lib/env';
/**
 * The visitor's network address, for every limit, quota and throttle: only what the visitor cannot
 * forge.
 *
 * - On Vercel: `x-vercel-forwarded-for`, which the platform sets itself (it also overwrites
 *   `x-forwarded-for` and `x-real-ip`, the fallbacks).
 * - Self-hosted: `npm start` (scripts/serve/start.mjs) appends the peer it accepted the connection from to
 *   `X-Forwarded-For`, as a proxy does. With TRUSTED_PROXY_HOPS = N proxies of the studio's own in
 *   front, the address is the entry N places from the right, the one the outermost trusted proxy
 *   saw; everything to its left is what the client claimed, and is ignored. With N = 0 (default) it
 *   is the peer itself.
 */
type HeaderSource = Headers | Record<string, unknown> | undefined;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, unknown>)[name];
  return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
}

/** One address as a bucket key: no port, no brackets, IPv4-mapped IPv6 as plain IPv4, lower case. */
export function normaliseAddress(value: string): string {
  let address = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') || 'unknown';
}

export function clientAddress(headers: HeaderSource, env: Env = serverEnv()): string {
  if (env.VERCEL) {
    const platform = header(headers, 'x-vercel-forwarded-for') ?? header(headers, 'x-real-ip') ?? header(headers, 'x-forwarded-for');
    const first = platform?.split(',')[0]?.trim();
    return first ? normaliseAddress(first) : 'unknown';
  }
  const chain = (header(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return 'unknown';
  // Fewer entries than trusted hops means the request skipped a proxy: take the leftmost we have.
  return normaliseAddress(chain[Math.max(0, chain.length - 1 - env.TRUSTED_PROXY_HOPS)]!);
}
