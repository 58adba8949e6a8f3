// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { ApiError } from './api-error';
import { REFRESH_PATH } from './api-paths';
import { createTestClient } from './testing/api-test-client';
import { startApiTestServer, type ApiTestServer } from './testing/api-test-server';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
  server.route(REFRESH_PATH, () => ({ body: { token: 'unused' } }));
  server.route('/users/v1/lessons', () => ({
    status: 401,
    body: { code: 'SESSION_EXPIRED', message: 'Your session has expired!' },
  }));
  server.route('/users/v1/open/auth/login', () => ({
    status: 401,
    body: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials!' },
  }));
  server.route('/users/v1/balance', () => ({
    status: 503,
    body: { code: 'SERVICE_UNAVAILABLE', message: 'Try again in a while' },
  }));
  server.route('/users/v1/gateway', () => ({ status: 502, body: '<html>Bad gateway</html>' }));
  server.route('/users/v1/connection-requests', () => ({
    status: 409,
    body: { code: 'REQUEST_LIMIT_REACHED', message: 'Already sent 5 of 5', details: { limit: 5 } },
  }));
  server.route('/users/v1/slow', () => ({ body: {}, delayMs: 500 }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** vitest's jsdom environment exposes the JSDOM instance. */
declare const jsdom: {
  virtualConsole: {
    rawListeners(event: 'jsdomError'): ((...args: unknown[]) => void)[];
    removeAllListeners(event: 'jsdomError'): void;
    on(event: 'jsdomError', listener: (...args: unknown[]) => void): void;
  };
};

/** jsdom logs a refused connection to the real console itself; the rejection is what is under test. */
async function withoutJsdomErrorLog<T>(run: () => Promise<T>): Promise<T> {
  const listeners = jsdom.virtualConsole.rawListeners('jsdomError');
  jsdom.virtualConsole.removeAllListeners('jsdomError');
  try {
    return await run();
  } finally {
    for (const listener of listeners) jsdom.virtualConsole.on('jsdomError', listener);
  }
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('401 while signed in', () => {
  it('sets the logoutInfo flag, navigates to /logout and rejects', async () => {
    const { client, navigate, storage, signInStudent } = createTestClient(server.baseURL);
    signInStudent();

    const error = await rejectionOf(client.get('/users/v1/lessons?page=2'));

    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired!' });
    expect(storage.getJson(STORAGE_KEYS.logoutInfo)).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/logout');
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(0);
  });

  it('treats a 401 on an /open call (wrong password at login) as an ordinary error', async () => {
    const { client, navigate, track } = createTestClient(server.baseURL);

    const error = await rejectionOf(client.post('/users/v1/open/auth/login', { email: 'a@b.ua', password: 'wrong' }));

    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials!' });
    expect(localStorage.getItem(STORAGE_KEYS.logoutInfo)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledExactlyOnceWith('errors', { path: '/users/v1/open/auth/login', status: 401 });
  });
});

describe('error analytics and typed rejections', () => {
  it("tracks 'server errors' keyed by path for status >= 500 and rejects with the server's error", async () => {
    const { client, track, signInStudent } = createTestClient(server.baseURL);
    signInStudent();

    const error = await rejectionOf(client.get('/users/v1/balance?currency=UAH'));

    expect(error).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Try again in a while',
      path: '/users/v1/balance',
    });
    expect(track).toHaveBeenCalledExactlyOnceWith('server errors', { path: '/users/v1/balance', status: 503 });
  });

  it("falls back to code UNKNOWN when a 5xx body is not the API's error shape", async () => {
    const { client, track } = createTestClient(server.baseURL);

    const error = await rejectionOf(client.get('/users/v1/gateway'));

    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN', details: undefined });
    expect(track).toHaveBeenCalledExactlyOnceWith('server errors', { path: '/users/v1/gateway', status: 502 });
  });

  it("tracks 'errors' for a 4xx and carries code, message and details", async () => {
    const { client, track, navigate, signInStudent } = createTestClient(server.baseURL);
    signInStudent();

    const error = await rejectionOf(client.post('/users/v1/connection-requests', { subject: 'math' }));

    expect(error).toMatchObject({
      status: 409,
      code: 'REQUEST_LIMIT_REACHED',
      message: 'Already sent 5 of 5',
      details: { limit: 5 },
    });
    expect(track).toHaveBeenCalledExactlyOnceWith('errors', { path: '/users/v1/connection-requests', status: 409 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("tracks 'errors' and rejects with NETWORK_ERROR when no response arrives", async () => {
    const closed = await startApiTestServer();
    await closed.close();
    const { client, track } = createTestClient(closed.baseURL);

    const error = await withoutJsdomErrorLog(() => rejectionOf(client.get('/users/v1/lessons')));

    expect(error).toMatchObject({ status: null, code: 'NETWORK_ERROR', path: '/users/v1/lessons' });
    expect(track).toHaveBeenCalledExactlyOnceWith('errors', { path: '/users/v1/lessons', status: null });
  });

  it('rejects a canceled call with CANCELED and tracks nothing', async () => {
    const { client, track } = createTestClient(server.baseURL);
    const controller = new AbortController();

    const pending = client.get('/users/v1/slow', { signal: controller.signal });
    controller.abort();
    const error = await rejectionOf(pending);

    expect(error.code).toBe('CANCELED');
    expect(track).not.toHaveBeenCalled();
  });

  it('still rejects with the ApiError when analytics or navigation throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, track, navigate, signInStudent } = createTestClient(server.baseURL);
    signInStudent();
    track.mockImplementation(() => {
      throw new Error('analytics down');
    });
    navigate.mockImplementation(() => {
      throw new Error('router gone');
    });

    const rejection = await rejectionOf(client.get('/users/v1/lessons'));

    expect(rejection.code).toBe('SESSION_EXPIRED');
    expect(error).toHaveBeenCalledTimes(2);
  });
});
