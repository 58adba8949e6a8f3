import { describe, expect, it, vi } from 'vitest';
import { sharedUntilFailed } from './shared-until-failed';

describe('sharedUntilFailed', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => ({ made: true }));
    const get = sharedUntilFailed(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on the call after a failure, and shares the success that follows', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('axios');
    const get = sharedUntilFailed(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('axios');
    expect(await get()).toBe('axios');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
