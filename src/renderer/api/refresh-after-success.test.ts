// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { REFRESH_PATH } from './api-paths';
import { createTestClient } from './testing/api-test-client';
import { makeTestToken, startApiTestServer, type ApiTestServer } from './testing/api-test-server';

let server: ApiTestServer;
const TEACHER_CLAIMS = { sub: 'user-1', authority: 'ROLE_TEACHER', exp: 4_102_444_900 };
const refreshedToken = makeTestToken(TEACHER_CLAIMS);

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
  server.route('/users/v1/lessons', () => ({ body: { items: [] }, delayMs: 20 }));
  server.route('/users/v1/open/categories', () => ({ body: [] }));
  server.route('/users/v1/users/delete', () => ({ body: { ok: true } }));
  server.route(REFRESH_PATH, () => ({ body: { token: refreshedToken, refreshToken: 'refresh-2' } }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('refresh after each successful response', () => {
  it('posts the stored refresh token and stores the new token, the rotated refresh token and its claims', async () => {
    const { client, session, signInStudent } = createTestClient(server.baseURL);
    signInStudent('refresh-1');

    const response = await client.get('/users/v1/lessons');

    expect(response.data).toEqual({ items: [] });
    const refreshes = server.requestsTo(REFRESH_PATH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(refreshes[0]?.headers.authorization).toBeUndefined();
    expect(refreshes[0]?.headers['accept-language']).toBe('uk');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(refreshedToken);
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBe('refresh-2');
    expect(session.getClaims()).toEqual(TEACHER_CLAIMS);
  });

  it('keeps the stored refresh token when the answer carries only a token', async () => {
    server.route(REFRESH_PATH, () => ({ body: { token: refreshedToken } }));
    const { client, signInStudent } = createTestClient(server.baseURL);
    signInStudent('refresh-1');

    await client.get('/users/v1/lessons');

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(refreshedToken);
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBe('refresh-1');
  });

  it('shares one refresh call among 5 concurrent successful responses', async () => {
    server.route(REFRESH_PATH, () => ({ body: { token: refreshedToken, refreshToken: 'refresh-2' }, delayMs: 200 }));
    const { client, signInStudent } = createTestClient(server.baseURL);
    signInStudent('refresh-1');

    const responses = await Promise.all(Array.from({ length: 5 }, () => client.get('/users/v1/lessons')));

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(server.requestsTo('/users/v1/lessons')).toHaveLength(5);
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(1);

    // The shared call is over: the next success refreshes again, with the rotated token.
    await client.get('/users/v1/lessons');
    expect(server.requestsTo(REFRESH_PATH).map((request) => request.body)).toEqual([
      { refreshToken: 'refresh-1' },
      { refreshToken: 'refresh-2' },
    ]);
  });

  it('warns on the console and makes no refresh call when no refresh token is stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = createTestClient(server.baseURL);

    await client.get('/users/v1/lessons');

    expect(warn).toHaveBeenCalledWith('No refresh token stored: the session was not refreshed');
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(0);
  });

  it('does not refresh after /open or /users/delete calls, nor after the refresh call itself', async () => {
    const { client, signInStudent } = createTestClient(server.baseURL);
    signInStudent('refresh-1');

    await client.get('/users/v1/open/categories');
    await client.delete('/users/v1/users/delete');
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(0);

    await client.get('/users/v1/lessons');
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(1);
  });

  it('resolves the original response when the refresh fails', async () => {
    server.route(REFRESH_PATH, () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, track, navigate, signInStudent } = createTestClient(server.baseURL);
    const token = signInStudent('refresh-1');

    const response = await client.get('/users/v1/lessons');

    expect(response.data).toEqual({ items: [] });
    expect(warn).toHaveBeenCalledWith('Token refresh failed (500): Boom');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(track).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not bring back a session signed out while its refresh was in flight', async () => {
    server.route(REFRESH_PATH, () => {
      localStorage.clear();
      return { body: { token: refreshedToken, refreshToken: 'refresh-2' } };
    });
    const { client, signInStudent } = createTestClient(server.baseURL);
    signInStudent('refresh-1');

    await client.get('/users/v1/lessons');

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBeNull();
  });
});
