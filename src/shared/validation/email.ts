/**
 * An email is required and must match a pattern whose domain ends in 2 to 4 letters
 * (`name@mail.com.ua` passes, `name@mail.c0m` and `name@localhost` do not).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** RFC 5321 caps a forward path at 254 characters; longer ones cannot be delivered to. */
export const EMAIL_MAX_LENGTH = 254;

export type EmailProblem = 'validation.email-required' | 'validation.email-invalid';

export function emailProblem(value: string | null | undefined): EmailProblem | null {
  const email = (value ?? '').trim();
  if (email === '') return 'validation.email-required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'validation.email-invalid';
  return null;
}

/** One person, one account: emails are stored and compared trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
