// @vitest-environment jsdom
import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { REFRESH_PATH } from './api-paths';
import { createQueryClient, shouldRetryQuery } from './query-client';
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
  server.route('/users/v1/open/categories', () => ({ body: [{ code: 'math' }] }));
  server.route('/users/v1/open/missing', () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }));
  server.route('/users/v1/open/flaky', () => ({
    status: 503,
    body: { code: 'SERVICE_UNAVAILABLE', message: 'Later' },
  }));
});
afterEach(() => {
  focusManager.setFocused(undefined);
});

function apiQuery(path: string) {
  const { client } = createTestClient(server.baseURL);
  return { queryKey: [path], queryFn: async () => (await client.get<unknown>(path)).data, retryDelay: 0 };
}

describe('query client (never cached, no refetch on focus)', () => {
  it('drops query data as soon as nothing watches it and always refetches', async () => {
    const queryClient = createQueryClient();
    const query = apiQuery('/users/v1/open/categories');

    await expect(queryClient.fetchQuery(query)).resolves.toEqual([{ code: 'math' }]);
    await vi.waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: query.queryKey })).toBeUndefined());
    await queryClient.fetchQuery(query);

    expect(server.requestsTo('/users/v1/open/categories')).toHaveLength(2);
  });

  it('does not refetch when the window regains focus', async () => {
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, apiQuery('/users/v1/open/categories'));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();

    expect(server.requestsTo('/users/v1/open/categories')).toHaveLength(1);
  });

  it('does not retry a 4xx, and retries a 5xx twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = createQueryClient();

    await expect(queryClient.fetchQuery(apiQuery('/users/v1/open/missing'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(queryClient.fetchQuery(apiQuery('/users/v1/open/flaky'))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });

    expect(server.requestsTo('/users/v1/open/missing')).toHaveLength(1);
    expect(server.requestsTo('/users/v1/open/flaky')).toHaveLength(3);
  });

  it('never retries a canceled call or an error that is not an ApiError', () => {
    const canceled = new ApiError({ status: null, code: 'CANCELED', message: 'Request canceled', path: '/' });
    const offline = new ApiError({ status: null, code: 'NETWORK_ERROR', message: 'Network Error', path: '/' });

    expect(shouldRetryQuery(0, canceled)).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug in a queryFn'))).toBe(false);
    expect(shouldRetryQuery(0, offline)).toBe(true);
    expect(shouldRetryQuery(2, offline)).toBe(false);
  });
});
