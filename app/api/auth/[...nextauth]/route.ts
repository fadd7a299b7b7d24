import NextAuth from 'next-auth';
import { authOptions } from '@/lib/admin/auth';
import { jsonError } from '@/lib/server/json-request';

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's endpoints (sign-in, CSRF, session, sign-out); 503 while the admin is not configured. */
async function handle(request: Request, context: Context): Promise<Response> {
  const options = authOptions();
  if (!options) return jsonError(503, 'The admin sign-in is not configured.');
  return NextAuth(options)(request, context);
}

export { handle as GET, handle as POST };
