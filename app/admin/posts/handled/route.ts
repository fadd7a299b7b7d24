import { adminRouteGuard } from '@/lib/admin/guard';
import { jsonError } from '@/lib/server/json-request';
import { logEvent } from '@/lib/server/log';
import { getStore } from '@/lib/store';

/** A route handler for the inbox's form post (not a server action). POST /admin/posts/handled (form: id): marks an inquiry handled, then back to the list. */
export async function POST(request: Request): Promise<Response> {
  const denied = await adminRouteGuard(request);
  if (denied) return denied;
  const id = String((await request.formData().catch(() => null))?.get('id') ?? '').slice(0, 100);
  if (!id) return jsonError(400, 'id: is required.');
  const updated = await getStore().updateRecord('inquiry', id, { handled: true, handledAt: new Date().toISOString() });
  if (!updated) return jsonError(404, 'No such inquiry.');
  logEvent('info', 'inquiry_handled', { id });
  // A relative Location: right behind any proxy, whatever host the request came in on.
  return new Response(null, { status: 303, headers: { location: '/admin/inquiries' } });
}
