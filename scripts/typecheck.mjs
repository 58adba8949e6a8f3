#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, as many at once as there are cores. Each
// project checks one side's rules (no DOM on the server, no Node types in the renderer's
// non-test code), so none can stand in for another; run one after another they took minutes.
// Arguments name a subset of the projects (scripts/test-changed.mjs passes those a change touches).
// Each check is incremental: tsc keeps what it learned in .cache/tsc (gitignored), so a second
// run re-checks only what changed since the first.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { TSC_PROJECTS } from './test-steps.mjs';

const PROJECTS = TSC_PROJECTS;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const cacheDir = path.resolve('.cache/tsc');
mkdirSync(cacheDir, { recursive: true });

const asked = process.argv.slice(2);
const unknown = asked.filter((project) => !PROJECTS.includes(project));
if (unknown.length > 0) {
  console.error(`✖ not a project: ${unknown.join(', ')} (one of ${PROJECTS.join(', ')})`);
  process.exit(2);
}

function check(project) {
  return new Promise((resolve) => {
    const buildInfo = path.join(cacheDir, `${project.replace(/[\\/.]+/g, '-')}.tsbuildinfo`);
    const args = [tsc, '-p', project, '--pretty', '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = asked.length > 0 ? PROJECTS.filter((project) => asked.includes(project)) : [...PROJECTS];
const failed = [];
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    // Printed whole when done, so two projects' errors never interleave.
    if (result.output.trim()) process.stdout.write(`\n── tsc -p ${project}\n${result.output}`);
    if (result.code !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), queue.length)) }, lane));
if (failed.length > 0) {
  console.error(`✖ type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
