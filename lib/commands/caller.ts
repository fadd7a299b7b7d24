/**
 * Who is asking, as plain values, read only from what the visitor cannot forge: the address every
 * limit and quota counts (lib/http/client-address.ts), the origin the request came to (the guide
 * commands accept download links on it), the browser's name for the logs, and a way to ask for the
 * signed-in studio admin's e-mail, which only the review asks (its whitelist exempts it): the
 * session cookie is decoded then, not on every post. The doors build it (lib/doors/caller.ts); a
 * command only reads it.
 */
export interface Caller {
  ip: string;
  origin: string;
  userAgent: string;
  /** The signed-in studio admin's e-mail when the request's session cookie proves one, else null. */
  signedInAdmin(): Promise<string | null>;
}
