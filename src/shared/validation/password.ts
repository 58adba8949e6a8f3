/**
 * A password is required, at least 9 characters, and holds both letters and
 * digits. Letters of any alphabet count, so a Ukrainian password is as good as a Latin one.
 * The upper bound only stops absurd inputs from costing a hash.
 */
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem =
  | 'validation.password-required'
  | 'validation.password-min'
  | 'validation.password-requirements'
  | 'validation.too-long';

export function passwordProblem(value: string | null | undefined): PasswordProblem | null {
  const password = value ?? '';
  if (password === '') return 'validation.password-required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'validation.password-min';
  if (password.length > PASSWORD_MAX_LENGTH) return 'validation.too-long';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'validation.password-requirements';
  return null;
}

/** A new password "must be confirmed and match". */
export function confirmationProblem(
  password: string,
  confirmation: string | null | undefined,
): 'validation.password-mismatch' | null {
  return password === (confirmation ?? '') ? null : 'validation.password-mismatch';
}
