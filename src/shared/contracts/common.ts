import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { text } from '../validation/text';

/** The one error shape every API failure answers (DESIGN.md "Errors"). */
export const ErrorResponse = z
  .object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: text(),
    details: z.record(text(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
