import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins classes and lets later Tailwind utilities override earlier ones (server components and primitives). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Joins classes without conflict resolution. The form primitives (input,
 * textarea, label, badge) use it because they render inside client islands,
 * where tailwind-merge would add ~7 KB; pass them only non-conflicting classes.
 */
export { clsx as cx };
