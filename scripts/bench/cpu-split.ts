/**
 * Where a measurement's CPU went, per request, from /proc (Linux): this process (the server's
 * main thread and its helper threads; with PGlite the database too), the PostgreSQL server's
 * processes, everything else (the load client among it), and how much of the machine stood
 * idle. `BENCH_CPU=1 npm run bench -- search` prints it for each throughput turn; it is how
 * docs/discovery/search-performance.md splits the API's cost from the database's.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: the unit of /proc's CPU times, 100 on every Linux build this runs on. */
const TICK_US = 10_000;

interface Snapshot {
  busyUs: number;
  idleUs: number;
  selfUs: number;
  /** Of selfUs, the time spent in the kernel for this process (socket writes and reads among it). */
  selfSystemUs: number;
  postgres: Map<string, number>;
}

/** CPU ticks of each PostgreSQL process by pid. */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime, stime
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

function snapshot(): Snapshot {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const busy = cpu.reduce((sum, value) => sum + value, 0) - idle;
  const self = process.cpuUsage();
  return {
    busyUs: busy * TICK_US,
    idleUs: idle * TICK_US,
    selfUs: self.user + self.system,
    selfSystemUs: self.system,
    postgres: postgresTicks(),
  };
}

/** Runs `work`, which completes `requests`, and describes its CPU per request in µs. */
export async function cpuSplit<T>(work: () => Promise<T>, requestsOf: (result: T) => number) {
  const before = snapshot();
  const result = await work();
  const after = snapshot();
  const requests = Math.max(1, requestsOf(result));
  const per = (key: 'busyUs' | 'idleUs' | 'selfUs' | 'selfSystemUs') =>
    Math.round((after[key] - before[key]) / requests);
  const self = per('selfUs');
  // Per process, so that one ending during the turn (an autovacuum worker) does not count
  // against the others; what a process that came and went in between used is not seen.
  let postgresTicks = 0;
  for (const [pid, ticks] of after.postgres) postgresTicks += ticks - (before.postgres.get(pid) ?? 0);
  const postgres = Math.round((postgresTicks * TICK_US) / requests);
  const busy = per('busyUs');
  return {
    result,
    text: `per request: this process ${self} µs (${per('selfSystemUs')} in the kernel), PostgreSQL ${postgres} µs, rest ${busy - self - postgres} µs, idle ${per('idleUs')} µs`,
  };
}
