import 'server-only';
import { adminOfCookieHeader } from '@/lib/admin/auth';
import { clientAddress } from '@/lib/server/client-address';

/**
 * Who is asking, as plain values, read only from what the visitor cannot forge: the address every
 * limit and quota counts (lib/server/client-address.ts), the origin the request came to (the guide
 * commands accept download links on it), the browser's name for the logs, and a way to ask for the
 * signed-in studio admin's e-mail, which only the review asks (its whitelist exempts it): the
 * session cookie is decoded then, not on every post. The JSON route and the form actions build it (callerOf, below); a
 * command only reads it.
 */
export interface Caller {
  ip: string;
  origin: string;
  userAgent: string;
  /** The signed-in studio admin's e-mail when the request's session cookie proves one, else null. */
  signedInAdmin(): Promise<string | null>;
}

/**
 * The caller of a request, given the origin it was addressed to, read only from what the visitor
 * cannot forge. The JSON route and the form actions build it from the same headers, so a form post and
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
