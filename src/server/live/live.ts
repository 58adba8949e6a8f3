import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  LIVE_CLOSE,
  LiveClientFrame,
  type LivePush,
  type LivePushType,
  type LiveServerFrame,
} from '../../shared/contracts/live';
import type { AccessTokens } from '../auth/access-tokens';
import type { LiveEntry, LiveLog } from './live-log.port';

/** The slice of the session check (modules/auth/session-check.ts) the channel asks. */
export interface LiveSessionCheck {
  /** Rejects when the user or the session is no longer live. */
  assertLive(userId: string, sessionId: string | undefined): Promise<void>;
}

/** Who a handshake authenticated: the user, the token's session, and when the token expires (ms). */
export interface LiveAuth {
  userId: string;
  sessionId?: string;
  expiresAt: number;
}

/**
 * A log entry that is an order to the channel, not a push: close these sockets. It travels the
 * same log as pushes, so every process hears it, and is never sent or replayed to a client.
 */
const REVOKE_ENTRY = 'live.revoke';

/** The facade modules receive (`ctx.live`): push to users' open tabs, wherever they are connected. */
export interface Live {
  /**
   * Sends a push to every open connection of these users, in one order per user across
   * processes. Call it from an event handler (after the change committed), not inside a
   * transaction: a push cannot be taken back.
   */
  publish<T extends LivePushType>(userIds: string | string[], push: LivePush<T>): Promise<void>;
}

export interface LiveChannel extends Live {
  start(): Promise<void>;
  /** Closes every connection as "restarting" (clients reconnect elsewhere) and stops reading. */
  stop(): Promise<void>;
  /** Takes a socket whose handshake authenticated `userId` until `expiresAt` (ms). */
  accept(socket: WebSocket, auth: LiveAuth, cursor: string | undefined): void;
  /**
   * Closes the user's sockets of this session (null: of every session) in every process, as
   * unauthorized: the session was revoked.
   */
  revoke(userId: string, sessionId: string | null): Promise<void>;
  /**
   * Calls `listener` in this process for each revocation read from the log, which every process
   * reads, just before the session's sockets close: whatever else a process holds for a session
   * (cached checks, other sockets) ends with it. Register before `start`.
   */
  onRevoked(listener: RevokedListener): void;
  connections(): number;
}

/** A session revoked (null: every session of the user). */
export type RevokedListener = (userId: string, sessionId: string | null) => void;

interface Connection {
  userId: string;
  sessionId: string | undefined;
  socket: WebSocket;
  expiresAt: number;
  awaitingPong: boolean;
  /** Entries that arrived while the connection's replay was being read; sent after it. */
  pending: LiveEntry[] | null;
  /**
   * The last entry its replay sent. The replay reads the log itself and may get ahead of this
   * process's reader: entries up to here, delivered by the reader after the replay, were sent.
   */
  replayedTo: string | null;
  /** The frame bucket: frames the client may still send now, and when it was last topped up (ms). */
  frameTokens: number;
  frameTokensAt: number;
}

const PING = JSON.stringify({ op: 'ping' });
const PONG = JSON.stringify({ op: 'pong' });

/** A client that cannot keep up is dropped (it reconnects and replays) rather than buffered forever. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * What a client may send: a pong per heartbeat and a token per refresh, so a few frames a minute.
 * A token bucket per socket lets short bursts through and closes a socket that keeps flooding
 * (each frame costs a parse and possibly a token check), as a policy violation.
 */
const FRAMES_PER_SECOND = 20;
const FRAME_BURST = 40;

/**
 * One live channel per process (HOUSE-STYLE 20): authenticated connections, a ping
 * every `heartbeatMs` answered by a pong, the token's expiry enforced (a refreshed token sent on
 * the socket extends it), the session checked at every heartbeat and a revoked one closed at once
 * (`revoke`, on the session.revoked event), and every push read from the log in order and sent to
 * its users' sockets.
 */
export function createLiveChannel(options: {
  log: LiveLog;
  accessTokens: AccessTokens;
  now: () => number;
  logger: FastifyBaseLogger;
  heartbeatMs?: number;
  /** Asked at every heartbeat (cached briefly there); without it only the token's expiry counts. */
  sessionCheck?: LiveSessionCheck;
}): LiveChannel {
  const { log, now, logger } = options;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const byUser = new Map<string, Set<Connection>>();
  const revokedListeners: RevokedListener[] = [];
  let timer: NodeJS.Timeout | null = null;
  let count = 0;

  const frame = (f: LiveServerFrame) => JSON.stringify(f);

  function send(c: Connection, text: string) {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      c.socket.terminate();
      return;
    }
    c.socket.send(text);
  }

  const pushFrame = (e: LiveEntry) => frame({ op: 'push', cursor: e.cursor, type: e.type, data: e.data });

  function closeRevoked(entry: LiveEntry) {
    const { sessionId } = entry.data as { sessionId: string | null };
    // Listeners first: a client that reconnects at the close is then refused everywhere.
    for (const userId of entry.users)
      for (const listener of revokedListeners) {
        try {
          listener(userId, sessionId);
        } catch (error) {
          logger.error({ err: error }, 'live: a revocation listener failed');
        }
      }
    for (const userId of entry.users)
      for (const c of byUser.get(userId) ?? [])
        if (sessionId === null || c.sessionId === sessionId) c.socket.close(LIVE_CLOSE.unauthorized, 'session revoked');
  }

  /** The heartbeat's session check: a revocation another way missed (or made elsewhere) ends here. */
  function checkSession(c: Connection) {
    options.sessionCheck?.assertLive(c.userId, c.sessionId).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'UNAUTHORIZED')
        c.socket.close(LIVE_CLOSE.unauthorized, 'session not live');
      else logger.warn({ err: error }, 'live: session check failed');
    });
  }

  function onEntry(entry: LiveEntry) {
    if (entry.type === REVOKE_ENTRY) return closeRevoked(entry);
    let text: string | null = null;
    for (const userId of entry.users) {
      const conns = byUser.get(userId);
      if (!conns) continue;
      for (const c of conns) {
        if (c.pending) c.pending.push(entry);
        else if (c.replayedTo !== null && log.compare(entry.cursor, c.replayedTo) <= 0) continue;
        else {
          c.replayedTo = null;
          send(c, (text ??= pushFrame(entry)));
        }
      }
    }
  }

  function remove(c: Connection) {
    const conns = byUser.get(c.userId);
    if (!conns?.delete(c)) return;
    count -= 1;
    if (conns.size === 0) byUser.delete(c.userId);
  }

  /**
   * Pings every connection, in slices with a turn of the event loop between them: 2,000 pings
   * (and their pongs) at once would hold up the pushes behind them.
   */
  async function heartbeat() {
    const at = now();
    const all = [...byUser.values()].flatMap((conns) => [...conns]);
    for (let i = 0; i < all.length; i += 200) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const c of all.slice(i, i + 200)) {
        if (at >= c.expiresAt) c.socket.close(LIVE_CLOSE.unauthorized, 'session expired');
        else if (c.awaitingPong) c.socket.close(LIVE_CLOSE.heartbeatMissed, 'heartbeat missed');
        else {
          c.awaitingPong = true;
          send(c, PING);
          checkSession(c);
        }
      }
    }
  }

  /** Takes one frame from the socket's bucket; false once the client sends faster than allowed. */
  function takeFrame(c: Connection): boolean {
    // The wall clock, not the app's: this is flow control, not a rule of the product.
    const at = performance.now();
    c.frameTokens = Math.min(FRAME_BURST, c.frameTokens + ((at - c.frameTokensAt) * FRAMES_PER_SECOND) / 1000);
    c.frameTokensAt = at;
    if (c.frameTokens < 1) return false;
    c.frameTokens -= 1;
    return true;
  }

  async function onMessage(c: Connection, raw: string) {
    // The frame every connection sends every heartbeat: no parsing on the hot path.
    if (raw === PONG) {
      c.awaitingPong = false;
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const message = LiveClientFrame.safeParse(parsed);
    if (!message.success) return;
    if (message.data.op === 'pong') {
      c.awaitingPong = false;
      return;
    }
    try {
      const claims = await options.accessTokens.verify(message.data.token);
      if (claims.sub !== c.userId) throw new Error('another user');
      await options.sessionCheck?.assertLive(claims.sub, claims.sid);
      c.expiresAt = claims.exp * 1000;
      c.sessionId = claims.sid;
      send(c, frame({ op: 'authorized', expiresAt: c.expiresAt }));
    } catch {
      c.socket.close(LIVE_CLOSE.unauthorized, 'session expired');
    }
  }

  /** Replays what a resuming client missed, then lets live entries through, none twice. */
  async function resume(c: Connection, cursor: string, head: string) {
    let entries: LiveEntry[] | null;
    try {
      entries = await log.replay(c.userId, cursor);
    } catch (error) {
      logger.warn({ err: error }, 'live: replay failed');
      entries = null;
    }
    if (entries === null) {
      send(c, frame({ op: 'hello', cursor: head, resumed: false, heartbeatMs }));
      send(c, frame({ op: 'resync', cursor: head }));
    } else {
      send(c, frame({ op: 'hello', cursor, resumed: true, heartbeatMs }));
      for (const e of entries) if (e.type !== REVOKE_ENTRY) send(c, pushFrame(e));
    }
    const last = entries?.length ? entries[entries.length - 1]!.cursor : entries ? cursor : head;
    const pending = c.pending ?? [];
    c.pending = null;
    c.replayedTo = last;
    for (const e of pending) {
      if (log.compare(e.cursor, last) <= 0) continue;
      c.replayedTo = e.cursor;
      if (e.type !== REVOKE_ENTRY) send(c, pushFrame(e));
    }
  }

  return {
    async publish(userIds, push) {
      const users = [...new Set(Array.isArray(userIds) ? userIds : [userIds])];
      if (users.length === 0) return;
      await log.append(users, push.type, push.data);
    },

    async revoke(userId, sessionId) {
      await log.append([userId], REVOKE_ENTRY, { sessionId });
    },

    onRevoked(listener) {
      revokedListeners.push(listener);
    },

    accept(socket, auth, cursor) {
      const c: Connection = {
        userId: auth.userId,
        sessionId: auth.sessionId,
        socket,
        expiresAt: auth.expiresAt,
        awaitingPong: false,
        pending: cursor ? [] : null,
        replayedTo: null,
        frameTokens: FRAME_BURST,
        frameTokensAt: performance.now(),
      };
      let conns = byUser.get(c.userId);
      if (!conns) byUser.set(c.userId, (conns = new Set()));
      conns.add(c);
      count += 1;
      // Read in the same turn as the registration: every later entry reaches this connection.
      const head = log.head();
      socket.on('message', (data) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!takeFrame(c)) socket.close(LIVE_CLOSE.policyViolation, 'too many frames');
        else void onMessage(c, data.toString());
      });
      socket.on('close', () => remove(c));
      socket.on('error', () => remove(c));
      if (cursor) void resume(c, cursor, head);
      else send(c, frame({ op: 'hello', cursor: head, resumed: false, heartbeatMs }));
    },

    async start() {
      await log.start(onEntry);
      timer = setInterval(() => void heartbeat(), heartbeatMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      for (const conns of byUser.values())
        for (const c of conns) c.socket.close(LIVE_CLOSE.restarting, 'server restarting');
      await log.stop();
    },

    connections: () => count,
  };
}
