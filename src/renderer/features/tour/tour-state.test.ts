import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../platform/storage';
import { hasSeenTour, rememberTourSeen } from './tour-state';
import { availableSteps, TOUR_STEPS } from './tour-steps';

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

describe('tour state', () => {
  it('is unseen for a first-time visitor and seen once remembered under tourSeen', () => {
    const backend = memoryBackend();
    const storage = createSafeStorage({ getBackend: () => backend, report: () => undefined });
    expect(hasSeenTour(storage)).toBe(false);
    rememberTourSeen(storage);
    expect(backend.getItem('tourSeen')).toBe('true');
    expect(hasSeenTour(storage)).toBe(true);
  });

  it('treats an unreadable or foreign value as not seen', () => {
    const backend = memoryBackend();
    backend.setItem('tourSeen', 'yes');
    expect(hasSeenTour(createSafeStorage({ getBackend: () => backend, report: () => undefined }))).toBe(false);
    // The wrapper logs every failure to the console; keep the test output clean.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createSafeStorage({
      getBackend: () => {
        throw new Error('denied');
      },
      report: () => undefined,
    });
    expect(hasSeenTour(broken)).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('availableSteps', () => {
  it('keeps the welcome step and drops steps whose section is missing', () => {
    const present = new Set(['search', 'footer-links']);
    const doc = { getElementById: (id: string) => (present.has(id) ? ({} as HTMLElement) : null) };
    expect(availableSteps(doc).map((step) => step.id)).toEqual(['welcome', 'search', 'help']);
    expect(TOUR_STEPS[0]?.targetId).toBeUndefined();
  });
});
