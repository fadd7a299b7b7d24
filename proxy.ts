import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { siteUrl } from '@/lib/site/config';
import { serverEnv } from '@/lib/env';
import { SIGN_IN_REQUIRED } from '@/lib/admin/sign-in-errors';
import { contentSecurityPolicy } from '@/lib/server/content-security-policy';

/**
 * Sends signed-out requests for the admin area to its sign-in page. The pages, exports and form posts
 * check the session again themselves; this only keeps signed-out visitors from loading them.
 * Without admin configuration the pages explain the setup and let no one in.
 */
async function adminGate(request: NextRequest): Promise<NextResponse | null> {
  const secret = serverEnv().AUTH_SECRET;
  if (!secret) return null;
  const token = await getToken({ req: request, secret, secureCookie: siteUrl.startsWith('https://') });
  if (token?.email) return null;
  if (request.nextUrl.pathname.startsWith('/admin/export/') || request.method !== 'GET') {
    return NextResponse.json({ error: SIGN_IN_REQUIRED }, { status: 401 });
  }
  const signIn = new URL('/admin/sign-in', request.url);
  signIn.searchParams.set('callbackUrl', request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(signIn);
}

const isGatedAdminPath = (pathname: string) =>
  (pathname === '/admin' || pathname.startsWith('/admin/')) && !pathname.startsWith('/admin/sign-in');

/** Every response gets its Content-Security-Policy here (lib/server/content-security-policy.ts); admin pages their gate. */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const csp = contentSecurityPolicy(pathname, undefined, request.method);
  const gated = isGatedAdminPath(pathname) ? await adminGate(request) : null;
  let response: NextResponse;
  if (gated) {
    response = gated;
  } else if (csp.kind === 'rendered') {
    // Next reads the nonce from the request's policy and puts it on the scripts it renders.
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', csp.policy);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  response.headers.set('Content-Security-Policy', csp.policy);
  return response;
}

export const config = {
  // Not the build's own hashed files, the pictures' built variants, nor the API: next.config.ts
  // gives them the resource policy.
  // (A request through the proxy has its body buffered, up to 10 MB, before the route's 16 KiB
  // check could refuse it.)
  matcher: ['/((?!_next/static/|_next/image|api/|img/).*)'],
};
