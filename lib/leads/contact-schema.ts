import * as z from 'zod/mini';
import { emailField } from './schema';
import { REQUIRED_MESSAGES } from '@/lib/forms/required';
import type { ContactField } from './contact-fields';

/** The contact form's request: shared by the form (inline messages) and POST /api/contact. */
const optionalText = (max: number, label: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`)));

const utmField = z.optional(z.string().check(z.trim(), z.maxLength(100)));

const visitorFields = {
  name: z.string({ error: REQUIRED_MESSAGES.name }).check(z.trim(), z.minLength(1, REQUIRED_MESSAGES.name), z.maxLength(120, 'Name must be at most 120 characters.')),
  email: emailField,
  company: optionalText(160, 'Company'),
  website: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(300, 'Website must be at most 300 characters.'),
      z.refine((value) => value === '' || /^(https?:\/\/)?[^\s/$.?#]+\.[^\s]+$/i.test(value), 'Please enter a website address such as example.com.'),
    ),
  ),
  message: optionalText(5000, 'Message'),
} satisfies Record<ContactField, z.ZodMiniType>;

export const contactRequest = z.object({
  ...visitorFields,
  /** Honeypot: people never see it, bots fill it in. */
  company_website: z.optional(z.string().check(z.maxLength(500))),
  utm_source: utmField,
  utm_medium: utmField,
  utm_campaign: utmField,
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** The first problem per field, for inline messages. */
export function contactProblems(input: Record<string, string>): Partial<Record<ContactField, string>> {
  const result = contactRequest.safeParse(input);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}
