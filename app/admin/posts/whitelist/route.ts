import { adminRouteGuard } from '@/lib/admin/guard';
import { jsonError } from '@/lib/server/json-request';
import { logEvent } from '@/lib/server/log';
import { parseWhitelist, WHITELIST_SETTING } from '@/lib/review';
import { getStore } from '@/lib/store';

/**
 * A route handler for the settings form's post (not a server action). POST /admin/posts/whitelist (form: entries): replaces the admin's review whitelist, which adds
 * to AI_WHITELIST. Entries are e-mails or @domains, one per line or comma-separated.
 */
export async function POST(request: Request): Promise<Response> {
  const denied = await adminRouteGuard(request);
  if (denied) return denied;
  const raw = String((await request.formData().catch(() => null))?.get('entries') ?? '');
  if (raw.length > 10_000) return jsonError(400, 'entries: too long.');
  const entries = parseWhitelist(raw.replace(/\s+/g, ','));
  const invalid = entries.filter((entry) => !/^([^@\s]+)?@[a-z0-9.-]+\.[a-z]{2,}$/.test(entry));
  if (invalid.length) return jsonError(400, `entries: not an e-mail or @domain: ${invalid.slice(0, 3).join(', ')}`);
  await getStore().setSetting(WHITELIST_SETTING, [...new Set(entries)].join(','));
  logEvent('info', 'whitelist_updated', { count: entries.length });
  // A relative Location: right behind any proxy, whatever host the request came in on.
  return new Response(null, { status: 303, headers: { location: '/admin/settings?saved=1' } });
}
