import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What a query answers: its rows and, for a write, how many rows it changed. */
export interface PGliteResult<R> {
  rows: R[];
  affectedRows?: number;
}

/**
 * The part of PGlite the dialect uses, served by a worker thread. `query` and `exec` send their
 * statement before they return, and the thread runs statements in the order it receives them:
 * the dialect's transaction rule rests on both.
 */
export interface PGliteThread {
  /** One statement with bind parameters (extended protocol), rows as objects. */
  query<R>(sql: string, params: readonly unknown[]): Promise<PGliteResult<R>>;
  /** One or more statements without parameters (simple protocol); the last one's result. */
  exec<R>(sql: string): Promise<PGliteResult<R>>;
  close(): Promise<void>;
}

type Answer = { id: number; rows?: unknown[]; affectedRows?: number; error?: ErrorFields };
type ErrorFields = { message: string } & Record<string, string | number>;

const stopped = (code: number) => new Error(`the PGlite thread stopped (exit code ${code})`);

/** The worker's error as an Error again, with PostgreSQL's fields (code, constraint…) on it. */
function toError(fields: ErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

export interface PGliteThreadOptions {
  /**
   * Called once if the thread stops without being closed (PGlite aborted, out of memory): every
   * statement after that fails, so a server should stop rather than answer 500s with no database.
   */
  onFailure?: (error: Error) => void;
  /** The worker module; tests start a stand-in that stops, to see a failure handled. */
  workerUrl?: URL;
  /**
   * An uncompressed tarball of a data folder (PGlite's `dumpDataDir`) to start an in-memory
   * database from, instead of creating an empty one: initdb in WebAssembly takes seconds, and
   * a test suite that opens a database per file starts from one migrated copy.
   */
  template?: string;
}

/**
 * Starts PGlite on a worker thread of its own. PGlite is PostgreSQL compiled to WebAssembly: a
 * query runs synchronously on whichever thread owns it. On the server's own thread every query
 * stopped every other request, static files and page renders included, for as long as it ran
 * (the daily vacuum for seconds), and the server's HTTP work and the database's could never use
 * two cores at once. On a thread of its own the database works while the server's thread parses,
 * maps and writes answers (docs/discovery/search-performance.md, "Fifth look").
 *
 * `dataDir` is a folder for PGlite's files, or `memory://` for an in-memory database (tests).
 */
export async function startPGliteThread(dataDir: string, options: PGliteThreadOptions = {}): Promise<PGliteThread> {
  // Creating the database (initdb, a WebAssembly program of its own) leaves ~600 MB of WASM memory
  // that a thread never gives back. A thread that only creates it, then ends, takes that memory
  // with it; the thread that serves opens the files it left (docs/operations/memory.md).
  if (!dataDir.startsWith('memory://') && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await (await startThread(dataDir, options)).close();
  }
  return startThread(dataDir, options);
}

function startThread(dataDir: string, options: PGliteThreadOptions): Promise<PGliteThread> {
  const worker = new Worker(options.workerUrl ?? new URL('./pglite.worker.mjs', import.meta.url), {
    workerData: { dataDir, template: options.template },
  });
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;
  let started = false;

  // The thread holds the process open only while it owes an answer: an idle database must not
  // keep a finished script alive, and a pending query must not let it exit half-way.
  const send = (message: object): Promise<Answer> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    worker.postMessage({ id, ...message });
    return new Promise<Answer>((resolve, reject) => pending.set(id, { resolve, reject }));
  };
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };
  const failAll = (error: Error) => {
    const first = failure === null;
    failure ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
    if (first && started && !closing) options.onFailure?.(error);
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (first: { ready: boolean; error?: ErrorFields }) => {
      if (first.ready) resolve();
      else reject(toError(first.error ?? { message: 'PGlite did not start' }));
    });
    worker.once('error', reject);
    // A thread that ends before it is ready (it never settles otherwise).
    worker.once('exit', (code) => reject(stopped(code)));
  });
  worker.on('message', (answer: Answer) => {
    if (typeof answer.id !== 'number') return;
    const entry = settle(answer.id);
    if (answer.error) entry?.reject(toError(answer.error));
    else entry?.resolve(answer);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(stopped(code)));

  const result = async <R>(message: object): Promise<PGliteResult<R>> => {
    const answer = await send(message);
    return { rows: (answer.rows ?? []) as R[], affectedRows: answer.affectedRows };
  };
  const thread: PGliteThread = {
    query: (sql, params) => result({ sql, params }),
    exec: (sql) => result({ sql }),
    async close() {
      closing = true;
      await send({ close: true });
      failure ??= new Error('the PGlite thread is closed');
      await worker.terminate();
    },
  };
  return ready.then(
    () => {
      started = true;
      if (pending.size === 0) worker.unref();
      return thread;
    },
    async (error: Error) => {
      await worker.terminate();
      throw error;
    },
  );
}
