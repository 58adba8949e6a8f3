import { z } from 'zod';
import { LANGUAGES } from '../../i18n/language';
import { confirmationProblem } from '../../validation/password';
import { CurrentPassword, DeleteConfirmation, NewPassword } from './account-fields.schema';
import { text } from '../../validation/text';

/** GET /users/v1/settings: the account and security sections of settings. */
export const AccountSettings = z
  .object({
    email: text(),
    language: z.enum(LANGUAGES),
    notificationsEnabled: z.boolean(),
    /** False for accounts made with Google only: they set a password through "forgot password". */
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
  })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof AccountSettings>;

/**
 * PUT /users/v1/settings/password. Answers a fresh token pair: every other session is revoked.
 * A wrong current password is a field error, never a 401, which would sign the user out.
 */
export const ChangePasswordInput = z
  .object({ currentPassword: CurrentPassword, newPassword: NewPassword, confirmPassword: text().optional() })
  .superRefine((value, ctx) => {
    const problem = confirmationProblem(value.newPassword, value.confirmPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problem });
  })
  .meta({ id: 'ChangePassword' });
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** PUT /users/v1/settings/notifications */
export const NotificationsToggleInput = z
  .object({ enabled: z.boolean({ error: 'validation.required' }) })
  .meta({ id: 'NotificationsToggle' });

/** PUT /users/v1/settings/language: the language of emails, SMS and notifications. */
export const LanguageInput = z
  .object({ language: z.enum(LANGUAGES, { error: 'validation.invalid' }) })
  .meta({ id: 'Language' });

/**
 * POST /users/v1/users/delete: the path carries `/users/delete` because the client must not
 * refresh after it.
 */
export const DeleteAccountInput = z.object({ confirmation: DeleteConfirmation }).meta({ id: 'DeleteAccount' });
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>;
