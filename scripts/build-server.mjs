#!/usr/bin/env node
// The server build: src/server/launch.ts (which runs main.ts, or a cluster of it) bundled by
// esbuild into dist/server/server.js and its chunks: our TypeScript and src/shared compiled in,
// packages left as imports from node_modules, where the native ones (sharp, argon2) and PGlite's
// WASM are found. Beside them go the files the server reads relative to its own module: the SQL
// migrations and the PGlite worker thread's script. `npm start` runs the result; `npm run dev`,
// scripts and tests keep running the TypeScript through tsx.
//
//   node scripts/build-server.mjs [--out-dir dist/server]
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out-dir');
const outDir = path.resolve(root, outIndex >= 0 ? args[outIndex + 1] : 'dist/server');

rmSync(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: path.join(root, 'src/server/launch.ts') },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Packages are loaded from node_modules at run time, as under tsx: no native module or WASM
  // file has to be copied, and `npm ci --omit=dev` is all a deployment installs.
  packages: 'external',
  // What only one kind of process runs (the server, a cluster's primary), and modules loaded on
  // first use, become chunks of their own. They stay in the same folder as the entry: code in any
  // of them finds the migrations and the worker script relative to its own import.meta.url.
  splitting: true,
  chunkNames: '[name]-[hash]',
  // Source maps on disk for stack traces (NODE_OPTIONS=--enable-source-maps); not loaded by default.
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});
if (result.errors.length > 0) process.exit(1);

// Read relative to import.meta.url by the bundled code (db/migrator.ts, db/pglite-thread.ts).
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
cpSync(path.join(root, 'src/server/db/pglite.worker.mjs'), path.join(outDir, 'pglite.worker.mjs'));

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server built into ${path.relative(root, outDir)} (${(bytes / 1024).toFixed(0)} KB with source maps)`);
