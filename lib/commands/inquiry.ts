import 'server-only';
import { contactRequest } from '@/lib/leads/contact-schema';
import { submitInquiry } from '@/lib/leads/service';
import { command } from './command';
import { rateLimits } from './rate-limit';

/** An inquiry from the contact form: stored with the studio's notice queued beside it; a filled honeypot stores nothing. */
export const sendInquiry = command(rateLimits.contact, contactRequest, (input, { store }) => submitInquiry(store, input));
