// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiTestServer, type ApiTestServer } from './testing/api-test-server';

/*
 * axios loads with the first call (api-client.ts). When its chunk cannot be fetched the call
 * never leaves the page, so the screen hears NETWORK_ERROR, as it would offline, and the next
 * call loads axios again.
 */

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
  server.route('/users/v1/open/categories', () => ({ body: [{ code: 'math' }] }));
});
afterAll(() => server.close());
afterEach(() => {
  vi.doUnmock('axios');
  vi.resetModules();
});

describe('the API client before axios has loaded', () => {
  it('rejects with NETWORK_ERROR when axios cannot load, and loads it with the next call', async () => {
    vi.resetModules();
    vi.doMock('axios', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createApiClient } = await import('./api-client');
    const { isApiError } = await import('./api-error');
    const client = createApiClient({ baseURL: server.baseURL });

    const failed: unknown = await client.get('/users/v1/open/categories?lang=uk').catch((error: unknown) => error);
    expect(isApiError(failed)).toBe(true);
    expect(failed).toMatchObject({ code: 'NETWORK_ERROR', status: null, path: '/users/v1/open/categories' });
    expect(server.requests).toHaveLength(0);

    vi.doUnmock('axios');
    const answer = await client.get<unknown>('/users/v1/open/categories');
    expect(answer.data).toEqual([{ code: 'math' }]);
  });
});
