import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import './ledger.events';

/**
 * The cached AVAILABLE balance, read under the account's row lock: a posting to the account
 * waits for this transaction, so the decision below sees a settled number.
 */
async function lockedAvailableMinor(trx: Database, userId: string): Promise<number> {
  const { rows } = await sql<{ balance_minor: string }>`
    select balance_minor from ledger_accounts
     where kind = 'USER_AVAILABLE' and user_id = ${userId} and currency = 'UAH'
     for update`.execute(trx);
  return Number(rows[0]?.balance_minor ?? 0);
}

/** Search visibility is the profile's to write; the tutor is told through notifications. */
export interface DebtVisibilityDeps {
  notifications: NotificationsFacade;
  profiles: Pick<ProfileFacade, 'setSearchVisible'>;
}

/**
 * A tutor whose balance goes negative (the platform fee) is hidden from
 * search until it is settled, and told so. Hiding turns search_visible off, so every search and
 * the discovery counters (kept by their triggers) follow at once; ledger_debt_hides remembers
 * that the ledger did it, so settling turns visibility back on only for tutors it hid. The
 * handler reconciles with the balance as it is now, so a late or repeated event does no harm.
 */
export async function reconcileDebtVisibility(
  trx: Database,
  userId: string,
  { notifications, profiles }: DebtVisibilityDeps,
  at: Date,
): Promise<'hidden' | 'restored' | 'unchanged'> {
  const balanceMinor = await lockedAvailableMinor(trx, userId);
  if (balanceMinor < 0) {
    if (!(await profiles.setSearchVisible(trx, userId, false, at))) return 'unchanged';
    await trx
      .insertInto('ledger_debt_hides')
      .values({ user_id: userId, hidden_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await notifications.notify(trx, {
      userId,
      kind: 'TRANSACTION',
      titleKey: 'balance-negative-hidden',
      createdAt: at,
    });
    return 'hidden';
  }
  const settled = await trx
    .deleteFrom('ledger_debt_hides')
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  if (!settled) return 'unchanged';
  // Verification may have been withdrawn meanwhile: only a verified tutor becomes visible.
  await profiles.setSearchVisible(trx, userId, true, at, { onlyVerified: true });
  await notifications.notify(trx, { userId, kind: 'TRANSACTION', titleKey: 'balance-settled-visible', createdAt: at });
  return 'restored';
}

export function registerDebtVisibilityHandler(events: Events, deps: DebtVisibilityDeps): void {
  events.on('ledger.balance-sign-changed', 'ledger.debt-visibility', async (event, { trx, now }) => {
    await reconcileDebtVisibility(trx, event.payload.userId, deps, new Date(now()));
  });
}
