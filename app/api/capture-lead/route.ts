import { captureGuideLead } from '@/lib/leads/commands';
import { jsonCommand } from '@/lib/server/json-route';

/** POST /api/capture-lead: stores a guide lead durably before answering 201 {ok, id}. */
export const POST = jsonCommand('capture-lead', captureGuideLead, ({ id }) => [201, { ok: true, id }]);
