import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPair } from '../../../shared/contracts/accounts/claims';
import {
  AuthConfig,
  Availability,
  CodeSent,
  EmailCodeInput,
  EmailOnlyInput,
  GoogleSignInInput,
  LoginInput,
  RefreshInput,
  RefreshResponse,
  RegisterInput,
  ResetPasswordInput,
} from '../../../shared/contracts/accounts';
import { OkResponse } from '../../../shared/contracts/common';
import type { AuthService } from './auth.service';
import type { GoogleSignInService } from './google-sign-in.service';
import type { PasswordResetService } from './password-reset.service';
import type { Sessions } from './sessions.service';

/** What auth.module.ts hands the open auth routes: its services, built once. */
export interface AuthRoutesOptions {
  auth: AuthService;
  passwords: PasswordResetService;
  google: GoogleSignInService;
  sessions: Sessions;
  /** The Google client id the sign-in button uses; null hides it. */
  googleClientId: string | null;
}

/**
 * The open auth paths (fixed: /users/v1/open/auth/…). They carry no bearer;
 * failures of login and codes are limited per account and address inside the services.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, passwords, google, sessions, googleClientId },
) => {
  const tags = ['auth'];
  const caller = (request: { language: 'uk' | 'en'; ip: string }) => ({ language: request.language, ip: request.ip });
  // A coarse per-address cap on calls that send mail, on top of the per-email cooldown.
  const mailing = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/config', { schema: { tags, response: { 200: AuthConfig } } }, async () => ({
    googleClientId,
  }));

  app.post(
    '/register',
    { config: mailing, schema: { tags, body: RegisterInput, response: { 201: CodeSent } } },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, caller(request))),
  );

  app.post('/email-code', { schema: { tags, body: EmailCodeInput, response: { 200: TokenPair } } }, async (request) =>
    auth.confirmEmail(request.body, caller(request)),
  );

  app.post(
    '/email-code/resend',
    { config: mailing, schema: { tags, body: EmailOnlyInput, response: { 200: CodeSent } } },
    async (request) => auth.resendEmailCode(request.body),
  );

  app.post('/login', { schema: { tags, body: LoginInput, response: { 200: TokenPair } } }, async (request) =>
    auth.login(request.body, caller(request)),
  );

  app.post('/refresh', { schema: { tags, body: RefreshInput, response: { 200: RefreshResponse } } }, async (request) =>
    sessions.refresh(request.body.refreshToken),
  );

  app.post('/logout', { schema: { tags, body: RefreshInput, response: { 200: OkResponse } } }, async (request) => {
    await sessions.end(request.body.refreshToken);
    return { ok: true as const };
  });

  app.post(
    '/password/forgot',
    { config: mailing, schema: { tags, body: EmailOnlyInput, response: { 200: CodeSent } } },
    async (request) => passwords.forgot(request.body),
  );

  app.post(
    '/password/reset',
    { schema: { tags, body: ResetPasswordInput, response: { 200: TokenPair } } },
    async (request) => passwords.reset(request.body, caller(request)),
  );

  app.post('/google', { schema: { tags, body: GoogleSignInInput, response: { 200: TokenPair } } }, async (request) =>
    google.signIn(request.body, caller(request)),
  );

  app.post(
    '/validation',
    { config: mailing, schema: { tags, body: EmailOnlyInput, response: { 200: Availability } } },
    async (request) => auth.assertEmailFree(request.body.email),
  );
};
