import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP_DIR = 'src/renderer/app';
const FEATURES_DIR = 'src/renderer/features';

/** The feature modules the route table lazy-imports, as `<feature>/<file>` without extension. */
function routedModules(): string[] {
  return readdirSync(APP_DIR)
    .filter((file) => /^routes.*\.tsx$/.test(file))
    .flatMap((file) => [
      ...readFileSync(path.join(APP_DIR, file), 'utf8').matchAll(/import\('\.\.\/features\/([^']+)'\)/g),
    ])
    .map((match) => match[1]!);
}

/*
 * A page's CSS import is a side effect, so a feature index that re-exports a page drags the page's
 * code and CSS into every chunk that imports anything from that index. Pages load from their own
 * files; indexes carry only what other features use.
 */
describe('light feature indexes', () => {
  it('the route table lazy-imports pages from their own files, not from an index', () => {
    const modules = routedModules();
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.filter((module) => !module.includes('/'))).toEqual([]);
  });

  it('no feature index, a folder index included, re-exports a routed page', () => {
    const routed = new Set(routedModules());
    const indexes = readdirSync(FEATURES_DIR, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file === 'index.ts' || file.endsWith('/index.ts'));
    expect(indexes.length).toBeGreaterThan(30);
    const offenders = indexes.flatMap((index) => {
      const folder = path.posix.dirname(index);
      return [...readFileSync(path.join(FEATURES_DIR, index), 'utf8').matchAll(/from '\.\/([^']+)'/g)]
        .map((match) => path.posix.join(folder, match[1]!))
        .filter((module) => routed.has(module))
        .map((module) => `${index} -> ${module}`);
    });
    expect(offenders).toEqual([]);
  });
});
