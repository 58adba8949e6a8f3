import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries';

/** A server whose answers the test releases one by one: each holds what was true when it was asked. */
function slowServer() {
  let version = 1;
  const waiting: (() => void)[] = [];
  return {
    change: () => (version += 1),
    fetch: () => {
      const seen = version;
      return new Promise<number>((resolve) => waiting.push(() => resolve(seen)));
    },
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
    get asked() {
      return waiting.length;
    },
  };
}

describe('refreshQueries', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient.clear());

  function watch(server: ReturnType<typeof slowServer>) {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
    const observer = new QueryObserver(queryClient, { queryKey: ['notifications', 'list'], queryFn: server.fetch });
    const off = observer.subscribe(() => undefined);
    return { observer, off };
  }

  it('refetches a query whose first fetch was under way when the data changed', async () => {
    const server = slowServer();
    const { observer, off } = watch(server);
    expect(server.asked).toBe(1);
    server.change();
    const refreshed = refreshQueries(queryClient, ['notifications']);
    // The first fetch is dropped and a second one asked, after the change.
    await expect.poll(() => server.asked).toBe(2);
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).toBe(2);
    off();
  });

  it('shows why: a bare invalidation joins the first fetch and keeps its old answer', async () => {
    const server = slowServer();
    const { observer, off } = watch(server);
    server.change();
    const invalidated = queryClient.invalidateQueries({ queryKey: ['notifications'] });
    server.answerAll();
    await invalidated;
    expect(observer.getCurrentResult().data).toBe(1);
    expect(server.asked).toBe(0);
    off();
  });

  it('refetches a query that has data, once, with what is true now', async () => {
    const server = slowServer();
    const { observer, off } = watch(server);
    server.answerAll();
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);
    server.change();
    const refreshed = refreshQueries(queryClient, ['notifications']);
    await expect.poll(() => server.asked).toBe(1);
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).toBe(2);
    off();
  });
});
