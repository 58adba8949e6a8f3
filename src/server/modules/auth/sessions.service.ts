import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type { RefreshResponse } from '../../../shared/contracts/accounts';
import type { Role } from '../../../shared/enums';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { AccessTokens } from '../../auth/access-tokens';
import type { Events } from '../../events/events';
import type { AccountSettings } from '../../settings-defaults';
import './session.events';
import type { SessionCheck } from './session-check';
import * as q from './sessions.queries';

/** A refresh token younger than this is not rotated: one write per 5 minutes, not per request. */
export const ROTATE_AFTER_MS = 5 * 60_000;
/**
 * How long a rotated token keeps working. The client refreshes after every response,
 * so several refreshes with one token are normal; all of them must succeed. After this window a
 * rotated token is a replay (RFC 9700 4.14.2: stolen, or a client gone wrong), and its use ends
 * the whole session for whoever holds any of its tokens.
 */
export const ROTATION_GRACE_MS = 2 * 60_000;

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: unguessable, and only its hash is stored. */
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** What sessions need: built once by auth.module.ts, whose services and facade share them. */
export interface SessionsDeps {
  db: Database;
  now: () => number;
  accessTokens: AccessTokens;
  settings: Pick<AccountSettings, 'refreshTokenTtlDays'>;
  /** Revocations tell it, so this process stops accepting the ended sessions' tokens at once. */
  sessionCheck: SessionCheck;
  events: Events;
}

export function createSessions(deps: SessionsDeps) {
  const ttlMs = deps.settings.refreshTokenTtlDays * 24 * 60 * 60_000;

  /** Open live sockets of the ended sessions close too, in every process (session.events.ts). */
  const revoked = (db: Database, userId: string, sessionId: string | null) =>
    deps.events.emit(db, {
      type: 'session.revoked',
      aggregateType: 'user',
      aggregateId: userId,
      payload: { userId, sessionId },
    });

  const accessTokenFor = (user: SessionUser, sessionId: string) =>
    deps.accessTokens.sign({
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      sessionId,
    });

  async function addToken(db: Database, userId: string, familyId: string): Promise<string> {
    const token = newRefreshToken();
    const now = deps.now();
    await q.insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    });
    return token;
  }

  return {
    /** A new sign-in: a new token family and a fresh access token. */
    async start(user: SessionUser, db: Database = deps.db): Promise<TokenPair> {
      const sessionId = randomUUID();
      const refreshToken = await addToken(db, user.id, sessionId);
      return { token: await accessTokenFor(user, sessionId), refreshToken };
    },

    /**
     * Token refresh. Any failure is SESSION_EXPIRED, which the client answers by going to
     * /logout with 'Your session has expired!'.
     */
    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const now = deps.now();
      const row = await q.findRefreshToken(deps.db, hashRefreshToken(refreshToken));
      if (!row || row.revoked_at || row.expires_at.getTime() <= now || row.deleted_at || !row.active) {
        throw new AppError('SESSION_EXPIRED');
      }
      const user: SessionUser = {
        id: row.user_id,
        email: row.email,
        role: row.role,
        first_name: row.first_name,
        last_name: row.last_name,
      };
      const sessionId = row.family_id;
      if (row.rotated_at) {
        if (now - row.rotated_at.getTime() > ROTATION_GRACE_MS) {
          // Reuse after rotation: one of the two holders is not the client the session was
          // given to, and we cannot tell which, so the session ends for both.
          await deps.db.transaction().execute(async (trx) => {
            await q.revokeFamily(trx, sessionId, new Date(now));
            await revoked(trx, user.id, sessionId);
          });
          deps.sessionCheck.forget(user.id);
          throw new AppError('SESSION_EXPIRED');
        }
        // Another refresh with this token won the rotation moments ago: the caller gets an
        // access token and keeps whichever refresh token its winning call stored.
        return { token: await accessTokenFor(user, sessionId) };
      }
      await q.touchLastSeen(deps.db, user.id, new Date(now));
      if (now - row.created_at.getTime() < ROTATE_AFTER_MS) return { token: await accessTokenFor(user, sessionId) };

      const rotated = await deps.db.transaction().execute(async (trx) => {
        if (!(await q.claimRotation(trx, row.id, new Date(now)))) return null;
        await q.pruneExpired(trx, sessionId, new Date(now));
        return addToken(trx, user.id, sessionId);
      });
      const token = await accessTokenFor(user, sessionId);
      return rotated ? { token, refreshToken: rotated } : { token };
    },

    /** Logout: the token's whole family (this device's session) stops working. */
    async end(refreshToken: string): Promise<void> {
      const row = await q.findRefreshToken(deps.db, hashRefreshToken(refreshToken));
      if (!row) return;
      await deps.db.transaction().execute(async (trx) => {
        await q.revokeFamily(trx, row.family_id, new Date(deps.now()));
        await revoked(trx, row.user_id, row.family_id);
      });
      deps.sessionCheck.forget(row.user_id);
    },

    /** Password change, reset and account deletion: every session of the user stops working. */
    async endAll(userId: string, db: Database = deps.db): Promise<void> {
      await q.revokeAllOfUser(db, userId, new Date(deps.now()));
      await revoked(db, userId, null);
      deps.sessionCheck.forget(userId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
