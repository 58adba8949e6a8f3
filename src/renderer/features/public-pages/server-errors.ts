import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api';

/**
 * Puts the server's field errors (400 with details.fields {field: 'validation.x'}) on the form's
 * own fields, so a rule only the server knows reads like a client-side error. Answers the message
 * to show above the form when the error is not about fields (rate limit, network, server down).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: TFunction,
): string | null {
  if (!isApiError(error)) return t('errors:INTERNAL_ERROR');
  const serverFields = (error.details?.fields ?? {}) as Record<string, unknown>;
  let applied = false;
  for (const field of fields) {
    const key = serverFields[field];
    if (typeof key === 'string') {
      setError(field, { type: 'server', message: key }, { shouldFocus: !applied });
      applied = true;
    }
  }
  if (applied) return null;
  return t(`errors:${error.code}`, { defaultValue: t('errors:INTERNAL_ERROR') });
}
