#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, as many at once as there are cores. Each
// project checks one side's rules (no DOM on the server, no Node types in the renderer's
// non-test code), so none can stand in for another; run one after another they took minutes.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';

// Largest first, so the lanes finish together.
const PROJECTS = [
  'src/renderer/tsconfig.test.json',
  'src/server',
  'tests',
  'src/renderer',
  'src/main',
  'src/preload',
  'src/shared',
];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    // Printed whole when done, so two projects' errors never interleave.
    if (result.output.trim()) process.stdout.write(`\n── tsc -p ${project}\n${result.output}`);
    if (result.code !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), PROJECTS.length)) }, lane));
if (failed.length > 0) {
  console.error(`✖ type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
