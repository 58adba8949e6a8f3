/*
 * The form kit every feature's forms share: server errors onto fields and into a form message,
 * the form message itself, a counted textarea and the resend-code control. Imported as
 * '../../ui/form', not through ../index: only screens with forms need it, and the shell does not.
 */
export { applyFieldErrors, errorMessage, fieldText, retryAfterSeconds } from './form-errors';
export { FormAlert } from './FormAlert';
export { ResendCode, type ResendCodeProps } from './ResendCode';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
