/**
 * What a form says of a required field left empty. Kept apart from the schemas (zod), which use the
 * same words, so a form can say them at once, before the visitor's first use has loaded its schema.
 */
export const REQUIRED_MESSAGES = { name: 'Name is required.', email: 'Email is required.' } as const;

type RequiredField = keyof typeof REQUIRED_MESSAGES;

/** The given required fields that are empty (blank after trimming), each with its message. */
export function missingRequired<Field extends RequiredField>(values: Record<string, string | undefined>, fields: readonly Field[]): Partial<Record<Field, string>> {
  const missing: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    if (!values[field]?.trim()) missing[field] = REQUIRED_MESSAGES[field];
  }
  return missing;
}
