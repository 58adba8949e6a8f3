import { sql } from 'kysely';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { accountKey, applyToAccount } from './ledger-accounts.queries';
import { FINAL_STATUSES, insertRecords, lockTransaction, updateTransaction } from './ledger-transactions.queries';
import type { AccountRef, EntryLine, PostEntryInput, PostedEntry } from './ledger.types';
import { requestHash } from './request-hash';

/** Programming errors in a posting: never a user's fault, so not an AppError (answers 500). */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}

const isUserAccount = (ref: AccountRef): ref is Extract<AccountRef, { userId: string }> => 'userId' in ref;

/** Checks an entry's lines before anything is written: whole kopiykas, none zero, sum exactly 0. */
export function checkLines(lines: EntryLine[]): void {
  if (lines.length < 2) throw new LedgerInvariantError('an entry needs at least two lines');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new LedgerInvariantError(`a line's amount must be a non-zero integer of kopiykas: ${line.amountMinor}`);
    }
    if (isUserAccount(line.account) && !line.account.userId)
      throw new LedgerInvariantError('a user account needs a user');
    sum += line.amountMinor;
  }
  if (sum !== 0) throw new LedgerInvariantError(`an entry's lines must sum to 0, not ${sum}`);
}

/** The first posting under a key, if any: its entry id and the fingerprint of its body. */
async function findByKey(trx: Database, key: string) {
  return trx
    .selectFrom('ledger_entries')
    .select(['id', 'request_hash'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims the idempotency key by inserting the entry's head. On PostgreSQL a concurrent posting
 * with the same key waits on the unique index until the first commits, then finds its row; if
 * the first rolls back, the waiting one inserts. Either way one key moves money once.
 */
async function claimKey(
  trx: Database,
  input: PostEntryInput,
  hash: string,
  at: Date,
  reversesEntryId: string | null,
): Promise<PostedEntry> {
  const inserted = await trx
    .insertInto('ledger_entries')
    .values({
      idempotency_key: input.idempotencyKey,
      request_hash: hash,
      kind: input.kind,
      reverses_entry_id: reversesEntryId,
      memo: input.memo ?? '',
      created_by: input.createdBy ?? null,
      created_at: at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { entryId: inserted.id, replayed: false };
  const first = await findByKey(trx, input.idempotencyKey);
  if (!first) throw new LedgerInvariantError('an idempotency key conflicted but its entry is gone');
  if (first.request_hash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { idempotencyKey: input.idempotencyKey });
  return { entryId: first.id, replayed: true };
}

/** The body a key's fingerprint covers: everything the caller asked for but the key and actor. */
export function postingHash(operation: string, input: PostEntryInput, extra?: unknown): string {
  const { idempotencyKey: _key, createdBy: _by, ...body } = input;
  return requestHash(operation, { ...body, extra });
}

/**
 * What a posting tells the rest of the platform, in its transaction: a user's AVAILABLE balance
 * went below zero or came back to zero or above (search visibility follows it).
 */
export interface LedgerSignals {
  balanceSignChanged(trx: Database, change: { userId: string; balanceMinor: number }): Promise<void>;
}

/** The posting's clock reading and listeners, fixed once per facade call. */
export interface LedgerEnv {
  at: Date;
  signals?: LedgerSignals;
}

export interface PostOptions {
  /** The fingerprint to store (operations such as holds hash their own input). */
  hash?: string;
  reversesEntryId?: string | null;
}

/**
 * Posts one balanced journal entry in the caller's transaction (see LedgerFacade.post):
 * claims the key, moves each account's cached balance in a fixed account order (so concurrent
 * postings never deadlock each other), refuses an overdraft, writes the lines, and re-reads the
 * entry's sum from the database before the caller can commit.
 */
export async function postEntry(trx: Database, input: PostEntryInput, env: LedgerEnv, options: PostOptions = {}) {
  const { at } = env;
  checkLines(input.lines);
  const hash = options.hash ?? postingHash('post', input);
  const claimed = await claimKey(trx, input, hash, at, options.reversesEntryId ?? null);
  if (claimed.replayed) return claimed;

  // One delta per account, applied in key order: lines of one account are merged first so an
  // account is locked once.
  const deltas = new Map<string, { ref: AccountRef; delta: number }>();
  for (const line of input.lines) {
    const key = accountKey(line.account);
    const d = deltas.get(key) ?? { ref: line.account, delta: 0 };
    d.delta += line.amountMinor;
    deltas.set(key, d);
  }
  const accountIds = new Map<string, string>();
  for (const key of [...deltas.keys()].sort()) {
    const { ref, delta } = deltas.get(key)!;
    const account = await applyToAccount(trx, ref, delta, at);
    accountIds.set(key, account.id);
    if (ref.kind === 'USER_AVAILABLE' && delta < 0 && account.balanceMinor < 0 && !input.allowOverdraft) {
      throw new AppError('INSUFFICIENT_FUNDS', { balanceMinor: account.balanceMinor - delta });
    }
    if (ref.kind === 'USER_AVAILABLE' && account.balanceMinor - delta < 0 !== account.balanceMinor < 0) {
      await env.signals?.balanceSignChanged(trx, { userId: ref.userId, balanceMinor: account.balanceMinor });
    }
  }

  await trx
    .insertInto('ledger_lines')
    .values(
      input.lines.map((line, position) => ({
        entry_id: claimed.entryId,
        position,
        account_id: accountIds.get(accountKey(line.account))!,
        amount_minor: line.amountMinor,
      })),
    )
    .execute();
  const { rows } = await sql<{ total: string; lines: string }>`
    select coalesce(sum(amount_minor), 0) as total, count(*) as lines
      from ledger_lines where entry_id = ${claimed.entryId}`.execute(trx);
  if (Number(rows[0]!.total) !== 0 || Number(rows[0]!.lines) !== input.lines.length) {
    throw new LedgerInvariantError(`entry ${claimed.entryId} does not balance`);
  }

  await insertRecords(trx, input.records ?? [], { entryId: claimed.entryId }, at);
  for (const transactionId of input.settles ?? []) {
    const row = await lockTransaction(trx, transactionId);
    if (!row) throw new LedgerInvariantError(`transaction ${transactionId} to settle does not exist`);
    if (FINAL_STATUSES.includes(row.status)) {
      throw new AppError('TRANSACTION_FINAL', { transactionId, status: row.status });
    }
    await updateTransaction(
      trx,
      transactionId,
      {
        status: 'SUCCESS',
        entry_id: claimed.entryId,
        payment_status: row.payment_status ? 'CAPTURED' : null,
      },
      at,
    );
  }
  return claimed;
}
