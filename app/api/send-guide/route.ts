import { sendGuideEmail } from '@/lib/commands/guide';
import { jsonCommand } from '@/lib/doors/json';

/** POST /api/send-guide: queues the guide's e-mail; 202 {ok}: it goes out after the answer, retried while mail is down. */
export const POST = jsonCommand('send-guide', sendGuideEmail, () => [202, { ok: true }]);
