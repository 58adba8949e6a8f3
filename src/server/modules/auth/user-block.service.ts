import type { UserBlockState } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { AuthDeps } from './auth.service';
import type { SessionCheck } from './session-check';

/**
 * An admin blocks or unblocks an account.
 * Blocking ends access at once: the account is switched off and every session revoked in the
 * same transaction, so the next request answers 401 and the session.revoked event closes its
 * live sockets; signing in again answers ACCOUNT_BLOCKED. Administrators are not blocked here.
 */
export function createUserBlockService(
  deps: Pick<AuthDeps, 'db' | 'now' | 'sessions'> & { sessionCheck: SessionCheck },
) {
  const { sessions } = deps;

  async function target(userId: string, adminId: string) {
    if (userId === adminId) throw new AppError('FORBIDDEN');
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND');
    if (user.role === 'ROLE_ADMINISTRATOR') throw new AppError('FORBIDDEN');
  }

  return {
    async block(userId: string, adminId: string): Promise<UserBlockState> {
      await target(userId, adminId);
      const at = new Date(deps.now());
      const row = await deps.db.transaction().execute(async (trx) => {
        const blocked = await trx
          .updateTable('users')
          .set((eb) => ({ active: false, blocked_at: eb.fn.coalesce('blocked_at', eb.val(at)), updated_at: at }))
          .where('id', '=', userId)
          .returning('blocked_at')
          .executeTakeFirstOrThrow();
        await sessions.endAll(userId, trx);
        return blocked;
      });
      return { userId, blocked: true, blockedAt: row.blocked_at!.toISOString() };
    },

    async unblock(userId: string, adminId: string): Promise<UserBlockState> {
      await target(userId, adminId);
      await deps.db
        .updateTable('users')
        .set({ active: true, blocked_at: null, updated_at: new Date(deps.now()) })
        .where('id', '=', userId)
        .where('blocked_at', 'is not', null)
        .execute();
      deps.sessionCheck.forget(userId);
      return { userId, blocked: false, blockedAt: null };
    },
  };
}

export type UserBlockService = ReturnType<typeof createUserBlockService>;
