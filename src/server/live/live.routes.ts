import '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_BEARER_PREFIX, LiveConnectQuery } from '../../shared/contracts/live';
import { AppError } from '../../shared/errors';
import type { AccessTokens } from '../auth/access-tokens';
import type { LiveAuth, LiveChannel, LiveSessionCheck } from './live';

/** The access token offered as a `bearer.<token>` subprotocol, or an Authorization header. */
function handshakeToken(headers: Record<string, string | string[] | undefined>): string | null {
  const protocols = String(headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  const offered = protocols.find((p) => p.startsWith(LIVE_BEARER_PREFIX));
  if (offered) return offered.slice(LIVE_BEARER_PREFIX.length);
  const [scheme, token] = String(headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * GET /users/v1/open/users/live (WebSocket): the signed-in user's live channel. The token and its
 * session (not revoked, the user active) are checked in the handshake, so a bad one gets a plain
 * 401 and never a socket.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  live: LiveChannel;
  accessTokens: AccessTokens;
  sessionCheck: LiveSessionCheck;
}> = async (app, { live, accessTokens, sessionCheck }) => {
  const expiries = new WeakMap<object, LiveAuth>();
  app.get(
    '/users/live',
    {
      websocket: true,
      schema: { tags: ['live'], querystring: LiveConnectQuery, hide: true },
      preValidation: async (request) => {
        const token = handshakeToken(request.headers);
        if (!token) throw new AppError('UNAUTHORIZED');
        const claims = await accessTokens.verify(token);
        await sessionCheck.assertLive(claims.sub, claims.sid);
        expiries.set(request, { userId: claims.sub, sessionId: claims.sid, expiresAt: claims.exp * 1000 });
      },
    },
    (socket, request) => {
      const auth = expiries.get(request);
      if (!auth) return socket.close();
      live.accept(socket, auth, (request.query as { cursor?: string }).cursor);
    },
  );
};
