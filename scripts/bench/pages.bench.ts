/**
 * Server-rendered pages benchmark (ADR 0003): what a guest's HTML costs the server. Over
 * a real socket against the app built in-process on an in-memory PGlite with the demo data and
 * the web build in dist/web (built first when missing), it reports for the home, search and tutor
 * pages and a landing:
 *  - p50/p95 latency of the whole HTML request, one at a time, as a browser sends it
 *    (Accept-Encoding: br, gzip), rendered on the server and, for comparison, the plain app
 *    (a signed-in browser's cookie);
 *  - pages per second at CONCURRENCY.
 * Nothing is cached: each page is rendered from live API answers.
 *
 *   npm run bench -- pages        BENCH_ROUNDS=40 BENCH_SECONDS=4 BENCH_CONCURRENCY=4 to vary it
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { createAccessTokens } from '../../src/server/auth/access-tokens';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrator';
import { seedDatabase } from '../../src/server/db/seed/seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'dist/web');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(port: number, url: string, cookie: string) {
  return new Promise<{ status: number; bytes: number; serverRendered: boolean }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        agent,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
          ).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            bytes: body.length,
            serverRendered: text.includes('id="server-state"'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function latency(port: number, url: string, cookie: string) {
  const samples: number[] = [];
  let last = { status: 0, bytes: 0, serverRendered: false };
  for (let round = 0; round < ROUNDS + 5; round += 1) {
    const started = performance.now();
    last = await get(port, url, cookie);
    if (last.status !== 200) throw new Error(`${url} answered ${last.status}`);
    if (round >= 5) samples.push(performance.now() - started); // the first five warm up
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), ...last };
}

async function throughput(port: number, urls: string[]) {
  let completed = 0;
  let next = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const lane = async () => {
    while (performance.now() < deadline) {
      const answer = await get(port, urls[next++ % urls.length]!, '');
      if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
      completed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return (completed * 1000) / (performance.now() - started);
}

async function main() {
  if (!existsSync(path.join(distDir, 'ssr', 'entry-server.js'))) {
    console.log('Building the web client (dist/web)…');
    const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const handle = await openDatabase({});
  await migrate(handle.db);
  await seedDatabase(handle.db, { demo: true });
  const app = await buildApp({
    config: { webDistDir: distDir, logLevel: 'silent', trustProxy: false },
    db: handle.db,
    accessTokens: createAccessTokens({ secret: randomBytes(32), ttlSeconds: 900 }),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const tutor = (await app.inject({ url: '/users/v1/open/search?subject=mathematics&size=1' })).json().items[0].id;
  const pages: [string, string][] = [
    ['home', '/'],
    ['search', '/search?subject=mathematics'],
    ['tutor', `/tutor/${tutor}`],
  ];
  // A subject-and-city landing (modules/seo): rendered by the same bundle, and for a signed-in
  // browser the app with the landing's head. Timed one at a time only, so the rate stays comparable.
  const landing: [string, string] = ['landing', '/tutors/mathematics/kyiv'];

  console.log(`${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}; ${ROUNDS} sequential requests per row`);
  console.log('page     rendering        p50       p95   bytes (br)');
  for (const [name, url] of [...pages, landing]) {
    for (const [kind, cookie] of [
      ['server', ''],
      ['plain app', 'signed_in=1'],
    ] as const) {
      const result = await latency(port, url, cookie);
      if (result.serverRendered !== (kind === 'server'))
        throw new Error(`${url} was not rendered as expected (${kind})`);
      console.log(
        `${name.padEnd(8)} ${kind.padEnd(10)} ${ms(result.p50)} ${ms(result.p95)} ${String(result.bytes).padStart(9)}`,
      );
    }
  }
  const rate = await throughput(
    port,
    pages.map(([, url]) => url),
  );
  console.log(
    `server-rendered pages per second at concurrency ${CONCURRENCY} (home, search, tutor in turn): ${rate.toFixed(0)}`,
  );

  agent.destroy();
  await app.close();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
