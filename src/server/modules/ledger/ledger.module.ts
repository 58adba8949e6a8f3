import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import { registerDebtVisibilityHandler } from './debt-visibility';
import { derivedUserBalances } from './ledger-accounts.queries';
import { ledgerAdminRoutes } from './ledger-admin.routes';
import { createLedgerAdminService } from './ledger-admin.service';
import { ledgerSignalsOn } from './ledger.events';
import { ledgerRoutes } from './ledger.routes';
import { createLedger } from './ledger.service';
import type { LedgerFacade } from './ledger.types';
import { registerLessonMoneyHandlers } from './lesson-money.handlers';

export type * from './ledger.types';
export { LedgerInvariantError } from './ledger-posting';
export { createLedger } from './ledger.service';

/**
 * A user's spendable balance in kopiykas, summed from their ledger lines: what search visibility
 * and the teacher profile read through the balance module's balanceMinorOf.
 */
export async function availableBalanceMinor(db: Database, userId: string): Promise<number> {
  return (await derivedUserBalances(db, userId)).availableMinor;
}

export interface LedgerModuleOptions {
  lessons: LessonsFacade;
  notifications: NotificationsFacade;
  /** Hiding an indebted tutor from search writes the profile through it. */
  profiles: ProfileFacade;
}

/**
 * The money ledger (docs/money/ledger.md): double entry in kopiykas, idempotent postings, two-phase holds,
 * reversals, users' transaction rows; lesson payments from the balance, the platform fee, hiding
 * indebted tutors from search, and administrators' adjustments. Other modules move money only
 * through `facade` (LedgerFacade in ledger.types.ts), inside their own transaction.
 */
export function createLedgerModule(ctx: Pick<AppContext, 'db' | 'now' | 'events'>, options: LedgerModuleOptions) {
  const facade: LedgerFacade = createLedger({ now: ctx.now, signals: ledgerSignalsOn(ctx.events) });
  registerLessonMoneyHandlers(ctx.events, facade, options.notifications);
  registerDebtVisibilityHandler(ctx.events, options);
  return {
    facade,
    routes: ledgerRoutes,
    routeOptions: { db: ctx.db, now: ctx.now, ledger: facade, lessons: options.lessons },
    adminRoutes: ledgerAdminRoutes,
    adminRouteOptions: { admin: createLedgerAdminService({ db: ctx.db, now: ctx.now, ledger: facade }) },
  };
}
export type LedgerModule = ReturnType<typeof createLedgerModule>;
