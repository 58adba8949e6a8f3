import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';

/**
 * An HTTP answer of a money call, as first sent: what a retry with its key gets again. The status
 * is the one its route declares (201 for every call that stores answers now).
 */
export interface MoneyAnswer<T, Status extends number = 201> {
  statusCode: Status;
  body: T;
}

/**
 * The first answer given under `idempotencyKey`, or null when none was stored. The same key with
 * another request fingerprint is refused with IDEMPOTENCY_KEY_REUSED, as the posting itself would.
 */
export async function storedAnswer<T, Status extends number = 201>(
  db: Database,
  idempotencyKey: string,
  requestHash: string,
): Promise<MoneyAnswer<T, Status> | null> {
  const row = await db
    .selectFrom('ledger_request_answers')
    .select(['request_hash', 'status_code', 'body'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', { idempotencyKey });
  // The key names one call, so its stored status is the one that call's route declares.
  return { statusCode: row.status_code as Status, body: JSON.parse(row.body) as T };
}

/**
 * Keeps the answer of the posting made under `idempotencyKey`, in the posting's transaction: the
 * answer commits with the money it reports, or neither does.
 */
export async function storeAnswer<T, Status extends number>(
  trx: Database,
  stored: { idempotencyKey: string; requestHash: string; at: Date },
  answer: MoneyAnswer<T, Status>,
): Promise<MoneyAnswer<T, Status>> {
  await trx
    .insertInto('ledger_request_answers')
    .values({
      idempotency_key: stored.idempotencyKey,
      request_hash: stored.requestHash,
      status_code: answer.statusCode,
      body: JSON.stringify(answer.body),
      created_at: stored.at,
    })
    .execute();
  return answer;
}

/**
 * Thrown inside a money call's transaction when its posting turned out to be a replay (a
 * concurrent call with the same key committed first): the transaction rolls back whatever else it
 * wrote, and the caller answers the stored first answer instead.
 */
export class ReplayedPosting extends Error {
  constructor() {
    super('the idempotency key was posted by a concurrent call');
    this.name = 'ReplayedPosting';
  }
}
