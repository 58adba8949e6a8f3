import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Work the server repeats on a timer: request expiry, the daily discovery upkeep. */
export interface PeriodicJob<T> {
  readonly name: string;
  /** One pass now; a call while a pass runs shares that pass instead of starting a second. */
  runOnce(): Promise<T>;
  start(): void;
  /** Stops the timer and waits for a pass in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<T> {
  name: string;
  intervalMs: number;
  run: () => Promise<T>;
  log?: FastifyBaseLogger;
  /** What a finished pass logs, or null when it did nothing worth a line. */
  describe?: (result: T) => Record<string, unknown> | null;
}

/**
 * A pass every `intervalMs`, never two at once in one process. Jobs that several server processes
 * run side by side make their work safe to share themselves (SKIP LOCKED, an advisory lock). The
 * timer is unref'd: a pending pass never keeps a stopping process alive.
 */
export function createPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;

  function runOnce(): Promise<T> {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  }

  /** A pass from the timer (or the first one at start): its failure is logged, never thrown. */
  function runLogged() {
    runOnce()
      .then((result) => {
        const fields = options.describe?.(result);
        if (fields) options.log?.info({ job: options.name, ...fields }, `${options.name} pass done`);
      })
      .catch((error: unknown) => options.log?.error({ err: error, job: options.name }, `${options.name} pass failed`));
  }

  return {
    name: options.name,
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(runLogged, options.intervalMs);
      timer.unref();
      // A first pass right away catches up on whatever fell due while no server ran.
      runLogged();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Runs a job with the server: from when it is ready until it closes (waiting for a pass in
 * progress before the database closes). main.ts schedules jobs, not buildApp, so tests drive
 * them with `runOnce` and their own clock.
 */
export function runWithServer(app: FastifyInstance, job: PeriodicJob<unknown>): void {
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
}
