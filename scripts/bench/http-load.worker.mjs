// The load generator of the search benchmark, in a worker thread so that issuing requests and
// reading responses does not take time from the server under test (which, with PGlite, also
// runs the database on the main thread). Each lane is one keep-alive TCP connection speaking
// plain HTTP/1.1, one request at a time. It is deliberately thin (no HTTP client library): on a
// two-CPU machine every cycle the client spends is taken from the server and the database, and
// that is not a cost of the API. Answers must carry Content-Length (Fastify's JSON replies do).
import net from 'node:net';
import { parentPort } from 'node:worker_threads';

const HEADER_END = Buffer.from('\r\n\r\n');

function connect(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, noDelay: true }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one GET and resolves when its whole answer has arrived. */
function get(socket, path, readBody) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let buffered = Buffer.alloc(0);
    let bodyStart = -1;
    let length = -1;
    let status = 0;
    const onData = (chunk) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      if (bodyStart < 0) {
        const end = buffered.indexOf(HEADER_END);
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        status = Number(head.slice(9, 12));
        const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (!match) return finish(new Error(`no content-length in answer to ${path}`));
        length = Number(match[1]);
        bodyStart = end + HEADER_END.length;
      }
      if (buffered.length - bodyStart >= length) finish(null);
    };
    const finish = (error) => {
      socket.off('data', onData);
      socket.off('error', finish);
      if (error) return reject(error);
      const ms = performance.now() - started;
      const body = readBody ? buffered.subarray(bodyStart, bodyStart + length).toString('utf8') : null;
      resolve({ ms, status, body });
    };
    socket.on('data', onData);
    socket.once('error', finish);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n`);
  });
}

parentPort.on('message', async (job) => {
  const samples = [];
  let next = 0;
  let completed = 0;
  let failed = 0;
  const deadline = job.durationMs ? performance.now() + job.durationMs : Infinity;
  const limit = job.requests ?? Infinity;
  const sockets = await Promise.all(Array.from({ length: job.concurrency }, () => connect(job.port)));
  const started = performance.now();
  async function lane(socket) {
    while (performance.now() < deadline && next < limit) {
      const index = next++ % job.paths.length;
      const result = await get(socket, job.paths[index], job.readTotals);
      if (result.status !== 200) failed++;
      completed++;
      if (job.recordSamples) {
        const total = result.body ? (JSON.parse(result.body).total ?? null) : null;
        samples.push({ index, ms: result.ms, total });
      }
    }
  }
  await Promise.all(sockets.map(lane));
  const elapsedMs = performance.now() - started;
  for (const socket of sockets) socket.destroy();
  parentPort.postMessage({ completed, failed, elapsedMs, samples });
});
