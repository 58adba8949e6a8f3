import { z } from 'zod';
import { text } from '../../validation/text';

/**
 * Query-string helpers for the open discovery endpoints. A filter left empty in a shared URL
 * (`?subject=&city=kyiv`) means "no filter", not a validation error, so blank values are read
 * as absent before the field's own rules run. Every message is a key the UI translates.
 */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsAbsent, schema.optional());
}

export function paramWithDefault<T extends z.ZodType>(schema: T, fallback: z.input<T>) {
  return z.preprocess(blankAsAbsent, schema.default(fallback as never));
}

/** A reference code as used in URLs (`mathematics`, `ivano-frankivsk`). */
export const CodeParam = text({ error: 'validation.invalid' })
  .max(64, 'validation.invalid')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.invalid');

/** A whole number in a query string, e.g. `?page=2`. */
export const intParam = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(min, 'validation.out-of-range')
    .max(max, 'validation.out-of-range');
