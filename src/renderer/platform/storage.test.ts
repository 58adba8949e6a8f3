// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { EXCEPTIONS_PATH } from '../api/api-paths';
import { configureExceptionReporting } from '../api/exception-reporter';
import { startApiTestServer, type ApiTestServer } from '../api/testing/api-test-server';
import { createSafeStorage, type StorageFailureReporter } from './storage';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  configureExceptionReporting({});
  await server.close();
});
beforeEach(() => {
  server.reset();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function quotaExceeded(): never {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('safe local storage', () => {
  it('reads and writes strings and JSON, and removes keys', () => {
    const storage = createSafeStorage({ report: vi.fn() });

    expect(storage.setString(STORAGE_KEYS.language, 'en')).toBe(true);
    expect(storage.setJson(STORAGE_KEYS.activeSlots, [{ day: 1, hour: 9 }])).toBe(true);

    expect(storage.getString(STORAGE_KEYS.language)).toBe('en');
    expect(storage.getJson(STORAGE_KEYS.activeSlots)).toEqual([{ day: 1, hour: 9 }]);
    expect(localStorage.getItem('activeSlots')).toBe('[{"day":1,"hour":9}]');
    expect(storage.remove(STORAGE_KEYS.language)).toBe(true);
    expect(storage.getString(STORAGE_KEYS.language)).toBeNull();
    expect(storage.getJson(STORAGE_KEYS.guestFavourites)).toBeNull();
  });

  it('logs and reports a failing read or write, answering null or false instead of throwing', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn<StorageFailureReporter>();
    const storage = createSafeStorage({ report });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(quotaExceeded);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(quotaExceeded);

    expect(storage.getString(STORAGE_KEYS.token)).toBeNull();
    expect(storage.setJson(STORAGE_KEYS.sidebarOpen, false)).toBe(false);
    expect(storage.remove(STORAGE_KEYS.refresh)).toBe(false);

    expect(consoleError).toHaveBeenCalledTimes(3);
    expect(consoleError).toHaveBeenNthCalledWith(1, 'Local storage read of "token" failed', expect.any(DOMException));
    expect(report.mock.calls.map(([failure]) => [failure.operation, failure.key])).toEqual([
      ['read', 'token'],
      ['write', 'sidebarOpen'],
      ['remove', 'refresh'],
    ]);
  });

  it('logs and reports a failure to reach local storage at all', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn<StorageFailureReporter>();
    const storage = createSafeStorage({
      report,
      getBackend: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });

    expect(storage.getJson(STORAGE_KEYS.quizRunState)).toBeNull();
    expect(report).toHaveBeenCalledOnce();
  });

  it('reports corrupted JSON and values rejected by the guard, answering null', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn<StorageFailureReporter>();
    const storage = createSafeStorage({ report });
    localStorage.setItem(STORAGE_KEYS.createLessonData, '{not json');
    localStorage.setItem(STORAGE_KEYS.sidebarOpen, '"yes"');

    expect(storage.getJson(STORAGE_KEYS.createLessonData)).toBeNull();
    expect(
      storage.getJson(STORAGE_KEYS.sidebarOpen, (value): value is boolean => typeof value === 'boolean'),
    ).toBeNull();
    expect(report.mock.calls.map(([failure]) => failure.operation)).toEqual(['parse', 'parse']);
  });

  it('reports to the exception endpoint by default, naming the key but not the value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.route(EXCEPTIONS_PATH, () => ({ body: { ok: true } }));
    configureExceptionReporting({ baseURL: server.baseURL, getHostname: () => 'repetytor.ua' });
    const storage = createSafeStorage();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);

    expect(storage.setString(STORAGE_KEYS.token, 'secret-token')).toBe(false);
    await vi.waitFor(() => expect(server.requestsTo(EXCEPTIONS_PATH)).toHaveLength(1));

    const { exception } = server.requestsTo(EXCEPTIONS_PATH)[0]?.body as { exception: string };
    expect(exception).toMatch(/^StorageAccessError: Local storage write of "token" failed: QuotaExceededError/);
    expect(exception).not.toContain('secret-token');
  });
});
