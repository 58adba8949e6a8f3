#!/usr/bin/env node
// Lighthouse (mobile preset, the `lighthouse` npm package) performance and
// accessibility on the home, search and tutor pages, served the way `npm start` serves them:
// the real API server with the production web build (compressed, cached static assets), on a
// free port with a throw-away database seeded with the demo tutors.
//
//   CHROME_PATH=/usr/bin/chromium node scripts/lighthouse.mjs [--web-dist dist/web] [--min 95] [--runs 1] [--save dir]
//                                                            [--paths /privacy,/tutors/mathematics]
//
// --paths audits these paths instead of the three pages (for comparison, e.g. the lightest page).
// --runs N audits each page N times and reports the run with the median performance score
// (Lighthouse's own advice: one run on a busy machine is noisy).
// --save writes each page's full report (<page>.report.json) into dir, for a closer look.
// Builds the web client into --web-dist when it is missing. Prints each page's scores and exits
// 1 when one is below --min (default 95).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const distDir = path.resolve(root, option('web-dist', 'dist/web'));
const minimum = Number(option('min', '95'));
const saveDir = option('save', null);
const runs = Math.max(1, Number(option('runs', '1')));
const extraPaths = option('paths', null)?.split(',').filter(Boolean) ?? null;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/users/v1/open/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in 2 minutes');
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log(`Building the web client into ${path.relative(root, distDir)}…`);
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--out-dir', distDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'repetytor-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
  },
});

let chrome;
let failed = false;
try {
  await waitForHealth(base, server);
  const search = await (await fetch(`${base}/users/v1/open/search?subject=mathematics&size=1`)).json();
  const tutorId = search.items?.[0]?.id;
  if (!tutorId) throw new Error('the seeded database has no mathematics tutor');
  const pages = extraPaths
    ? extraPaths.map((pagePath) => [pagePath, `${base}${pagePath}`])
    : [
        ['home', `${base}/`],
        ['search', `${base}/search?subject=mathematics`],
        ['tutor', `${base}/tutor/${tutorId}`],
      ];

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', '--no-sandbox'] });
  const rows = [];
  for (const [name, url] of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // The default configuration is Lighthouse's mobile preset (emulated phone, slow 4G, 4× CPU).
      results.push(
        await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        }),
      );
    }
    results.sort((a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0));
    const result = results[Math.floor(results.length / 2)];
    // Lighthouse's CPU benchmark of this machine at the time (about 1000+ on a quiet desktop); a
    // low figure means other work was competing and blocking-time figures are inflated.
    const benchmark = Math.round(result.lhr.environment.benchmarkIndex);
    const allRuns = results.map((r) => Math.round((r.lhr.categories.performance.score ?? 0) * 100)).join('/');
    const { categories, audits } = result.lhr;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(path.join(saveDir, `${name.replace(/[^\w-]+/g, '_')}.report.json`), result.report);
    }
    const performance = Math.round((categories.performance.score ?? 0) * 100);
    const accessibility = Math.round((categories.accessibility.score ?? 0) * 100);
    rows.push({ name, performance, accessibility });
    console.log(
      `${name.padEnd(7)} performance ${String(performance).padStart(3)}  accessibility ${String(accessibility).padStart(3)}  ` +
        `(LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, ` +
        `CLS ${audits['cumulative-layout-shift'].displayValue})  ${url.replace(base, '')}` +
        (runs > 1 ? `  [performance of ${runs} runs: ${allRuns}]` : '') +
        `  [CPU benchmark ${benchmark}]`,
    );
    for (const [id, audit] of Object.entries(audits)) {
      const inCategory = categories.accessibility.auditRefs.some((ref) => ref.id === id && ref.weight > 0);
      if (inCategory && audit.score !== null && audit.score < 1)
        console.log(`          ✖ accessibility: ${audit.title}`);
    }
    if (performance < minimum || accessibility < minimum) failed = true;
  }
  console.log(failed ? `✖ a score is below ${minimum}` : `✔ every score is at least ${minimum}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
