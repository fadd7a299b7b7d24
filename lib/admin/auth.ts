import 'server-only';
import { clientAddress } from '@/lib/server/client-address';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getToken } from 'next-auth/jwt';
import { getServerSession } from 'next-auth/next';
import { siteUrl } from '@/lib/site/config';
import { provideNextAuthUrl } from '@/lib/env';
import { logEvent } from '@/lib/server/log';
import { getStore } from '@/lib/store';
import { adminConfig, type AdminConfig } from './config';
import { verifyPassword } from './password';
import { TOO_MANY_ATTEMPTS } from './sign-in-errors';

export { TOO_MANY_ATTEMPTS };

/** Failed sign-ins per client address: the sixth within 15 minutes is refused, right password or not. */
export const SIGN_IN_LIMIT = { attempts: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_PATH = '/admin/sign-in';

provideNextAuthUrl(`${siteUrl}/api/auth`);

const failureKey = (ip: string) => `admin-sign-in-failures:${ip}`;

const requestIp = (headers: Record<string, unknown> | undefined) => clientAddress(headers);

/**
 * Checks an e-mail and password against ADMIN_EMAIL and ADMIN_PASSWORD_HASH, counting failures per
 * address in the store. Answers the admin user, null for wrong credentials, or throws
 * TOO_MANY_ATTEMPTS once the address has failed SIGN_IN_LIMIT.attempts times in the window.
 */
export async function authorizeAdmin(
  config: AdminConfig,
  credentials: { email?: string; password?: string } | undefined,
  ip: string,
): Promise<{ id: string; email: string; name: string } | null> {
  const store = getStore();
  // Increment, then decide: each attempt takes a slot before its password is checked, so of any
  // number of concurrent guesses at most SIGN_IN_LIMIT.attempts are ever checked.
  const attempt = await store.increment(failureKey(ip), SIGN_IN_LIMIT.windowSeconds);
  if (attempt > SIGN_IN_LIMIT.attempts) {
    logEvent('warn', 'admin_sign_in_limited', { ip });
    throw new Error(TOO_MANY_ATTEMPTS);
  }
  const email = credentials?.email?.trim().toLowerCase() ?? '';
  const password = credentials?.password ?? '';
  // The hash is checked even for a wrong e-mail, so both take the same time.
  const passwordOk = await verifyPassword(password, config.passwordHash);
  if (passwordOk && email === config.email) {
    // A right password gives its slot back: only failures count against the address.
    await store.increment(failureKey(ip), SIGN_IN_LIMIT.windowSeconds, -1);
    logEvent('info', 'admin_signed_in', { ip });
    return { id: 'admin', email: config.email, name: 'Studio admin' };
  }
  logEvent('warn', 'admin_sign_in_failed', { ip });
  return null;
}

/** next-auth's options for the configured admin, or null when the admin is not configured. */
export function authOptions(): NextAuthOptions | null {
  const configured = adminConfig();
  if (!configured.ok) return null;
  const { config } = configured;
  return {
    secret: config.secret,
    session: { strategy: 'jwt', maxAge: 8 * 60 * 60 },
    // Secure cookies whenever the site is served over https; always http-only (next-auth's default).
    useSecureCookies: siteUrl.startsWith('https://'),
    pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
    providers: [
      CredentialsProvider({
        name: 'Studio admin',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        authorize: (credentials, request) => authorizeAdmin(config, credentials, requestIp(request?.headers)),
      }),
    ],
    callbacks: {
      redirect: ({ url, baseUrl }) => adminRedirect(url, baseUrl),
      // Only the configured address is ever an admin, even if ADMIN_EMAIL changes under a live session.
      session: ({ session, token }) => ({ ...session, user: { email: token.email ?? null, name: 'Studio admin' } }),
    },
  };
}

/**
 * Where next-auth may send the admin after signing in or out: a path or an address on this site,
 * else the inbox. Never throws (next-auth's default parses the URL and answers 500 on a malformed one).
 */
export function adminRedirect(url: string, baseUrl: string): string {
  const base = URL.parse(baseUrl);
  if (!base) return '/admin';
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) {
    const target = URL.parse(url, base);
    if (target && target.origin === base.origin) return target.href;
  }
  const target = URL.parse(url);
  return target && target.origin === base.origin ? target.href : new URL('/admin', base).href;
}

/** A Cookie header as name → value. */
function cookieJar(header: string | null): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const value = part.slice(at + 1).trim();
    try {
      jar[part.slice(0, at).trim()] = decodeURIComponent(value);
    } catch {
      jar[part.slice(0, at).trim()] = value;
    }
  }
  return jar;
}

/**
 * The signed-in admin's e-mail from a request's Cookie header, or null (not configured, no session,
 * or another address). No cookie costs nothing: the token is only decoded when one is sent.
 */
export async function adminOfCookieHeader(cookie: string | null): Promise<string | null> {
  const configured = adminConfig();
  if (!configured.ok || !cookie) return null;
  // getToken reads a cookies object (NextRequest has one, a plain Request only its header).
  const token = await getToken({ req: { cookies: cookieJar(cookie), headers: {} } as never, secret: configured.config.secret, secureCookie: siteUrl.startsWith('https://') });
  const email = typeof token?.email === 'string' ? token.email.toLowerCase() : null;
  return email === configured.config.email ? email : null;
}

export async function currentAdmin(): Promise<string | null> {
  const options = authOptions();
  if (!options) return null;
  const session = await getServerSession(options);
  const email = session?.user?.email?.toLowerCase();
  const configured = adminConfig();
  return configured.ok && email === configured.config.email ? email : null;
}
