import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { text, TEXT_CHARACTER_INVALID } from './text';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('text()', () => {
  it('refuses a NUL anywhere in the value with the translated key, keeping the chained rules', () => {
    const schema = text().trim().min(1, 'validation.required').max(10, 'validation.too-long');
    expect(schema.safeParse(' ok ').data).toBe('ok');
    for (const value of ['\u0000', 'a\u0000b', 'end\u0000']) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_CHARACTER_INVALID);
    }
    expect(schema.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('validation.too-long');
    expect(text({ error: 'validation.name-required' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      'validation.name-required',
    );
  });

  it('is the only string schema of the contracts and the route schemas (one rule for every text field)', () => {
    const offenders = [join(ROOT, 'src/shared/contracts'), join(ROOT, 'src/server/modules')]
      .flatMap(sourceFiles)
      .filter((file) => /\bz\s*\.\s*string\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders, 'use text() from src/shared/validation/text instead of z.string()').toEqual([]);
  });
});
