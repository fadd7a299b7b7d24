import { captureGuideLead } from '@/lib/commands/guide';
import { jsonCommand } from '@/lib/doors/json';

/** POST /api/capture-lead: stores a guide lead durably before answering 201 {ok, id}. */
export const POST = jsonCommand('capture-lead', captureGuideLead, ({ id }) => [201, { ok: true, id }]);
