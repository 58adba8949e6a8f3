import { z } from 'zod';

/** The message key of a text that holds a character no field may store. */
export const TEXT_CHARACTER_INVALID = 'validation.text-character-invalid';

/**
 * Every text field of every contract is `text()`, not `z.string()` (a unit test holds the
 * contracts to it): one rule for what no field may hold. PostgreSQL cannot store U+0000 in a
 * `text` column and fails the whole statement, so a NUL that got past the schema answered 500;
 * here it is a 400 naming the field, before any service or query runs. The renderer's forms use
 * the same schemas, so a pasted NUL is refused in the browser with the same translated key.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes('\u0000'), { error: TEXT_CHARACTER_INVALID });
}
