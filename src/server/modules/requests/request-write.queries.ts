import { sql, type Insertable } from 'kysely';
import {
  ACTIVE_REQUEST_STATUSES,
  statusesLeadingTo,
  type LessonRequestStatus,
} from '../../../shared/contracts/requests';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

/**
 * Serialises one student's request creation (PostgreSQL row lock; PGlite runs one transaction
 * at a time anyway), so the limit of 5 holds even for simultaneous submissions.
 */
export async function lockStudent(trx: Database, studentId: string): Promise<void> {
  await sql`select id from users where id = ${studentId} for update`.execute(trx);
}

export async function countActive(trx: Database, studentId: string): Promise<number> {
  const row = await trx
    .selectFrom('lesson_requests')
    .select(sql<string>`count(*)`.as('n'))
    .where('student_id', '=', studentId)
    .where('status', 'in', ACTIVE_REQUEST_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findActive(trx: Database, studentId: string, where: { teacherId: string } | { publicSubject: string }) {
  let query = trx
    .selectFrom('lesson_requests')
    .select('id')
    .where('student_id', '=', studentId)
    .where('status', 'in', ACTIVE_REQUEST_STATUSES);
  query =
    'teacherId' in where
      ? query.where('teacher_id', '=', where.teacherId)
      : query.where('type', '=', 'STUDENT_PUBLIC').where('subject_code', '=', where.publicSubject);
  return query.executeTakeFirst();
}

export function findByIdempotencyKey(db: Database, studentId: string, idempotencyKey: string) {
  return db
    .selectFrom('lesson_requests')
    .select('id')
    .where('student_id', '=', studentId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertRequest(
  trx: Database,
  values: Insertable<DB['lesson_requests']>,
  slots: readonly Date[],
): Promise<string> {
  const row = await trx.insertInto('lesson_requests').values(values).returning('id').executeTakeFirstOrThrow();
  if (slots.length > 0) {
    await trx
      .insertInto('lesson_request_slots')
      .values(slots.map((startsAt) => ({ request_id: row.id, starts_at: startsAt })))
      .execute();
  }
  return row.id;
}

/** Reads and row-locks a request for a change that depends on its current state. */
export function lockRequest(trx: Database, id: string) {
  return trx.selectFrom('lesson_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Moves a request to `to` only from a status the transition table allows (docs/requests/
 * statuses.md); anything else is 409 ILLEGAL_TRANSITION with both statuses in the details.
 */
export async function transition(
  trx: Database,
  id: string,
  to: LessonRequestStatus,
  at: Date,
  extra: { accepted_offer_id?: string } = {},
): Promise<void> {
  const updated = await trx
    .updateTable('lesson_requests')
    .set({ status: to, updated_at: at, ...extra })
    .where('id', '=', id)
    .where('status', 'in', statusesLeadingTo(to))
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  const current = await trx.selectFrom('lesson_requests').select('status').where('id', '=', id).executeTakeFirst();
  if (!current) throw new AppError('NOT_FOUND');
  throw new AppError('ILLEGAL_TRANSITION', { from: current.status, to });
}

export function requestSlotExists(trx: Database, requestId: string, startsAt: Date) {
  return trx
    .selectFrom('lesson_request_slots')
    .select('request_id')
    .where('request_id', '=', requestId)
    .where('starts_at', '=', startsAt)
    .executeTakeFirst();
}

export function readOfferForUpdate(trx: Database, requestId: string, offerId: string) {
  return trx
    .selectFrom('lesson_request_offers')
    .selectAll()
    .where('id', '=', offerId)
    .where('request_id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertOffer(trx: Database, values: Insertable<DB['lesson_request_offers']>): Promise<string> {
  const row = await trx.insertInto('lesson_request_offers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Settles waiting offers: the chosen one, the rest, or all (when the request is cancelled). */
export async function setOfferStatus(
  trx: Database,
  where: { requestId: string; offerId?: string; exceptOfferId?: string },
  status: 'ACCEPTED' | 'REJECTED' | 'CANCELLED',
  at: Date,
) {
  let query = trx
    .updateTable('lesson_request_offers')
    .set({ status, updated_at: at })
    .where('request_id', '=', where.requestId)
    .where('status', '=', 'WAITING_FOR_REPLY');
  if (where.offerId) query = query.where('id', '=', where.offerId);
  if (where.exceptOfferId) query = query.where('id', '<>', where.exceptOfferId);
  return query.returning(['id', 'teacher_id']).execute();
}

export async function countWaitingOffers(trx: Database, requestId: string): Promise<number> {
  const row = await trx
    .selectFrom('lesson_request_offers')
    .select(sql<string>`count(*)`.as('n'))
    .where('request_id', '=', requestId)
    .where('status', '=', 'WAITING_FOR_REPLY')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
