import type { z } from 'zod';

/** First message key per field of a failed zod parse: `{ subject: 'validation.subject-required' }`. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** '' from an unselected <select> means "not given". */
export const optional = <T extends string>(value: string): T | undefined => (value === '' ? undefined : (value as T));
