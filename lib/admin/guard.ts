import 'server-only';
import { redirect } from 'next/navigation';
import { jsonError } from '@/lib/server/json-request';
import { siteOrigins } from '@/lib/site/config';
import { currentAdmin, SIGN_IN_PATH } from './auth';
import { adminConfig } from './config';
import { SIGN_IN_REQUIRED } from './sign-in-errors';

export type AdminPageAccess = { state: 'unconfigured'; missing: string[] } | { state: 'signed-in'; email: string };

/** For every admin page: the setup notice when unconfigured, the sign-in page when signed out. */
export async function requireAdminPage(path: string): Promise<AdminPageAccess> {
  const configured = adminConfig();
  if (!configured.ok) return { state: 'unconfigured', missing: configured.missing };
  const email = await currentAdmin();
  if (!email) redirect(`${SIGN_IN_PATH}?callbackUrl=${encodeURIComponent(path)}`);
  return { state: 'signed-in', email };
}

/**
 * For every admin route handler: null when the caller is the signed-in admin (and, for a form post,
 * comes from this site), else the 401/403 to answer. Nothing about the data is in either.
 */
export async function adminRouteGuard(request: Request): Promise<Response | null> {
  if (!(await currentAdmin())) return jsonError(401, SIGN_IN_REQUIRED);
  if (request.method !== 'GET') {
    const origin = request.headers.get('origin');
    if (!origin || !siteOrigins(request.url).includes(origin)) return jsonError(403, 'Cross-site requests are not accepted.');
  }
  return null;
}
