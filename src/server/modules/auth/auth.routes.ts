import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPair } from '../../../shared/contracts/auth/claims';
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
import type { AccountsDeps } from './accounts-deps';
import { createAuthService } from './auth.service';
import { createGoogleSignInService } from './google-sign-in.service';
import { createPasswordResetService } from './password-reset.service';

/**
 * The open auth paths (fixed: /users/v1/open/auth/…). They carry no bearer;
 * failures of login and codes are limited per account and address inside the services.
 */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const auth = createAuthService(deps);
  const passwords = createPasswordResetService(deps);
  const google = createGoogleSignInService(deps);
  const tags = ['auth'];
  const caller = (request: { language: 'uk' | 'en'; ip: string }) => ({ language: request.language, ip: request.ip });
  // A coarse per-address cap on calls that send mail, on top of the per-email cooldown.
  const mailing = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/config', { schema: { tags, response: { 200: AuthConfig } } }, async () => ({
    googleClientId: deps.settings.googleClientId,
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
    auth.sessions.refresh(request.body.refreshToken),
  );

  app.post('/logout', { schema: { tags, body: RefreshInput, response: { 200: OkResponse } } }, async (request) => {
    await auth.sessions.end(request.body.refreshToken);
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
