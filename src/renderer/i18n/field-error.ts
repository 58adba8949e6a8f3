import type { TFunction } from 'i18next';

/*
 * The server and the shared zod schemas name field errors by the spec's message keys
 * ('validation.phone-requirements'). Those live in the `validation` namespace as
 * 'phone-requirements', so the dotted prefix becomes a namespace prefix here; any other key
 * is looked up as given.
 */

/** 'validation.email-invalid' -> 'validation:email-invalid' */
export function fieldErrorKey(messageKey: string): string {
  return messageKey.startsWith('validation.') ? `validation:${messageKey.slice('validation.'.length)}` : messageKey;
}

/** Translates a field's message key, falling back to the generic 'validation.invalid'. */
export function translateFieldError(t: TFunction, messageKey: string): string {
  return t(fieldErrorKey(messageKey), { defaultValue: t('validation:invalid') });
}
