import { sql } from 'kysely';
import type { Database } from '../db/database';

export interface EventRow {
  id: string;
  transaction_id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

export interface Checkpoint {
  transaction_id: string;
  event_id: string;
}

export async function insertEvent(
  trx: Database,
  e: { type: string; aggregateType: string; aggregateId: string; payload: unknown },
): Promise<void> {
  await trx
    .insertInto('events')
    .values({
      type: e.type,
      aggregate_type: e.aggregateType,
      aggregate_id: e.aggregateId,
      payload: JSON.stringify(e.payload ?? {}),
    })
    .execute();
}

/**
 * The handler's checkpoint, locked for this transaction; null while another process holds it
 * (that process is running the handler, so this one moves on).
 */
export async function lockCheckpoint(trx: Database, handler: string): Promise<Checkpoint | null> {
  await trx
    .insertInto('event_checkpoints')
    .values({ handler })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await sql<Checkpoint>`
    select transaction_id::text as transaction_id, event_id::text as event_id
    from event_checkpoints where handler = ${handler}
    for update skip locked`.execute(trx);
  return row.rows[0] ?? null;
}

/**
 * The next event of these types after the checkpoint, among those every transaction older than
 * the oldest running one wrote (HOUSE-STYLE 18): rows below that horizon can no longer appear.
 */
export async function nextEvents(trx: Database, after: Checkpoint, types: string[], limit: number) {
  const result = await sql<EventRow>`
    select id::text as id, transaction_id::text as transaction_id, type, aggregate_type, aggregate_id,
      payload, created_at
    from events e
    where (transaction_id, id) > (${after.transaction_id}::xid8, ${after.event_id}::bigint)
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      and type = any(${types}::text[])
    order by e.transaction_id, e.id
    limit ${limit}`.execute(trx);
  return result.rows;
}

/** Compare-and-set: moves the checkpoint only if it still is where this pass read it. */
export async function advanceCheckpoint(
  trx: Database,
  handler: string,
  from: Checkpoint,
  to: Checkpoint,
  at: Date,
): Promise<boolean> {
  const result = await sql`
    update event_checkpoints
    set transaction_id = ${to.transaction_id}::xid8, event_id = ${to.event_id}::bigint, updated_at = ${at},
      leased_until = null
    where handler = ${handler}
      and transaction_id = ${from.transaction_id}::xid8 and event_id = ${from.event_id}::bigint`.execute(trx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function hasRetryFor(trx: Database, handler: string, e: EventRow): Promise<boolean> {
  const row = await trx
    .selectFrom('event_retries')
    .select('event_id')
    .where('handler', '=', handler)
    .where('aggregate_type', '=', e.aggregate_type)
    .where('aggregate_id', '=', e.aggregate_id)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function insertRetry(
  trx: Database,
  r: { handler: string; event: EventRow; attempts: number; runAt: Date; error: string | null },
): Promise<void> {
  await trx
    .insertInto('event_retries')
    .values({
      handler: r.handler,
      event_id: r.event.id,
      aggregate_type: r.event.aggregate_type,
      aggregate_id: r.event.aggregate_id,
      attempts: r.attempts,
      run_at: r.runAt,
      last_error: r.error,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * One due retry of these handlers that is first in line for its aggregate, locked; null when none
 * is due (or the due ones are being retried by another process).
 */
export async function lockDueRetry(trx: Database, handlers: string[], at: Date) {
  if (handlers.length === 0) return null;
  const result = await sql<EventRow & { handler: string; attempts: number }>`
    select r.handler, r.attempts, e.id::text as id, e.transaction_id::text as transaction_id, e.type,
      e.aggregate_type, e.aggregate_id, e.payload, e.created_at
    from event_retries r
    join events e on e.id = r.event_id
    where r.handler = any(${handlers}::text[])
      and r.run_at <= ${at}
      and not exists (
        select 1 from event_retries r2 join events e2 on e2.id = r2.event_id
        where r2.handler = r.handler and r2.aggregate_type = r.aggregate_type
          and r2.aggregate_id = r.aggregate_id
          and (e2.transaction_id, e2.id) < (e.transaction_id, e.id))
    order by r.run_at
    limit 1
    for update of r skip locked`.execute(trx);
  return result.rows[0] ?? null;
}

export async function deleteRetry(trx: Database, handler: string, eventId: string): Promise<void> {
  await trx.deleteFrom('event_retries').where('handler', '=', handler).where('event_id', '=', eventId).execute();
}

export async function failRetry(
  db: Database,
  r: { handler: string; eventId: string; attempts: number; runAt: Date; error: string },
): Promise<void> {
  await db
    .updateTable('event_retries')
    .set({ attempts: r.attempts, run_at: r.runAt, last_error: r.error })
    .where('handler', '=', r.handler)
    .where('event_id', '=', r.eventId)
    .execute();
}

/** Events some handler has failed on and still retries (health detail). */
export async function countFailing(db: Database): Promise<number> {
  const row = await db
    .selectFrom('event_retries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('attempts', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lastEventId(db: Database): Promise<string> {
  const row = await sql<{ id: string | null }>`select max(id)::text as id from events`.execute(db);
  return row.rows[0]?.id ?? '0';
}

/** Whether the handler's checkpoint has passed every event of its types up to `upTo`. */
export async function caughtUp(db: Database, handler: string, types: string[], upTo: string): Promise<boolean> {
  const result = await sql<{ behind: number }>`
    select 1 as behind from events e
    left join event_checkpoints c on c.handler = ${handler}
    where e.id <= ${upTo}::bigint and e.type = any(${types}::text[])
      and (c.handler is null
        or (e.transaction_id, e.id) > (c.transaction_id, c.event_id))
    limit 1`.execute(db);
  return result.rows.length === 0;
}

/**
 * Leases the handler's checkpoint until `until` unless another process holds an unexpired lease;
 * answers the checkpoint when taken.
 */
export async function leaseCheckpoint(
  db: Database,
  handler: string,
  at: Date,
  until: Date,
): Promise<Checkpoint | null> {
  await db
    .insertInto('event_checkpoints')
    .values({ handler })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const result = await sql<Checkpoint>`
    update event_checkpoints set leased_until = ${until}
    where handler = ${handler} and (leased_until is null or leased_until <= ${at})
    returning transaction_id::text as transaction_id, event_id::text as event_id`.execute(db);
  return result.rows[0] ?? null;
}

export async function releaseLease(db: Database, handler: string): Promise<void> {
  await db.updateTable('event_checkpoints').set({ leased_until: null }).where('handler', '=', handler).execute();
}

/** Claims one due retry of these handlers by moving its time on by the lease (no lock held). */
export async function claimDueRetry(db: Database, handlers: string[], at: Date, until: Date) {
  if (handlers.length === 0) return null;
  return db.transaction().execute(async (trx) => {
    const row = await lockDueRetry(trx, handlers, at);
    if (row) {
      await trx
        .updateTable('event_retries')
        .set({ run_at: until })
        .where('handler', '=', row.handler)
        .where('event_id', '=', row.id)
        .execute();
    }
    return row;
  });
}

/**
 * Deletes delivered events older than `before` (the outbox is not an archive). An event some
 * handler still retries stays until that retry succeeds.
 */
export async function pruneEvents(db: Database, before: Date): Promise<number> {
  const result = await sql`
    delete from events e
    where e.created_at < ${before}
      and not exists (select 1 from event_retries r where r.event_id = e.id)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
