import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { createEventDispatcher, type RegisteredHandler } from './event-dispatcher';
import type { EventHandler, EventType, Events, HandlerOptions, NewEvent } from './events.types';
import * as q from './events.queries';

export type {
  DeliveredEvent,
  DomainEvents,
  EventHandler,
  Events,
  HandlerContext,
  HandlerOptions,
  NewEvent,
} from './events.types';

/** PostgreSQL's NOTIFY channel: sent inside the emitting transaction, so it arrives on commit. */
export const EVENTS_CHANNEL = 'repetytor_events';

/** How long delivered events are kept (for inspection) before pruning. */
export const EVENT_RETENTION_MS = 30 * 86_400_000;

/** Subscribes to a NOTIFY channel (PostgreSQL server only); resolves to an unsubscribe. */
export type ListenFn = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

export interface EventBusOptions {
  db: Database;
  kind: 'pglite' | 'postgres';
  now: () => number;
  log: FastifyBaseLogger;
  /** Wakes every process's dispatcher on commit; without it they wake on their own emits and polls. */
  listen?: ListenFn;
  /** The safety-net poll: catches anything a wake-up missed (a dropped LISTEN connection). */
  pollMs?: number;
  backoffMs?: (failures: number) => number;
}

export interface EventBus extends Events {
  /** Starts the dispatcher (LISTEN, poll) — with the server, after every handler is registered. */
  start(): Promise<void>;
  /** Stops it and waits for the step in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** Runs the dispatcher until every handler has passed the events written so far (tests). */
  drain(): Promise<void>;
  /** Wakes the dispatcher (after a commit it was told about). */
  wake(): void;
  /** Events some handler keeps failing on (the `/health` detail). */
  failingCount(): Promise<number>;
}

/** A loop that runs `step` until it reports no work, never twice at once, re-run when kicked mid-run. */
function createRunner(step: () => Promise<boolean>, log: FastifyBaseLogger, label: string) {
  let running: Promise<boolean> | null = null;
  let again = false;
  let stopped = false;
  async function loop(): Promise<boolean> {
    let worked = false;
    do {
      again = false;
      try {
        // Bounded, so a flood never starves the event loop's other work of a turn.
        for (let i = 0; i < 1000 && !stopped && (await step()); i++) worked = true;
      } catch (error) {
        log.error({ err: error, runner: label }, 'event dispatcher step failed');
        return worked;
      }
    } while (again && !stopped);
    return worked;
  }
  return {
    kick(): Promise<boolean> {
      if (stopped) return Promise.resolve(false);
      if (running) {
        again = true;
        return running;
      }
      running = loop().finally(() => {
        running = null;
      });
      return running;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/**
 * The domain-event spine: `emit` writes an outbox row in the caller's transaction,
 * `on` registers named idempotent handlers, and the dispatcher (event-dispatcher.ts) delivers.
 * Built once by app.ts and handed to every module.
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const { db, log } = options;
  const handlers = new Map<string, RegisteredHandler>();
  const dispatcher = createEventDispatcher({
    db,
    now: options.now,
    log,
    handlers: () => [...handlers.values()],
    backoffMs: options.backoffMs,
  });
  const runners = new Map<string, ReturnType<typeof createRunner>>();
  const retries = createRunner(() => dispatcher.retryStep(), log, 'retries');
  let timer: NodeJS.Timeout | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let wakeQueued = false;

  const kickAll = () => Promise.all([...[...runners.values()].map((r) => r.kick()), retries.kick()]);

  function wake() {
    if (wakeQueued) return;
    wakeQueued = true;
    setImmediate(() => {
      wakeQueued = false;
      void kickAll();
    });
  }

  return {
    async emit<T extends EventType>(trx: Database, event: NewEvent<T>) {
      await q.insertEvent(trx, event);
      if (options.kind === 'postgres') {
        await sql`select pg_notify(${EVENTS_CHANNEL}, current_schema())`.execute(trx);
      }
      // PGlite runs one transaction at a time, so the dispatcher's read waits for this one to end;
      // on PostgreSQL the NOTIFY above wakes every process once the transaction commits.
      if (options.kind === 'pglite' || !options.listen) wake();
    },

    on<T extends EventType>(types: T | T[], name: string, handler: EventHandler<T>, options?: HandlerOptions) {
      if (handlers.has(name)) throw new Error(`event handler "${name}" is registered twice`);
      const h: RegisteredHandler = {
        name,
        types: Array.isArray(types) ? types : [types],
        run: handler as EventHandler<EventType>,
        transactional: options?.transaction ?? true,
      };
      handlers.set(name, h);
      runners.set(
        name,
        createRunner(() => dispatcher.handlerStep(h), log, name),
      );
    },

    async start() {
      if (options.listen) {
        // Every schema's commits wake every listener (tests share a database); a wake-up that
        // finds nothing costs one query.
        unlisten = await options.listen(EVENTS_CHANNEL, () => wake());
      }
      timer = setInterval(wake, options.pollMs ?? 1000);
      timer.unref();
      // Every handler is far past a month-old event (a stuck one is in event_retries, kept).
      pruneTimer = setInterval(() => {
        q.pruneEvents(db, new Date(options.now() - EVENT_RETENTION_MS)).catch((error: unknown) =>
          log.warn({ err: error }, 'events: pruning failed'),
        );
      }, 6 * 3_600_000);
      pruneTimer.unref();
      wake();
    },

    async stop() {
      if (timer) clearInterval(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      timer = pruneTimer = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await Promise.all([...[...runners.values()].map((r) => r.stop()), retries.stop()]);
    },

    async drain() {
      // Until every handler has passed every event written before this call. On PostgreSQL an
      // event waits for every older transaction on the server to end (any schema's: beside
      // another test run, seconds), so the bound is a hang detector, not a wait for a quiet machine.
      const upTo = await q.lastEventId(db);
      const until = Date.now() + 60_000;
      for (;;) {
        const worked = await kickAll();
        if (!worked.some(Boolean)) {
          const behind = await Promise.all(
            [...handlers.values()].map((h) => q.caughtUp(db, h.name, h.types, upTo).then((ok) => !ok)),
          );
          if (!behind.some(Boolean) || Date.now() > until) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    },

    wake,
    failingCount: () => q.countFailing(db),
  };
}
