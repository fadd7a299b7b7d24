import 'server-only';
import { adminOfCookieHeader } from '@/lib/admin/auth';
import type { Caller } from '@/lib/commands/caller';
import { clientAddress } from '@/lib/http/client-address';

/**
 * The caller of a request (lib/commands/caller.ts), given the origin it was addressed to, read only
 * from what the visitor cannot forge. Both doors build it from the same headers, so a form post and
 * a fetch count as one visitor.
 */
export function callerOf(headers: Headers, origin: string): Caller {
  const cookie = headers.get('cookie');
  let admin: Promise<string | null> | undefined;
  return {
    ip: clientAddress(headers),
    origin,
    userAgent: (headers.get('user-agent') ?? '').slice(0, 200),
    signedInAdmin: () => (admin ??= adminOfCookieHeader(cookie)),
  };
}
