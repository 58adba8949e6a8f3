import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

/**
 * The payload of each domain event type. Modules add theirs by declaration merging, beside the
 * code that emits them, so `emit` and `on` are typed end to end:
 *
 *   declare module '../../events/events.types' {
 *     interface DomainEvents { 'request.created': { requestId: string; studentId: string } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventType = keyof DomainEvents & string;

/** What a caller writes: the event's type, what it is about, and its data. */
export interface NewEvent<T extends EventType = EventType> {
  type: T;
  /** The kind of thing changed ('request', 'user'…): events of one aggregate arrive in order. */
  aggregateType: string;
  aggregateId: string;
  payload: DomainEvents[T];
}

/** An event as a handler receives it. */
export interface DeliveredEvent<T extends EventType = EventType> extends NewEvent<T> {
  /** Unique and stable across redeliveries: handlers key their idempotency on it. */
  id: string;
  createdAt: Date;
}

export interface HandlerContext {
  /**
   * The handler's transaction: its writes commit together with its checkpoint, so a database
   * effect happens exactly once. Effects outside the database (mail, live pushes) happen at least
   * once; make them safe to repeat. For a handler registered with `{ transaction: false }` this is
   * the database itself.
   */
  trx: Database;
  now: () => number;
  log: FastifyBaseLogger;
  /** 1 on the first delivery, then 2, 3… on retries. */
  attempt: number;
}

export type EventHandler<T extends EventType = EventType> = (
  event: DeliveredEvent<T>,
  ctx: HandlerContext,
) => Promise<void>;

export interface HandlerOptions {
  /**
   * False for a handler that works outside the database for a while (sending mail): it then runs
   * with no transaction open, under a lease on its checkpoint. Default true.
   */
  transaction?: boolean;
}

/** The facade every module receives (`ctx.events`). */
export interface Events {
  /** Writes the event in the caller's transaction: it exists exactly when the change does. */
  emit<T extends EventType>(trx: Database, event: NewEvent<T>): Promise<void>;
  /**
   * Registers a named handler for one or more types. The name is the handler's checkpoint: keep
   * it stable (renaming it replays every event to it).
   */
  on<T extends EventType>(types: T | T[], name: string, handler: EventHandler<T>, options?: HandlerOptions): void;
}
