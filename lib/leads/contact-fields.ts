/**
 * The contact form's fields a visitor fills in, in the form's order. The form, its post without
 * script (./actions.ts), its states and its request schema (./contact-schema.ts) all
 * take them from here. No zod, so the form's island can import it.
 */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'website', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
