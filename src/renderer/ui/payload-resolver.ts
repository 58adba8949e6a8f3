import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

/*
 * For forms whose fields are not the payload's (a day and an hour that make one instant, a price
 * in hryvnias sent in kopiykas, an empty <select> meaning "not given"): the form's values become
 * the payload first, then the payload's shared schema judges it, so the rule is the API's own.
 */

/** Names the form field that shows a payload field's error, where the two differ. */
export type FieldOf<Form extends FieldValues> = Partial<Record<string, Path<Form>>>;

/** Further checks on a payload that parsed; answers payload field -> message key. */
export type PayloadCheck<Input> = (payload: Input) => Partial<Record<string, string>>;

export function payloadResolver<Form extends FieldValues, Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  toPayload: (values: Form) => z.input<Schema>,
  fieldOf: FieldOf<Form> = {},
  check?: PayloadCheck<z.input<Schema>>,
): Resolver<Form, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  const name = (key: string) => (fieldOf[key] ?? key) as Path<Form>;
  return async (values, context, options) => {
    const payload = toPayload(values);
    // The payload's names are not all the form's fields: nothing is reported natively from here.
    const payloadOptions = { ...options, fields: {}, names: undefined, shouldUseNativeValidation: false };
    const result = await resolve(payload, context, payloadOptions as unknown as ResolverOptions<FieldValues>);
    const errors: Record<string, FieldError> = {};
    for (const [key, error] of Object.entries(result.errors)) errors[name(key)] ??= error as FieldError;
    // A schema error on a field comes first; the further check only fills fields still clean.
    for (const [key, message] of Object.entries(check?.(payload) ?? {})) {
      if (message) errors[name(key)] ??= { type: 'custom', message };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Form> }
      : { values: result.values as z.output<Schema>, errors: {} };
  };
}
