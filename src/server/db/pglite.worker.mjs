// PGlite on a thread of its own (see pglite-thread.ts for why). Plain JavaScript so that it
// starts the same under tsx, Vitest and plain Node: a worker thread is a fresh module graph that
// none of those transforms.
//
// Messages in:  { id, sql, params }   one statement with bind parameters (extended protocol)
//               { id, sql }           one or more statements (simple protocol), last result kept
//               { id, close: true }   close the database, then answer
// Messages out: { id, rows, affectedRows } | { id, error: { message, ...fields } }
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

let pglite;
try {
  pglite = await PGlite.create(workerData.dataDir, {
    loadDataDir: workerData.template ? new Blob([await readFile(workerData.template)]) : undefined,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`],
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}

/** An error's message and PostgreSQL fields (code, constraint, detail…) as a cloneable object. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

async function run(message) {
  if (message.close) {
    await pglite.close();
    return {};
  }
  const result = message.params
    ? await pglite.query(message.sql, message.params, { rowMode: 'object' })
    : ((await pglite.exec(message.sql)).at(-1) ?? { rows: [], affectedRows: 0 });
  return { rows: result.rows, affectedRows: result.affectedRows };
}

// One statement at a time, in the order they arrive: the dialect's transaction rule rests on it
// (a statement sent before a BEGIN must run before it). PGlite queues its calls too, but that
// order is its own business; this one is ours.
let previous = Promise.resolve();
parentPort.on('message', (message) => {
  previous = previous
    .then(() => run(message))
    .then(
      (result) => parentPort.postMessage({ id: message.id, ...result }),
      (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
    );
});
