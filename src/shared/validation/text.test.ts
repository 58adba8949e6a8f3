import { describe, expect, it } from 'vitest';
import { text, TEXT_CHARACTER_INVALID } from './text';

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
});
