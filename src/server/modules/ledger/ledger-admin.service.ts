import type { AdjustmentInput, AdminBalance } from '../../../shared/contracts/ledger';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { storeAnswer, storedAnswer, type MoneyAnswer } from './ledger-answers';
import { toBalance, toTransactionItem } from './ledger.mapper';
import type { LedgerFacade } from './ledger.types';
import { requestHash } from './request-hash';

export interface LedgerAdminDeps {
  db: Database;
  now: () => number;
  ledger: LedgerFacade;
}

/**
 * The administrators' balance view and manual adjustments (an admin path
 * of its own). An adjustment is a balanced entry against PLATFORM_ADJUSTMENTS, written with
 * the administrator and their reason in ledger_adjustments (the audit trail: append-only, like
 * the entries). A mistaken adjustment is corrected by another adjustment, never by an edit.
 * A retry with the same client key and body answers the first answer again (ledger-answers.ts).
 */
export function createLedgerAdminService(deps: LedgerAdminDeps) {
  const { db, ledger } = deps;

  /** The balance view, read through `from` (the adjustment's transaction, for its stored answer). */
  async function view(userId: string, from: Database = db): Promise<AdminBalance> {
    const user = await from
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'role'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND');
    const [balance, transactions, adjustments, hidden, cached] = await Promise.all([
      ledger.balance(from, userId),
      ledger.transactions(from, userId, { limit: 100 }),
      from
        .selectFrom('ledger_adjustments as a')
        .innerJoin('users as u', 'u.id', 'a.admin_id')
        .select([
          'a.entry_id',
          'a.amount_minor',
          'a.reason',
          'a.admin_id',
          'a.created_at',
          'u.first_name',
          'u.last_name',
        ])
        .where('a.user_id', '=', userId)
        .orderBy('a.created_at', 'desc')
        .limit(100)
        .execute(),
      from.selectFrom('ledger_debt_hides').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
      from.selectFrom('ledger_accounts').select(['kind', 'balance_minor']).where('user_id', '=', userId).execute(),
    ]);
    const cachedOf = (kind: string) => Number(cached.find((c) => c.kind === kind)?.balance_minor ?? 0);
    return {
      user: { id: user.id, firstName: user.first_name, lastName: user.last_name, email: user.email, role: user.role },
      balance: toBalance(balance),
      cacheMismatch:
        cachedOf('USER_AVAILABLE') !== balance.availableMinor || cachedOf('USER_HELD') !== balance.heldMinor,
      hiddenForDebt: Boolean(hidden),
      transactions: transactions.map(toTransactionItem),
      adjustments: adjustments.map((a) => ({
        entryId: a.entry_id,
        amountMinor: Number(a.amount_minor),
        reason: a.reason,
        adminId: a.admin_id,
        adminName: `${a.first_name} ${a.last_name}`.trim(),
        createdAt: a.created_at.toISOString(),
      })),
    };
  }

  async function adjust(adminId: string, userId: string, input: AdjustmentInput): Promise<MoneyAnswer<AdminBalance>> {
    const idempotencyKey = `admin-adjustment:${adminId}:${input.idempotencyKey}`;
    const reason = input.reason.trim();
    // The same fields the posting's own fingerprint covers, so a changed body is refused either way.
    const hash = requestHash('admin-adjustment', { userId, amountMinor: input.amountMinor, reason });
    const earlier = await storedAnswer<AdminBalance>(db, idempotencyKey, hash);
    if (earlier) return earlier;
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND');
    const at = new Date(deps.now());
    const answer = await db.transaction().execute(async (trx) => {
      const posted = await ledger.post(trx, {
        idempotencyKey,
        kind: 'ADJUSTMENT',
        memo: reason,
        createdBy: adminId,
        // An administrator may set a debt (a chargeback) as well as forgive one.
        allowOverdraft: true,
        lines: [
          { account: { kind: 'USER_AVAILABLE', userId }, amountMinor: input.amountMinor },
          { account: { kind: 'PLATFORM_ADJUSTMENTS' }, amountMinor: -input.amountMinor },
        ],
        records: [
          {
            userId,
            direction: input.amountMinor > 0 ? 'INCOMING' : 'OUTGOING',
            amountMinor: Math.abs(input.amountMinor),
            method: 'ADMIN',
            purpose: 'ADJUSTMENT',
            reason,
          },
        ],
      });
      // A concurrent call with this key committed first; its answer is read below.
      if (posted.replayed) return null;
      await trx
        .insertInto('ledger_adjustments')
        .values({
          entry_id: posted.entryId,
          user_id: userId,
          admin_id: adminId,
          amount_minor: input.amountMinor,
          reason,
          created_at: at,
        })
        .execute();
      const body = await view(userId, trx);
      return storeAnswer(trx, { idempotencyKey, requestHash: hash, at }, { statusCode: 201, body });
    });
    if (answer) return answer;
    // Posted before answers were stored with their keys (migration 1151): the view as it is now.
    return (
      (await storedAnswer<AdminBalance>(db, idempotencyKey, hash)) ?? { statusCode: 201, body: await view(userId) }
    );
  }

  return { view, adjust };
}
export type LedgerAdminService = ReturnType<typeof createLedgerAdminService>;
