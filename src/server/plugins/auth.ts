import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/enums';
import { AppError } from '../../shared/errors';
import type { AccessTokens } from '../auth/access-tokens';
import type { SessionCheck } from '../modules/auth/session-check';

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  /** The token's session (refresh-token family); absent on a token signed without one. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    sessionCheck: SessionCheck;
    /** onRequest hook: a valid bearer token is required (401 otherwise). */
    authenticate: onRequestHookHandler;
    /** onRequest hook factory: the signed-in user must hold one of these roles (403 otherwise). */
    requireRole: (...roles: Role[]) => onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for guests. Set by `authenticate` or `optionalAuth`. */
    user: AuthUser | null;
  }
}

async function readBearer(
  app: { accessTokens: AccessTokens; sessionCheck: SessionCheck },
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHORIZED');
  const claims = await app.accessTokens.verify(token);
  // A good signature is not enough: logout, a password change, deletion or blocking since the
  // token was signed must end it now, not when it expires.
  await app.sessionCheck.assertLive(claims.sub, claims.sid);
  return { id: claims.sub, role: claims.authority, email: claims.email, sessionId: claims.sid };
}

/**
 * Authentication as hooks a module adds to its own encapsulated scope (HOUSE-STYLE 6): the
 * `/open` modules never add them, every other module does, so no route is public by accident.
 */
export const authPlugin = fp<{ accessTokens: AccessTokens; sessionCheck: SessionCheck }>(
  async (app, options) => {
    app.decorate('accessTokens', options.accessTokens);
    app.decorate('sessionCheck', options.sessionCheck);
    app.decorateRequest('user', null);

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      request.user = await readBearer(app, request);
      if (!request.user) throw new AppError('UNAUTHORIZED');
    });

    app.decorate('requireRole', (...roles: Role[]) => {
      return async function requireRole(request: FastifyRequest, _reply: FastifyReply) {
        request.user ??= await readBearer(app, request);
        if (!request.user) throw new AppError('UNAUTHORIZED');
        if (!roles.includes(request.user.role)) throw new AppError('FORBIDDEN');
      };
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);

/**
 * For open routes that behave differently for a signed-in user (a guest may start a quiz, a
 * signed-in one also gets the result): a missing or bad token just means "guest".
 */
export const optionalAuth: onRequestHookHandler = async function optionalAuth(request) {
  try {
    request.user = await readBearer(this, request);
  } catch {
    request.user = null;
  }
};
