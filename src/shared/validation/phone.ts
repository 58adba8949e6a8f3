/**
 * A Ukrainian mobile number, typed as the 9 digits after the fixed +380 prefix.
 * The full international form (`+380671234567`) is accepted too, so a pasted number works.
 */
export const PHONE_PREFIX = '+380';
export const PHONE_DIGITS = 9;

export type PhoneProblem = 'validation.phone-required' | 'validation.phone-invalid' | 'validation.phone-requirements';

function localPart(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith(PHONE_PREFIX) ? trimmed.slice(PHONE_PREFIX.length) : trimmed;
}

/** Empty → required; any non-digit → invalid; digits but not exactly 9 → requirements. */
export function phoneProblem(value: string | null | undefined): PhoneProblem | null {
  const digits = localPart(value ?? '');
  if (digits === '') return 'validation.phone-required';
  if (/\D/.test(digits)) return 'validation.phone-invalid';
  if (digits.length !== PHONE_DIGITS) return 'validation.phone-requirements';
  return null;
}

/** The stored form, `+380` and the 9 digits; call only on a value `phoneProblem` accepted. */
export function normalizePhone(value: string): string {
  return `${PHONE_PREFIX}${localPart(value)}`;
}
