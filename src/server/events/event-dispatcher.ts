import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { DeliveredEvent, EventHandler, EventType } from './events.types';
import * as q from './events.queries';

/** A registered handler: its name is its checkpoint and its retry queue. */
export interface RegisteredHandler {
  name: string;
  types: string[];
  run: EventHandler<EventType>;
  /** False for handlers acting outside the database (mail): they run with no transaction open. */
  transactional: boolean;
}

/** How long a non-transactional handler may take before another process may take over. */
const LEASE_MS = 60_000;

export interface DispatcherOptions {
  db: Database;
  now: () => number;
  log: FastifyBaseLogger;
  handlers: () => RegisteredHandler[];
  /** Retry delay after the n-th failure (1, 2, …). */
  backoffMs?: (failures: number) => number;
}

/** 1 s, 2 s, 4 s … capped at an hour: a broken mail server is retried, never hammered. */
export const defaultBackoffMs = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 3_600_000);

const toDelivered = (row: q.EventRow): DeliveredEvent =>
  ({
    id: row.id,
    type: row.type,
    aggregateType: row.aggregate_type,
    aggregateId: row.aggregate_id,
    payload: row.payload,
    createdAt: new Date(row.created_at),
  }) as DeliveredEvent;

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Delivers events at least once to each handler, in order per aggregate (HOUSE-STYLE 18). Each
 * handler reads on from its own checkpoint, locked with SKIP LOCKED so one process at a time runs
 * it; one event per transaction, the handler's writes and the checkpoint's compare-and-set
 * committing together. A handler that throws has its event parked in `event_retries` with a
 * backoff, and later events of that aggregate queue behind it there, while the checkpoint moves
 * on: other aggregates and other handlers never wait for it.
 */
export function createEventDispatcher(options: DispatcherOptions) {
  const { db, now, log } = options;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;

  /** One step of one handler: true when it did something (so another step may find more). */
  async function handlerStep(h: RegisteredHandler): Promise<boolean> {
    return h.transactional ? transactionalStep(h) : leasedStep(h);
  }

  /**
   * A handler that sends mail must not hold a transaction open meanwhile (PGlite runs one at a
   * time, and on a server it would hold a connection and a lock for as long as SMTP takes): it
   * leases its checkpoint instead, runs, then moves the checkpoint. A crash mid-way repeats the
   * event after the lease (at least once).
   */
  async function leasedStep(h: RegisteredHandler): Promise<boolean> {
    const from = await q.leaseCheckpoint(db, h.name, new Date(now()), new Date(now() + LEASE_MS));
    if (!from) return false;
    try {
      const [event] = await db.transaction().execute((trx) => q.nextEvents(trx, from, h.types, 1));
      if (!event) return false;
      const to = { transaction_id: event.transaction_id, event_id: event.id };
      let failure: unknown = null;
      const parked = await q.hasRetryFor(db, h.name, event);
      if (!parked) {
        try {
          await h.run(toDelivered(event), { trx: db, now, log, attempt: 1 });
        } catch (error) {
          failure = error;
          log.warn({ err: error, handler: h.name, eventId: event.id }, 'event handler failed; will retry');
        }
      }
      await db.transaction().execute(async (trx) => {
        if (parked || failure) {
          await q.insertRetry(trx, {
            handler: h.name,
            event,
            attempts: failure ? 1 : 0,
            runAt: new Date(now() + (failure ? backoffMs(1) : 0)),
            error: failure ? describe(failure).slice(0, 2000) : null,
          });
        }
        await q.advanceCheckpoint(trx, h.name, from, to, new Date(now()));
      });
      return true;
    } finally {
      await q.releaseLease(db, h.name).catch(() => undefined);
    }
  }

  async function transactionalStep(h: RegisteredHandler): Promise<boolean> {
    let taken: { from: q.Checkpoint; event: q.EventRow } | null = null;
    try {
      return await db.transaction().execute(async (trx) => {
        const from = await q.lockCheckpoint(trx, h.name);
        if (!from) return false;
        const [event] = await q.nextEvents(trx, from, h.types, 1);
        if (!event) return false;
        taken = { from, event };
        if (await q.hasRetryFor(trx, h.name, event)) {
          // An earlier event of this aggregate is waiting for a retry: this one waits behind it.
          await q.insertRetry(trx, { handler: h.name, event, attempts: 0, runAt: new Date(now()), error: null });
        } else {
          await h.run(toDelivered(event), { trx, now, log, attempt: 1 });
        }
        const to = { transaction_id: event.transaction_id, event_id: event.id };
        if (!(await q.advanceCheckpoint(trx, h.name, from, to, new Date(now()))))
          throw new Error('event checkpoint moved under a locked row');
        return true;
      });
    } catch (error) {
      if (!taken) throw error;
      const { from, event } = taken as { from: q.Checkpoint; event: q.EventRow };
      log.warn(
        { err: error, handler: h.name, eventId: event.id, type: event.type },
        'event handler failed; will retry',
      );
      // The handler's writes rolled back with its transaction; park the event and move past it.
      await db.transaction().execute(async (trx) => {
        const current = await q.lockCheckpoint(trx, h.name);
        if (!current || current.transaction_id !== from.transaction_id || current.event_id !== from.event_id) return;
        await q.insertRetry(trx, {
          handler: h.name,
          event,
          attempts: 1,
          runAt: new Date(now() + backoffMs(1)),
          error: describe(error).slice(0, 2000),
        });
        const to = { transaction_id: event.transaction_id, event_id: event.id };
        await q.advanceCheckpoint(trx, h.name, from, to, new Date(now()));
      });
      return true;
    }
  }

  /** One due retry (first in line for its aggregate), if any. */
  async function retryStep(): Promise<boolean> {
    const all = options.handlers();
    const byName = new Map(all.map((h) => [h.name, h]));
    const inTransaction = all.filter((h) => h.transactional).map((h) => h.name);
    const leased = all.filter((h) => !h.transactional).map((h) => h.name);
    let taken: { handler: string; id: string; attempts: number } | null = null;
    try {
      const ranInTransaction = await db.transaction().execute(async (trx) => {
        const row = await q.lockDueRetry(trx, inTransaction, new Date(now()));
        if (!row) return false;
        taken = { handler: row.handler, id: row.id, attempts: row.attempts };
        await byName.get(row.handler)!.run(toDelivered(row), { trx, now, log, attempt: row.attempts + 1 });
        await q.deleteRetry(trx, row.handler, row.id);
        return true;
      });
      if (ranInTransaction) return true;
      // Handlers that act outside the database: the retry is claimed for a lease, then run.
      const row = await q.claimDueRetry(db, leased, new Date(now()), new Date(now() + LEASE_MS));
      if (!row) return false;
      taken = { handler: row.handler, id: row.id, attempts: row.attempts };
      await byName.get(row.handler)!.run(toDelivered(row), { trx: db, now, log, attempt: row.attempts + 1 });
      await q.deleteRetry(db, row.handler, row.id);
      return true;
    } catch (error) {
      if (!taken) throw error;
      const { handler, id, attempts } = taken as { handler: string; id: string; attempts: number };
      const failures = Math.max(attempts, 0) + 1;
      log.warn({ err: error, handler, eventId: id, failures }, 'event handler failed again; will retry');
      await q.failRetry(db, {
        handler,
        eventId: id,
        attempts: failures,
        runAt: new Date(now() + backoffMs(failures)),
        error: describe(error).slice(0, 2000),
      });
      return true;
    }
  }

  return { handlerStep, retryStep };
}
