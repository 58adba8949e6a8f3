import { describe, expect, it } from 'vitest';

describe('zod without eval (CSP without unsafe-eval)', () => {
  it('leaves zod jitless, so it never tries new Function', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    // Fails if a zod upgrade stops reading the global config object this module sets.
    expect(z.config().jitless).toBe(true);
    const calls: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
