import 'server-only';
import { adminOfCookieHeader } from '@/lib/admin/auth';
import { clientAddress } from '@/lib/http/client-address';

/**
 * Who is asking, as plain values, read only from what the visitor cannot forge: the address every
 * limit and quota counts (lib/http/client-address.ts), the origin the request came to (the guide
 * commands accept download links on it), the browser's name for the logs, and the signed-in studio
 * admin's e-mail when the session cookie proves one (the review's whitelist exempts it). Both doors
 * build it from the same headers, so a form post and a fetch count as one visitor.
 */
export interface Caller {
  ip: string;
  origin: string;
  userAgent: string;
  verifiedEmail: string | null;
}

/** The caller of a request, given the origin it was addressed to. */
export async function callerOf(headers: Headers, origin: string): Promise<Caller> {
  return {
    ip: clientAddress(headers),
    origin,
    userAgent: (headers.get('user-agent') ?? '').slice(0, 200),
    verifiedEmail: await adminOfCookieHeader(headers.get('cookie')),
  };
}
