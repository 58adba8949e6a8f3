import { z } from 'zod';
import { text } from '../../validation/text';

/** The live channel (real-time calls are under /open/users). */
export const LIVE_PATH = '/users/v1/open/users/live';

/**
 * The WebSocket subprotocol both sides speak. Browsers cannot set headers on a WebSocket, so the
 * access token travels as a second offered subprotocol, `bearer.<token>`, checked in the
 * handshake (never in a URL, where logs would keep it); the server answers with this one.
 */
export const LIVE_PROTOCOL = 'repetytor.live.v1';
export const LIVE_BEARER_PREFIX = 'bearer.';

/** Close codes the client acts on. */
export const LIVE_CLOSE = {
  /** The token expired or was refused: refresh the session, then reconnect. */
  unauthorized: 4401,
  /** No pong within two heartbeats: reconnect. */
  heartbeatMissed: 4408,
  /** The server is restarting: reconnect (to another process) with the cursor. */
  restarting: 1012,
  /** The client sent frames faster than the channel takes them: reconnect after a backoff. */
  policyViolation: 1008,
} as const;

/** Server → client. */
export const LiveServerFrame = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('hello'),
    /** Where this connection's stream starts: resume from it if the first push never comes. */
    cursor: text(),
    /** True when the cursor the client sent was honoured: what it missed follows, in order. */
    resumed: z.boolean(),
    heartbeatMs: z.number().int().positive(),
  }),
  z.object({
    op: z.literal('push'),
    /** Opaque and ordered: send the last one seen as `cursor` when reconnecting. */
    cursor: text(),
    type: text(),
    data: z.unknown(),
  }),
  /**
   * The cursor sent is no longer known (too old, or another deployment's): what was missed
   * cannot be replayed, so refetch what is on screen; pushes continue from here.
   */
  z.object({ op: z.literal('resync'), cursor: text() }),
  z.object({ op: z.literal('ping') }),
  /** A refreshed token was accepted: the connection now lives until `expiresAt` (ms). */
  z.object({ op: z.literal('authorized'), expiresAt: z.number() }),
]);
export type LiveServerFrame = z.infer<typeof LiveServerFrame>;

/** Client → server. */
export const LiveClientFrame = z.discriminatedUnion('op', [
  z.object({ op: z.literal('pong') }),
  /** A refreshed access token: the connection lives on until this one expires. */
  z.object({ op: z.literal('auth'), token: text().min(1).max(4096) }),
]);
export type LiveClientFrame = z.infer<typeof LiveClientFrame>;

/** Query string of the handshake. */
export const LiveConnectQuery = z.object({
  /** The last cursor received on an earlier connection: what came after it is replayed. */
  cursor: text().max(200).optional(),
});
