import { adminRouteGuard } from '@/lib/admin/guard';
import { filterRecords, inboxKinds, readInboxQuery, toCsv, type InboxList } from '@/lib/admin/records';
import { jsonError } from '@/lib/server/json-request';
import { getStore } from '@/lib/store';

type Context = { params: Promise<{ list: string }> };

/** GET /admin/export/{list}?q&industry&from&to: the filtered list as CSV, for the signed-in admin only. */
export async function GET(request: Request, context: Context): Promise<Response> {
  const denied = await adminRouteGuard(request);
  if (denied) return denied;
  const { list } = await context.params;
  if (!(list in inboxKinds)) return jsonError(404, 'No such list.');
  const records = await filterRecords(getStore(), list as InboxList, readInboxQuery(new URL(request.url).searchParams));
  return new Response(toCsv(list as InboxList, records), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${list}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
