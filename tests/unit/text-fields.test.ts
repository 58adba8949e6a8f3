import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/* One rule for every text field (src/shared/validation/text.ts). */
describe('text fields', () => {
  it('is the only string schema of the contracts and the route schemas (one rule for every text field)', () => {
    const offenders = [join(ROOT, 'src/shared/contracts'), join(ROOT, 'src/server/modules')]
      .flatMap(sourceFiles)
      .filter((file) => /\bz\s*\.\s*string\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders, 'use text() from src/shared/validation/text instead of z.string()').toEqual([]);
  });
});
