import { jsonError, jsonResponse } from '@/lib/server/json-request';
import { handleRoute } from '@/lib/server/json-route';
import { readReview } from '@/lib/review';
import { getStore } from '@/lib/store';

/**
 * GET /api/review/<id>: a stored review's report, { report }, the same object POST /api/ai-feedback
 * answered, with report.lab as it stands now (pending until the lab measurement joins it). The id is
 * the report page's unguessable one; any other answers 404. Never cached: the lab may still arrive.
 */
export function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleRoute('review-report', async () => {
    const { id } = await params;
    const record = await readReview(getStore(), id);
    if (!record) return jsonError(404, 'There is no review at this address.');
    return jsonResponse(200, { report: record.data.report });
  });
}
