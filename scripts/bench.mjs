#!/usr/bin/env node
// `npm run bench`: every benchmark under scripts/bench (*.bench.ts / *.bench.mjs), one after
// another so they do not compete for the two cores. `npm run bench -- search` runs matching ones.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const filter = process.argv[2];
const benches = readdirSync(dir)
  .filter((name) => /\.bench\.(ts|mjs)$/.test(name))
  .filter((name) => !filter || name.includes(filter))
  .sort();
if (benches.length === 0) {
  console.error('No benchmark matched.');
  process.exit(1);
}
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  // Flags after the filter go to the benchmarks (`npm run bench -- live --duration 15`).
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, name), ...process.argv.slice(3)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
