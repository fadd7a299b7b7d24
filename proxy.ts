import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { siteUrl } from '@/lib/config';
import { SIGN_IN_REQUIRED } from '@/lib/admin/sign-in-errors';

/**
 * Sends signed-out requests for the admin area to its sign-in page. The pages, exports and actions
 * check the session again themselves; this only keeps signed-out visitors from loading them.
 * Without admin configuration the pages explain the setup and let no one in.
 */
export async function proxy(request: NextRequest) {
  const secret = process.env.AUTH_SECRET?.trim();
  if (!secret) return NextResponse.next();
  const token = await getToken({ req: request, secret, secureCookie: siteUrl.startsWith('https://') });
  if (token?.email) return NextResponse.next();
  if (request.nextUrl.pathname.startsWith('/admin/export/') || request.method !== 'GET') {
    return NextResponse.json({ error: SIGN_IN_REQUIRED }, { status: 401 });
  }
  const signIn = new URL('/admin/sign-in', request.url);
  signIn.searchParams.set('callbackUrl', request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(signIn);
}

export const config = {
  matcher: ['/admin', '/admin/((?!sign-in).*)'],
};
