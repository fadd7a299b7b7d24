import { sendInquiry } from '@/lib/leads/commands';
import { jsonCommand } from '@/lib/server/json-route';

/** POST /api/contact: stores the inquiry and notifies the studio, 201 {ok}; a filled honeypot stores nothing. */
export const POST = jsonCommand('contact', sendInquiry, () => [201, { ok: true }]);
