import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../platform/storage';
import { readSidebarOpen } from './use-sidebar';

function storageWith(value: string | null) {
  return createSafeStorage({
    getBackend: () =>
      ({ getItem: () => value, setItem: () => undefined, removeItem: () => undefined }) as unknown as Storage,
    report: () => undefined,
  });
}

describe('sidebar open state', () => {
  // Unreadable values are logged by the storage wrapper; that is expected here.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('is open by default', () => {
    expect(readSidebarOpen(storageWith(null))).toBe(true);
  });

  it('follows the stored choice', () => {
    expect(readSidebarOpen(storageWith('false'))).toBe(false);
    expect(readSidebarOpen(storageWith('true'))).toBe(true);
  });

  it('falls back to open when the stored value is not a boolean', () => {
    expect(readSidebarOpen(storageWith('"wide"'))).toBe(true);
    expect(readSidebarOpen(storageWith('{oops'))).toBe(true);
  });
});
