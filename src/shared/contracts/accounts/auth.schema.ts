import { z } from 'zod';
import { confirmationProblem } from '../../validation/password';
import { SIGN_UP_ROLES } from './account-enums';
import { CurrentPassword, Email, FirstName, LastName, NewPassword, OneTimeCode } from './account-fields.schema';
import { text } from '../../validation/text';

/** POST /users/v1/open/auth/register: creates an unverified account and emails a 6-digit code. */
export const RegisterInput = z
  .object({
    email: Email,
    password: NewPassword,
    firstName: FirstName,
    lastName: LastName,
    role: z.enum(SIGN_UP_ROLES, { error: 'validation.role-invalid' }),
  })
  .meta({ id: 'Register' });
export type RegisterInput = z.input<typeof RegisterInput>;

/** What the signup-code screen needs to show its timers. */
export const CodeSent = z
  .object({
    email: text(),
    /** Seconds the code stays valid. */
    codeTtlSeconds: z.number().int(),
    /** Seconds before another code may be requested. */
    resendAfterSeconds: z.number().int(),
  })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.infer<typeof CodeSent>;

/** POST /users/v1/open/auth/email-code: confirms the email and signs in. */
export const EmailCodeInput = z.object({ email: Email, code: OneTimeCode }).meta({ id: 'EmailCode' });
export type EmailCodeInput = z.input<typeof EmailCodeInput>;

/** POST /users/v1/open/auth/email-code/resend and /open/auth/password/forgot. */
export const EmailOnlyInput = z.object({ email: Email }).meta({ id: 'EmailOnly' });
export type EmailOnlyInput = z.input<typeof EmailOnlyInput>;

/** POST /users/v1/open/auth/login */
export const LoginInput = z.object({ email: Email, password: CurrentPassword }).meta({ id: 'Login' });
export type LoginInput = z.input<typeof LoginInput>;

/** POST /users/v1/open/auth/refresh and /open/auth/logout */
export const RefreshInput = z
  .object({
    refreshToken: text({ error: 'validation.required' }).min(1, 'validation.required').max(200, 'validation.invalid'),
  })
  .meta({ id: 'Refresh' });
export type RefreshInput = z.input<typeof RefreshInput>;

/**
 * The refresh answer. `refreshToken` is present only when the token was rotated; the client
 * keeps the one it has otherwise (the client refreshes after every response).
 */
export const RefreshResponse = z
  .object({ token: text(), refreshToken: text().optional() })
  .meta({ id: 'RefreshResponse' });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** POST /users/v1/open/auth/password/reset: the emailed code and the new password, twice. */
export const ResetPasswordInput = z
  .object({ email: Email, code: OneTimeCode, password: NewPassword, confirmPassword: text().optional() })
  .superRefine((value, ctx) => {
    const problem = confirmationProblem(value.password, value.confirmPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problem });
  })
  .meta({ id: 'ResetPassword' });
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

/**
 * POST /users/v1/open/auth/google: a Google ID token (the `credential` of Google Identity
 * Services). With `role`, an unknown account is created (the register screen); without it, an
 * unknown account answers NOT_REGISTERED (the login screen).
 */
export const GoogleSignInInput = z
  .object({
    idToken: text({ error: 'validation.required' }).min(1, 'validation.required').max(4096, 'validation.invalid'),
    role: z.enum(SIGN_UP_ROLES, { error: 'validation.role-invalid' }).optional(),
  })
  .meta({ id: 'GoogleSignIn' });
export type GoogleSignInInput = z.input<typeof GoogleSignInInput>;

/** POST /users/v1/open/auth/validation ({email}) and /users/v1/profile/phone/validation: still free? */
export const Availability = z.object({ available: z.literal(true) }).meta({ id: 'Availability' });

/** GET /users/v1/open/auth/config: what the sign-in screens may offer. */
export const AuthConfig = z
  .object({ googleClientId: text().nullable().describe('Null when Google sign-in is not configured') })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof AuthConfig>;
