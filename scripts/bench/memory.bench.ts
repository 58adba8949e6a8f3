/**
 * Memory and start benchmark: the compiled server as `npm start` runs it
 * (dist/server/server.js, demo data), on PGlite and on the PostgreSQL server. For each database:
 *  - a first start prepares it (migrations, demo data), then the server is stopped;
 *  - a restart is timed from spawn to `GET /users/v1/open/health` 200 (an existing database);
 *  - resident memory (VmRSS of the server process, the PGlite thread included) once it has been
 *    idle for IDLE_SECONDS, then after ROUNDS rounds of the search benchmark's mix (search-mix.ts)
 *    at CONCURRENCY, then after as many rounds of the server-rendered public pages, with the
 *    process's peak (VmHWM).
 * Figures print beside the issue's (measured before with `npm start`) and its goals.
 *
 *   npm run bench -- memory
 *   BENCH_MEMORY_DATABASE_URL=postgres://…/bench_memory (the default; created when missing)
 *   SKIP_PGLITE=1 / SKIP_POSTGRES=1, BENCH_ROUNDS=40, BENCH_CONCURRENCY=4, BENCH_IDLE_SECONDS=5
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIX } from './search-mix';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8206);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 5) * 1000;
const PG_URL = process.env.BENCH_MEMORY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_memory';
/** The server-rendered screens a guest opens first (modules/page-render). */
const PAGES = ['/', '/search', '/search?subject=mathematics', '/faq', '/categories'];

type Kind = 'pglite' | 'postgres';
interface Result {
  kind: Kind;
  firstStartMs: number;
  startMs: number;
  startCpuMs: number;
  idleMb: number;
  mixMb: number;
  pagesMb: number;
  peakMb: number;
}

const mb = (kb: number) => Math.round(kb / 1024);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** VmRSS and VmHWM of a process, in kB: every thread's memory, the PGlite worker's included. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** CPU time the process has used (all its threads), in ms: a start's work whatever the machine's load. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime (fields 14 and 15 of stat), in clock ticks of 10 ms (CLK_TCK 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: PORT, path: url, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns the server; resolves once `/users/v1/open/health` answers 200, with the time it took. */
async function start(env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; ms: number; cpuMs: number }> {
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'dist/server/server.js')], {
    cwd: root,
    env: { ...env, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not answer /health within 5 minutes');
    const status = await get('/users/v1/open/health').catch(() => 0);
    if (status === 200) return { server, ms: performance.now() - started, cpuMs: cpuMsOf(server.pid!) };
    await sleep(10);
  }
}

async function stop(server: ChildProcess): Promise<void> {
  agent.destroy();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** `rounds` passes over `paths`, CONCURRENCY requests at a time; every answer must be 200. */
async function run(paths: string[], rounds: number): Promise<void> {
  const queue = Array.from({ length: rounds }, () => paths).flat();
  let next = 0;
  const lane = async () => {
    while (next < queue.length) {
      const url = queue[next++]!;
      const status = await get(url);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function benchOne(kind: Kind): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `repetytor-memory-${kind}-`));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: PG_URL };
  if (kind === 'pglite') delete env.DATABASE_URL;
  if (kind === 'postgres') await ensureDatabase(PG_URL);
  try {
    console.log(`\n## ${kind}: first start (migrations and demo data when the database is new)`);
    const first = await start(env);
    await stop(first.server);

    const { server, ms, cpuMs } = await start(env);
    await sleep(IDLE_MS);
    const idle = memoryOf(server.pid!);
    console.log(`restart to /health 200: ${seconds(ms)} (${seconds(cpuMs)} of CPU); idle ${mb(idle.rss)} MB`);
    await run(
      MIX.map(([, query]) => `/users/v1/open/search${query ? `?${query}` : ''}`),
      ROUNDS,
    );
    const mix = memoryOf(server.pid!);
    console.log(`after ${ROUNDS} rounds of the search mix (${ROUNDS * MIX.length} requests): ${mb(mix.rss)} MB`);
    await run(PAGES, ROUNDS);
    const pages = memoryOf(server.pid!);
    console.log(`after ${ROUNDS} rounds of the public pages (${ROUNDS * PAGES.length} renders): ${mb(pages.rss)} MB`);
    await stop(server);
    return {
      kind,
      firstStartMs: first.ms,
      startMs: ms,
      startCpuMs: cpuMs,
      idleMb: mb(idle.rss),
      mixMb: mb(mix.rss),
      pagesMb: mb(pages.rss),
      peakMb: mb(pages.peak),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// What `npm start` runs: the compiled server and the web build (its server-render bundle too).
for (const [built, script] of [
  ['dist/web/ssr/entry-server.js', 'scripts/build-web.mjs'],
  ['dist/server/server.js', 'scripts/build-server.mjs'],
] as const) {
  if (script === 'scripts/build-server.mjs' || !existsSync(path.join(root, built))) {
    const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

console.log(
  `# memory benchmark: compiled server, demo data, ${cpus().length} CPUs, load average at start ${load()}` +
    ` (other work on this machine shares its CPUs: start times stretch with it, memory hardly)`,
);
const results: Result[] = [];
if (!process.env.SKIP_PGLITE) results.push(await benchOne('pglite'));
if (!process.env.SKIP_POSTGRES) results.push(await benchOne('postgres'));

/** The issue's figures (npm start on a fresh clone before this work) and its goals. */
const BEFORE = {
  pglite: { idle: '~1,050 MB', start: '8.6 s', idleGoal: 400, loadGoal: 500, startGoal: null },
  postgres: { idle: '~300–330 MB', start: '5.0 s', idleGoal: 150, loadGoal: 250, startGoal: 2000 },
} as const;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
console.log(`\n## summary (load average at end ${load()})`);
console.log(`${'database'.padEnd(10)} ${'figure'.padEnd(26)} ${'issue (before)'.padEnd(15)} ${'now'.padEnd(9)} goal`);
for (const r of results) {
  const b = BEFORE[r.kind];
  const rows: [string, string, string, string][] = [
    ['resident memory, idle', b.idle, `${r.idleMb} MB`, `≤ ${b.idleGoal} MB: ${verdict(r.idleMb <= b.idleGoal)}`],
    ['after the search mix', '—', `${r.mixMb} MB`, `≤ ${b.loadGoal} MB: ${verdict(r.mixMb <= b.loadGoal)}`],
    ['after mix + pages', '—', `${r.pagesMb} MB`, `≤ ${b.loadGoal} MB: ${verdict(r.pagesMb <= b.loadGoal)}`],
    ['peak (VmHWM)', '—', `${r.peakMb} MB`, ''],
    [
      'restart to /health 200',
      b.start,
      seconds(r.startMs),
      b.startGoal ? `≤ ${seconds(b.startGoal)}: ${verdict(r.startMs <= b.startGoal)}` : '',
    ],
    ['CPU time of that restart', '—', seconds(r.startCpuMs), '≈ its wall time on an idle machine'],
    ['first start of the run', '—', seconds(r.firstStartMs), ''],
  ];
  for (const [figure, before, now, goal] of rows) {
    console.log(`${r.kind.padEnd(10)} ${figure.padEnd(26)} ${before.padEnd(15)} ${now.padEnd(9)} ${goal}`);
  }
}
