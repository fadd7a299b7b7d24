import 'server-only';
import { siteOrigins } from '@/lib/config';
import { guideRequest, leadCaptureRequest } from '@/lib/leads/schema';
import { captureLead, sendGuide } from '@/lib/leads/service';
import { command } from './command';
import { rateLimits } from './rate-limit';

/* A guide download is two commands, in this order: the lead is kept, then the guide is e-mailed.
 * A download link is accepted on the site's canonical origin and on the one the caller came to. */

/** Stores a guide lead durably, with the studio's notice queued beside it. */
export const captureGuideLead = command(rateLimits.captureLead, leadCaptureRequest, (input, { store, caller }) =>
  captureLead(store, input, siteOrigins(caller.origin)),
);

/** Queues the guide's e-mail to the visitor; it goes out after the answer, retried while mail is down. */
export const sendGuideEmail = command(rateLimits.sendGuide, guideRequest, (input, { store, caller }) =>
  sendGuide(store, input, siteOrigins(caller.origin)),
);
