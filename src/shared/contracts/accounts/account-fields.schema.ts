import { deleteConfirmationProblem } from '../../validation/account-deletion';
import { emailProblem, normalizeEmail } from '../../validation/email';
import { oneTimeCodeProblem } from '../../validation/one-time-code';
import { passwordProblem, PASSWORD_MAX_LENGTH } from '../../validation/password';
import { nameProblem } from '../../validation/person-name';
import { normalizePhone, phoneProblem } from '../../validation/phone';
import { text } from '../../validation/text';

/**
 * A string field checked by one of the pure rules of src/shared/validation: the rule's message
 * key becomes the field's only error (e.g. 'validation.phone-requirements'), and a
 * missing or non-string value answers the field's "required" key.
 */
export function ruleField(requiredKey: string, rule: (value: string) => string | null) {
  return text({ error: requiredKey }).superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** Email; normalised (trimmed, lower-case) once valid. */
export const Email = ruleField('validation.email-required', emailProblem).transform(normalizeEmail);

/** A new password (register, reset, change): length and letters-and-digits rules. */
export const NewPassword = ruleField('validation.password-required', passwordProblem);

/** A password being checked (login): only presence, so old passwords keep working. */
export const CurrentPassword = text({ error: 'validation.password-required' })
  .min(1, 'validation.password-required')
  .max(PASSWORD_MAX_LENGTH, 'validation.too-long');

/** Phone: 9 digits after +380; normalised to `+380XXXXXXXXX`. */
export const PhoneNumber = ruleField('validation.phone-required', phoneProblem).transform(normalizePhone);

export const FirstName = ruleField('validation.first-name-required', (v) => nameProblem('first-name', v)).transform(
  (v) => v.trim(),
);
export const LastName = ruleField('validation.last-name-required', (v) => nameProblem('last-name', v)).transform((v) =>
  v.trim(),
);
export const MiddleName = text()
  .trim()
  .max(50, 'validation.too-long')
  .nullish()
  .transform((v) => (v ? v : null));

/** A 6-digit code from an email or SMS. */
export const OneTimeCode = ruleField('validation.code-required', oneTimeCodeProblem).transform((v) => v.trim());

/** Account deletion only after typing DELETE. */
export const DeleteConfirmation = ruleField('validation.delete-confirmation', deleteConfirmationProblem);
