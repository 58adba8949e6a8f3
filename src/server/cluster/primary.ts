import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config';
import { CLUSTER_ROLE, type ClusterRole } from './roles';

/** A server process that dies sooner than this after it was forked counts as crashing at start. */
const EARLY_DEATH_MS = 5_000;
/** Replacements of processes that crash at start wait longer each time, up to this. */
const MAX_RESTART_DELAY_MS = 30_000;
/** A stop waits this long for every server to finish its requests and jobs (each gives itself 10 s). */
const STOP_TIMEOUT_MS = 15_000;

type Level = 'info' | 'warn' | 'error';
const LEVELS: Record<Level, number> = { info: 30, warn: 40, error: 50 };

/** One JSON line per event, in the shape of the servers' own (pino) log lines. */
function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({
    level: LEVELS[level],
    time: Date.now(),
    pid: process.pid,
    role: 'primary',
    ...fields,
    msg,
  });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

function fork(role: ClusterRole): Worker {
  return cluster.fork({ [CLUSTER_ROLE]: role });
}

/**
 * The cluster primary (WEB_CONCURRENCY > 1). It serves nothing itself: it has the
 * database prepared once by a process of its own (migrations, seed), then forks WEB_CONCURRENCY
 * server processes that share the port (each accepts connections from the one listening socket),
 * replaces any that dies (after a growing pause when they keep dying at start, e.g. with the
 * database down), and on SIGTERM/SIGINT stops them all the way a single server stops: no new
 * connections, requests in flight answered, jobs finished, database closed.
 */
export function runPrimary(config: ServerConfig, options: { exec: string }): void {
  // The processes accept connections from the shared socket themselves, rather than the primary
  // accepting each and passing it on (node's round-robin default on Linux): a connection passed
  // to a process that is killed before it takes it stays open in the primary, unanswered, until
  // the client gives up (node's round_robin_handle.js closes it only on the process's reply).
  // Accepting themselves, a killed process takes only its own connections down, which the kernel
  // resets; the kernel spreads connections less evenly. NODE_CLUSTER_SCHED_POLICY=rr chooses
  // round-robin anyway.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  // After the policy, which setupPrimary freezes. Node's default otherwise: the first script of
  // this process (start.mjs), which would check and maybe rebuild in every server process.
  cluster.setupPrimary({ exec: options.exec });
  const count = config.webConcurrency;
  let stopping = false;
  let restartDelay = 0;
  const bornAt = new Map<number, number>();

  const startServer = () => {
    const worker = fork('server');
    bornAt.set(worker.id, Date.now());
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    log('info', 'stopping the server processes', { signal, processes: workers.length });
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log('error', 'server processes did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  cluster.on('listening', (worker, address) => {
    restartDelay = 0;
    log('info', 'server process listening', { worker: worker.process.pid, port: address.port });
  });

  cluster.on('exit', (worker, code, signal) => {
    const born = bornAt.get(worker.id);
    bornAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('info', 'all server processes stopped');
        process.exit(0);
      }
      return;
    }
    if (born === undefined) return; // the preparer: handled where it was forked
    const early = Date.now() - born < EARLY_DEATH_MS;
    restartDelay = early ? Math.min(Math.max(restartDelay * 2, 500), MAX_RESTART_DELAY_MS) : 0;
    log('error', 'server process died; starting another', {
      worker: worker.process.pid,
      code,
      signal,
      restartInMs: restartDelay,
    });
    setTimeout(() => {
      if (!stopping) startServer();
    }, restartDelay);
  });

  log('info', 'preparing the database', { processes: count });
  const preparer = fork('prepare');
  preparer.on('exit', (code, signal) => {
    if (stopping) return;
    if (code !== 0) {
      log('error', 'the database could not be prepared; not starting', { code, signal });
      process.exit(1);
    }
    for (let i = 0; i < count; i += 1) startServer();
  });
}
