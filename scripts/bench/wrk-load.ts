/**
 * Throughput load from wrk (Debian package `wrk`), a load generator written in C, in a process of
 * its own. The benchmark's own client (http-load.worker.mjs) is a thread of the process under
 * test and costs ~40 µs of CPU per request; on a two-CPU machine that CPU is taken from the
 * server and the database, yet it is no cost of the API. wrk costs a fraction of it, and it is
 * what HTTP benchmarks in the field use (docs/discovery/search-performance.md).
 *
 * It runs asynchronously: the server under test shares this process's event loop.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ThroughputResult {
  completed: number;
  failed: number;
  elapsedMs: number;
}

export const wrkInstalled = () => spawnSync('wrk', ['--version']).error === undefined;

const RESULT_MARK = 'WRK_RESULT ';

/**
 * The Lua script: the paths' requests are formatted once, then handed out in turn, so every
 * connection runs the same fixed mix in the same order as the node client does. `done` prints
 * the totals as one JSON line.
 */
const script = (paths: string[], headers: Record<string, string>) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local headers = { ${Object.entries({ Accept: 'application/json', ...headers })
  .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join(', ')} }
local formatted = {}
local next_index = 0
init = function(args)
  for k, p in ipairs(paths) do
    formatted[k] = wrk.format("GET", p, headers)
  end
end
request = function()
  next_index = next_index % #formatted + 1
  return formatted[next_index]
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('${RESULT_MARK}{"requests":%d,"durationUs":%d,"socketErrors":%d,"badStatus":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/**
 * `concurrency` keep-alive connections on one wrk thread for `durationMs` (whole seconds); every
 * request asks for JSON, with `headers` besides (e.g. a browser's Accept-Encoding).
 */
export async function wrkLoad(job: {
  port: number;
  paths: string[];
  concurrency: number;
  durationMs: number;
  headers?: Record<string, string>;
}): Promise<ThroughputResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const file = path.join(dir, 'mix.lua');
    writeFileSync(file, script(job.paths, job.headers ?? {}));
    const seconds = Math.max(1, Math.round(job.durationMs / 1000));
    const { stdout } = await promisify(execFile)('wrk', [
      '--threads',
      '1',
      '--connections',
      String(job.concurrency),
      '--duration',
      `${seconds}s`,
      '--timeout',
      '5s',
      '--script',
      file,
      `http://127.0.0.1:${job.port}`,
    ]);
    const line = stdout.split('\n').find((l) => l.startsWith(RESULT_MARK));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const result = JSON.parse(line.slice(RESULT_MARK.length)) as {
      requests: number;
      durationUs: number;
      socketErrors: number;
      badStatus: number;
    };
    return {
      completed: result.requests,
      failed: result.socketErrors + result.badStatus,
      elapsedMs: result.durationUs / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
