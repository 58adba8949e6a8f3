#!/usr/bin/env node
// "the home route's initial JavaScript is at most 170 KB gzipped". Reads the web build
// (dist/web), prints the gzipped size of index.html's entry script and its modulepreload imports,
// plus the home route's lazy chunk and its static imports (the page cannot render without them),
// and exits 1 when that total is over budget or a lazy-only library's chunk is among them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1000;
const HOME_ROUTE_MODULE = 'src/renderer/features/home/HomePage.tsx';
const LAZY_ONLY_CHUNKS = /^assets\/(tldraw|tiptap|livekit|forms|mobx)-/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SIZE_DIST measures another build (e.g. one made with --outDir for a side-by-side check).
const dist = path.resolve(root, process.env.SIZE_DIST ?? 'dist/web');
const indexFile = path.join(dist, 'index.html');
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!existsSync(indexFile) || !existsSync(manifestFile)) {
  console.error('✖ dist/web is not built: run `npx vite build --config web/vite.config.ts` first.');
  process.exit(1);
}

const html = readFileSync(indexFile, 'utf8');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const attr = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entryScripts = tags
  .filter((tag) => tag.startsWith('<script') && attr(tag, 'type') === 'module')
  .map((tag) => attr(tag, 'src'));
const preloads = tags
  .filter((tag) => tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload')
  .map((tag) => attr(tag, 'href'));
const initial = [...entryScripts, ...preloads].filter(Boolean).map((url) => url.replace(/^\//, ''));

// The home route's chunk and everything it imports statically, from the Vite manifest.
const homeKey = Object.keys(manifest).find((key) => key.replace(/^(\.\.\/)+/, '').endsWith(HOME_ROUTE_MODULE));
if (!homeKey) {
  console.error(`✖ ${HOME_ROUTE_MODULE} is not in the build manifest; is the home route still lazy-loaded?`);
  process.exit(1);
}
const homeFiles = new Set();
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || homeFiles.has(entry.file)) return;
  homeFiles.add(entry.file);
  for (const next of entry.imports ?? []) visit(next);
};
visit(homeKey);
const homeExtra = [...homeFiles].filter((file) => !initial.includes(file));

const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const report = (files) => files.map((file) => ({ file, bytes: gzipped(file) }));

const initialRows = report(initial);
const homeRows = report(homeExtra);
const initialTotal = initialRows.reduce((sum, row) => sum + row.bytes, 0);
const total = initialTotal + homeRows.reduce((sum, row) => sum + row.bytes, 0);

console.log('Home route JavaScript, gzipped (level 9):');
for (const row of initialRows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}  (index.html)`);
console.log(`  ${kb(initialTotal).padStart(9)}  = entry + modulepreload imports`);
for (const row of homeRows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}  (home route chunk)`);
console.log(`  ${kb(total).padStart(9)}  = home route total (budget ${kb(BUDGET_BYTES)})`);

const leaked = [...initial, ...homeExtra].filter((file) => LAZY_ONLY_CHUNKS.test(file));
if (leaked.length > 0) {
  console.error(`✖ lazy-only chunks load with the home route: ${leaked.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`✖ the home route's JavaScript is ${kb(total)} gzipped, over the ${kb(BUDGET_BYTES)} budget`);
  process.exit(1);
}
console.log(`✔ within budget (${kb(BUDGET_BYTES - total)} to spare)`);
