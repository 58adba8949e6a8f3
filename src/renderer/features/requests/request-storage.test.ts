import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage, type SafeStorage } from '../../platform/storage';
import {
  clearGuestRequest,
  readActiveSlots,
  readGuestRequest,
  writeActiveSlots,
  writeGuestRequest,
} from './request-storage';

function memoryBackend(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('request storage', () => {
  let backend: Storage;
  let storage: SafeStorage;
  beforeEach(() => {
    backend = memoryBackend();
    storage = createSafeStorage({ getBackend: () => backend, report: () => undefined });
  });

  it('keeps at most 5 picked slots under activeSlots, for one tutor only', () => {
    const slots = ['a', 'b', 'c', 'd', 'e', 'f'].map((_, i) => `2026-12-0${i + 1}T07:00:00.000Z`);
    writeActiveSlots(storage, 'tutor-1', slots);
    expect(JSON.parse(backend.getItem('activeSlots') ?? '{}').slots).toHaveLength(5);
    expect(readActiveSlots(storage, 'tutor-1')).toEqual(slots.slice(0, 5));
    expect(readActiveSlots(storage, 'tutor-2')).toEqual([]);
    writeActiveSlots(storage, 'tutor-1', []);
    expect(backend.getItem('activeSlots')).toBeNull();
  });

  it('keeps a guest request under guestUserData until it is cleared', () => {
    const body = { subject: 'physics', idempotencyKey: '6f1c1a47-3b7c-4a36-9d7e-0c3f7e7e7a11' };
    writeGuestRequest(storage, { kind: 'public', body });
    expect(readGuestRequest(storage)).toEqual({ kind: 'public', body });
    clearGuestRequest(storage);
    expect(readGuestRequest(storage)).toBeNull();
  });

  it('ignores a corrupted value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.setItem('guestUserData', '{"kind":"other"}');
    expect(readGuestRequest(storage)).toBeNull();
    backend.setItem('activeSlots', 'not json');
    expect(readActiveSlots(storage, 'tutor-1')).toEqual([]);
  });
});
