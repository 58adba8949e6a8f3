import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Makes the matching queries fetch again because the server's data changed (a live push, a
 * reconnect). `invalidateQueries` alone is not enough: a query still on its first fetch (no data
 * yet) is not restarted, the invalidation joins that fetch, and its answer, read on the server
 * before the change, clears the invalidation. A push arriving while a screen loads was lost that
 * way. Such first fetches are cancelled first, so the refetch reads after the change.
 */
export async function refreshQueries(queryClient: QueryClient, queryKey?: QueryKey): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}
