// The load generator of the search benchmark, in a worker thread so that issuing requests and
// reading responses does not take time from the server under test (which, with PGlite, also
// runs the database on the main thread). Each lane is one keep-alive TCP connection speaking
// plain HTTP/1.1, one request at a time. It is deliberately thin (no HTTP client library): on a
// two-CPU machine every cycle the client spends is taken from the server and the database, and
// that is not a cost of the API. Answers must carry Content-Length (Fastify's JSON replies do).
//
// The same thread serves every measurement of a run (search.bench.ts), so its code is already
// optimised by the JIT when a timed measurement starts.
import net from 'node:net';
import { parentPort } from 'node:worker_threads';

const HEADER_END = Buffer.from('\r\n\r\n');
/** Bytes read from the socket per call; an answer of the search mix (~12 KB) fits in one. */
const READ_BUFFER_BYTES = 64 * 1024;

/** The request bytes of a path, encoded once per job rather than once per request. */
const requestBytes = (path) =>
  Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n`, 'latin1');

/**
 * One HTTP/1.1 answer being read. The chunks it is given live in the connection's read buffer,
 * which the next read overwrites, so whatever it keeps it copies.
 */
class Answer {
  constructor(readBody) {
    this.started = performance.now();
    this.head = null;
    this.status = 0;
    /** Body bytes still to come; -1 until the head has been read. */
    this.remaining = -1;
    this.body = readBody ? [] : null;
  }

  /** Takes the next chunk of the answer; true once all of it has arrived. */
  take(chunk) {
    if (this.remaining < 0) {
      const data = this.head ? Buffer.concat([this.head, chunk]) : chunk;
      const end = data.indexOf(HEADER_END);
      if (end < 0) {
        this.head = Buffer.from(data);
        return false;
      }
      const head = data.toString('latin1', 0, end);
      this.status = Number(head.slice(9, 12));
      const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!match) throw new Error('an answer without content-length');
      this.remaining = Number(match[1]);
      chunk = data.subarray(end + HEADER_END.length);
    }
    this.remaining -= chunk.length;
    this.body?.push(Buffer.from(chunk));
    return this.remaining <= 0;
  }
}

/**
 * Opens one keep-alive connection. Its answers are read through the socket's `onread` option:
 * the kernel's bytes land in one buffer per connection and are parsed there, without the stream
 * machinery and the new Buffer per read that a 'data' listener costs for every answer.
 */
function connect(port) {
  return new Promise((resolve, reject) => {
    let answer = null;
    let settle = null;
    const finish = (error) => {
      const done = settle;
      answer = null;
      settle = null;
      done?.(error);
    };
    const onread = {
      buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES),
      callback(bytes, buffer) {
        try {
          if (answer?.take(buffer.subarray(0, bytes))) finish(null);
        } catch (error) {
          finish(error);
        }
      },
    };
    const socket = net.connect({ host: '127.0.0.1', port, noDelay: true, onread }, () => {
      socket.off('error', reject);
      socket.on('error', (error) => finish(error));
      resolve({
        /** Sends one GET and resolves when its whole answer has arrived. */
        get(request, readBody) {
          return new Promise((resolveGet, rejectGet) => {
            const current = new Answer(readBody);
            answer = current;
            settle = (error) => {
              if (error) return rejectGet(error);
              const ms = performance.now() - current.started;
              const body = current.body ? Buffer.concat(current.body).toString('utf8') : null;
              resolveGet({ ms, status: current.status, body });
            };
            socket.write(request);
          });
        },
        close: () => socket.destroy(),
      });
    });
    socket.once('error', reject);
  });
}

// Jobs arrive one at a time.
parentPort.on('message', async (job) => {
  const requests = job.paths.map(requestBytes);
  const samples = [];
  let next = 0;
  let completed = 0;
  let failed = 0;
  const deadline = job.durationMs ? performance.now() + job.durationMs : Infinity;
  const limit = job.requests ?? Infinity;
  const connections = await Promise.all(Array.from({ length: job.concurrency }, () => connect(job.port)));
  const started = performance.now();
  async function lane(connection) {
    while (performance.now() < deadline && next < limit) {
      const index = next++ % job.paths.length;
      const result = await connection.get(requests[index], job.readTotals);
      if (result.status !== 200) failed++;
      completed++;
      if (job.recordSamples) {
        const total = result.body ? (JSON.parse(result.body).total ?? null) : null;
        samples.push({ index, ms: result.ms, total });
      }
    }
  }
  await Promise.all(connections.map(lane));
  const elapsedMs = performance.now() - started;
  for (const connection of connections) connection.close();
  parentPort.postMessage({ completed, failed, elapsedMs, samples });
});
