import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { postEntry, type LedgerEnv } from './ledger-posting';
import type { AccountRef, EntryLine, PostedEntry, ReverseEntryInput, TransactionRecordInput } from './ledger.types';
import { requestHash } from './request-hash';

/** Entries of a hold's phases are corrected by the hold's own phases, never reversed alone. */
const NOT_REVERSIBLE = new Set(['HOLD', 'CAPTURE', 'RELEASE', 'REVERSAL']);

function toRef(kind: string, userId: string | null): AccountRef {
  if (kind === 'USER_AVAILABLE' || kind === 'USER_HELD') return { kind, userId: userId! };
  return { kind: kind as Exclude<AccountRef['kind'], 'USER_AVAILABLE' | 'USER_HELD'> };
}

/**
 * The only correction the ledger knows (DESIGN "Money"): a new entry whose lines negate the
 * original's, linked to it, at most once per entry. Users whose balance it moves get a row each.
 */
export async function reverseEntry(trx: Database, input: ReverseEntryInput, env: LedgerEnv): Promise<PostedEntry> {
  const original = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'kind'])
    .where('id', '=', input.entryId)
    .executeTakeFirst();
  if (!original) throw new AppError('NOT_FOUND', { entryId: input.entryId });
  if (NOT_REVERSIBLE.has(original.kind)) throw new AppError('ENTRY_NOT_REVERSIBLE', { kind: original.kind });
  const lines = await trx
    .selectFrom('ledger_lines as l')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['l.amount_minor', 'a.kind', 'a.user_id'])
    .where('l.entry_id', '=', original.id)
    .orderBy('l.position')
    .execute();
  const negated: EntryLine[] = lines.map((l) => ({
    account: toRef(l.kind, l.user_id),
    amountMinor: -Number(l.amount_minor),
  }));
  const records: TransactionRecordInput[] = negated.flatMap((line) =>
    line.account.kind === 'USER_AVAILABLE'
      ? [
          {
            userId: line.account.userId,
            direction: line.amountMinor > 0 ? ('INCOMING' as const) : ('OUTGOING' as const),
            amountMinor: Math.abs(line.amountMinor),
            method: 'PLATFORM' as const,
            purpose: 'ADJUSTMENT' as const,
            reason: input.reason,
          },
        ]
      : [],
  );
  try {
    return await postEntry(
      trx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: 'REVERSAL',
        memo: input.reason,
        createdBy: input.createdBy,
        lines: negated,
        allowOverdraft: true,
        records,
      },
      env,
      { hash: requestHash('reverse', { entryId: input.entryId, reason: input.reason }), reversesEntryId: original.id },
    );
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_entries_reverses_entry_id_key')) {
      throw new AppError('ENTRY_ALREADY_REVERSED', { entryId: input.entryId });
    }
    throw error;
  }
}
