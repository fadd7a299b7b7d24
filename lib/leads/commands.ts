import 'server-only';
import { contactRequest } from '@/lib/leads/contact-schema';
import { guideRequest, leadCaptureRequest } from '@/lib/leads/schema';
import { captureLead, sendGuide, submitInquiry } from '@/lib/leads/service';
import { command } from '@/lib/server/command';
import { rateLimits } from '@/lib/server/rate-limit';
import { siteOrigins } from '@/lib/site/config';

/** An inquiry from the contact form: stored with the studio's notice queued beside it; a filled honeypot stores nothing. */
export const sendInquiry = command(rateLimits.contact, contactRequest, (input, { store }) => submitInquiry(store, input));

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
