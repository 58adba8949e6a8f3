import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../platform/storage';
import { createGuestFavourites, MAX_GUEST_FAVOURITES } from './guest-favourites';

function memoryBackend(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function setup() {
  const backend = memoryBackend();
  const report = vi.fn();
  const notify = vi.fn();
  const storage = createSafeStorage({ getBackend: () => backend, report });
  return { backend, report, notify, favourites: createGuestFavourites(storage, notify) };
}

describe('guest favourites', () => {
  it('keeps ids newest first under the guestFavourites key, without repeats', () => {
    const { backend, favourites, notify } = setup();
    favourites.add('a');
    favourites.add('b');
    favourites.add('a');
    expect(favourites.list()).toEqual(['a', 'b']);
    expect(JSON.parse(backend.getItem('guestFavourites')!)).toEqual(['a', 'b']);
    expect(notify).toHaveBeenCalledTimes(3);
  });

  it('removes one id and clears the key', () => {
    const { backend, favourites } = setup();
    favourites.add('a');
    favourites.add('b');
    favourites.remove('a');
    expect(favourites.list()).toEqual(['b']);
    favourites.clear();
    expect(backend.getItem('guestFavourites')).toBeNull();
    expect(favourites.list()).toEqual([]);
  });

  it('reads a corrupted value as an empty list and reports it', () => {
    const { backend, favourites, report } = setup();
    backend.setItem('guestFavourites', '{"not":"a list"}');
    expect(favourites.list()).toEqual([]);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ operation: 'parse', key: 'guestFavourites' }));
  });

  it('never holds more than the server merges at once', () => {
    const { favourites } = setup();
    for (let index = 0; index <= MAX_GUEST_FAVOURITES; index += 1) favourites.add(`id-${index}`);
    expect(favourites.list()).toHaveLength(MAX_GUEST_FAVOURITES);
    expect(favourites.list()[0]).toBe(`id-${MAX_GUEST_FAVOURITES}`);
  });
});
