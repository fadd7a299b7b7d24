import { sendGuideEmail } from '@/lib/leads/commands';
import { jsonCommand } from '@/lib/server/json-route';

/** POST /api/send-guide: queues the guide's e-mail; 202 {ok}: it goes out after the answer, retried while mail is down. */
export const POST = jsonCommand('send-guide', sendGuideEmail, () => [202, { ok: true }]);
