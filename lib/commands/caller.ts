/**
 * Who is asking, as plain values, read only from what the visitor cannot forge: the address every
 * limit and quota counts (lib/http/client-address.ts), the origin the request came to (the guide
 * commands accept download links on it), the browser's name for the logs, and the signed-in studio
 * admin's e-mail when the session cookie proves one (the review's whitelist exempts it). The doors
 * build it (lib/doors/caller.ts); a command only reads it.
 */
export interface Caller {
  ip: string;
  origin: string;
  userAgent: string;
  verifiedEmail: string | null;
}
