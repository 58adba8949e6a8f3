import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { LedgerInvariantError, postEntry, type LedgerEnv } from './ledger-posting';
import { insertRecords } from './ledger-transactions.queries';
import type { CaptureHoldInput, HoldResult, PlaceHoldInput, ReleaseHoldInput } from './ledger.types';
import { requestHash } from './request-hash';

/**
 * Two-phase holds (HOUSE-STYLE 25, TigerBeetle's pending → post | void): placing moves money
 * from a user's AVAILABLE to their HELD account; capturing sends it from HELD to its receivers;
 * releasing returns it to AVAILABLE. Each phase is an entry of its own, and a hold is settled
 * exactly once: the hold row is locked, and a second settlement under another key is refused.
 */

export async function placeHold(trx: Database, input: PlaceHoldInput, env: LedgerEnv): Promise<HoldResult> {
  const { idempotencyKey: _k, createdBy: _c, ...body } = input;
  const hash = requestHash('hold', body);
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new LedgerInvariantError(`a hold must be a positive integer of kopiykas: ${input.amountMinor}`);
  }
  const posted = await postEntry(
    trx,
    {
      idempotencyKey: input.idempotencyKey,
      kind: 'HOLD',
      memo: input.memo,
      createdBy: input.createdBy,
      lines: [
        { account: { kind: 'USER_AVAILABLE', userId: input.userId }, amountMinor: -input.amountMinor },
        { account: { kind: 'USER_HELD', userId: input.userId }, amountMinor: input.amountMinor },
      ],
    },
    env,
    { hash },
  );
  if (posted.replayed) {
    const hold = await trx
      .selectFrom('ledger_holds')
      .select('id')
      .where('place_entry_id', '=', posted.entryId)
      .executeTakeFirstOrThrow();
    return { ...posted, holdId: hold.id };
  }
  let holdId: string;
  try {
    const hold = await trx
      .insertInto('ledger_holds')
      .values({
        user_id: input.userId,
        amount_minor: input.amountMinor,
        lesson_id: input.lessonId ?? null,
        funded_by: input.fundedBy ?? 'BALANCE',
        place_entry_id: posted.entryId,
        created_at: env.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    holdId = hold.id;
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_holds_lesson_key')) throw new AppError('LESSON_ALREADY_PAID');
    throw error;
  }
  await insertRecords(
    trx,
    [
      {
        userId: input.userId,
        direction: 'OUTGOING',
        amountMinor: input.amountMinor,
        method: 'BALANCE',
        purpose: 'LESSON_PAYMENT',
        lessonId: input.lessonId,
      },
    ],
    { entryId: posted.entryId, holdId, status: 'PROCESSING', paymentStatus: 'AUTHORIZED' },
    env.at,
  );
  return { ...posted, holdId };
}

async function lockHold(trx: Database, holdId: string) {
  const hold = await trx.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).forUpdate().executeTakeFirst();
  if (!hold) throw new AppError('NOT_FOUND', { holdId });
  return { ...hold, amountMinor: Number(hold.amount_minor) };
}

/**
 * A hold that is already settled: the same key and body answer the first settlement again;
 * anything else is refused before a line is written (HELD would otherwise go below zero).
 */
async function settledAlready(
  trx: Database,
  hold: { id: string; status: string },
  key: string,
  hash: string,
): Promise<HoldResult> {
  const first = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'request_hash'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (first && first.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', { idempotencyKey: key });
  if (first) return { entryId: first.id, replayed: true, holdId: hold.id };
  throw new AppError('HOLD_SETTLED', { holdId: hold.id, status: hold.status });
}

/** Marks the hold settled and turns the payer's row final. */
async function settle(
  trx: Database,
  holdId: string,
  entryId: string,
  status: 'CAPTURED' | 'CANCELED',
  at: Date,
): Promise<void> {
  const updated = await trx
    .updateTable('ledger_holds')
    .set({ status, settle_entry_id: entryId, settled_at: at })
    .where('id', '=', holdId)
    .where('status', '=', 'AUTHORIZED')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new LedgerInvariantError(`hold ${holdId} settled twice`);
  // A released payment did not go through: FAILURE, with the payment status saying it was canceled.
  await trx
    .updateTable('ledger_transactions')
    .set({ status: status === 'CAPTURED' ? 'SUCCESS' : 'FAILURE', payment_status: status, updated_at: at })
    .where('hold_id', '=', holdId)
    .where('direction', '=', 'OUTGOING')
    .execute();
}

export async function captureHold(trx: Database, input: CaptureHoldInput, env: LedgerEnv): Promise<HoldResult> {
  const { idempotencyKey: _k, createdBy: _c, ...body } = input;
  const hash = requestHash('capture', body);
  const hold = await lockHold(trx, input.holdId);
  if (hold.status !== 'AUTHORIZED') return settledAlready(trx, hold, input.idempotencyKey, hash);
  const total = input.to.reduce((sum, line) => sum + line.amountMinor, 0);
  if (total !== hold.amountMinor) {
    throw new LedgerInvariantError(`a capture of hold ${hold.id} must send ${hold.amountMinor}, not ${total}`);
  }
  const posted = await postEntry(
    trx,
    {
      idempotencyKey: input.idempotencyKey,
      kind: 'CAPTURE',
      memo: input.memo,
      createdBy: input.createdBy,
      // Receivers are credited; nothing here debits a user's AVAILABLE, so no overdraft check bites.
      lines: [{ account: { kind: 'USER_HELD', userId: hold.user_id }, amountMinor: -hold.amountMinor }, ...input.to],
    },
    env,
    { hash },
  );
  // Unreachable while the hold is AUTHORIZED (the key's body names this hold), kept for safety.
  if (posted.replayed) return { ...posted, holdId: hold.id };
  await settle(trx, hold.id, posted.entryId, 'CAPTURED', env.at);
  await insertRecords(trx, input.records ?? [], { entryId: posted.entryId, holdId: hold.id }, env.at);
  return { ...posted, holdId: hold.id };
}

export async function releaseHold(trx: Database, input: ReleaseHoldInput, env: LedgerEnv): Promise<HoldResult> {
  const { idempotencyKey: _k, createdBy: _c, ...body } = input;
  const hash = requestHash('release', body);
  const hold = await lockHold(trx, input.holdId);
  if (hold.status !== 'AUTHORIZED') return settledAlready(trx, hold, input.idempotencyKey, hash);
  const posted = await postEntry(
    trx,
    {
      idempotencyKey: input.idempotencyKey,
      kind: 'RELEASE',
      memo: input.memo,
      createdBy: input.createdBy,
      lines: [
        { account: { kind: 'USER_HELD', userId: hold.user_id }, amountMinor: -hold.amountMinor },
        { account: { kind: 'USER_AVAILABLE', userId: hold.user_id }, amountMinor: hold.amountMinor },
      ],
    },
    env,
    { hash },
  );
  // Unreachable while the hold is AUTHORIZED (the key's body names this hold), kept for safety.
  if (posted.replayed) return { ...posted, holdId: hold.id };
  await settle(trx, hold.id, posted.entryId, 'CANCELED', env.at);
  return { ...posted, holdId: hold.id };
}
