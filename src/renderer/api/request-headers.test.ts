// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage-keys';
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
  server.route('/users/v1/lessons', () => ({ body: { items: [] } }));
  server.route('/users/v1/open/categories', () => ({ body: [] }));
  server.route('/users/v1/open/auth/refresh', () => ({ body: { token: 'unchanged' } }));
});

describe('request headers', () => {
  it('sends Accept-Language from the stored language, Ukrainian when none is stored', async () => {
    const { client } = createTestClient(server.baseURL);

    await client.get('/users/v1/open/categories');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    await client.get('/users/v1/open/categories');
    localStorage.setItem(STORAGE_KEYS.language, 'pl');
    await client.get('/users/v1/open/categories');

    const languages = server
      .requestsTo('/users/v1/open/categories')
      .map((request) => request.headers['accept-language']);
    expect(languages).toEqual(['uk', 'en', 'uk']);
  });

  it('sends the stored token as a bearer, except on paths containing /open', async () => {
    const { client, signInStudent } = createTestClient(server.baseURL);
    const token = signInStudent();

    await client.get('/users/v1/lessons');
    await client.get('/users/v1/open/categories', { headers: { Authorization: 'Bearer leaked' } });

    expect(server.requestsTo('/users/v1/lessons')[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(server.requestsTo('/users/v1/open/categories')[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no Authorization header when signed out', async () => {
    const { client } = createTestClient(server.baseURL);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await client.get('/users/v1/lessons');
    warn.mockRestore();

    expect(server.requestsTo('/users/v1/lessons')[0]?.headers.authorization).toBeUndefined();
  });
});
