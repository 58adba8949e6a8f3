import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { isValidElement } from 'react';
import type { Params, RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api';

/*
 * The first screen: what the page a visitor lands on needs (its code, its words, its data) is
 * requested at start-up, side by side, instead of each waiting for the one before it (code, then
 * the page's first render, then its requests). main.tsx holds the first render until all of it
 * is in (or 1.5 s have passed), so the first paint is that page rather than the header over a
 * spinner. Waiting for the data matters because the first render is a transition: an answer
 * arriving through useSyncExternalStore in the middle of it makes React redo the whole render
 * as one blocking task. Route elements declare what they need with two statics:
 *   preload()                 the screen's chunk (lazyWithTimeout), resolving once it is in;
 *   prefetchFirstScreen(ctx)  calls ctx.prefetch with each query the screen asks for on its
 *                             first render (the same option factories its hooks use).
 */

export interface FirstScreenContext {
  apiClient: ApiClient;
  language: string;
  params: Params;
  searchParams: URLSearchParams;
  signedIn: boolean;
  prefetch: <TQueryFnData, TData, TQueryKey extends QueryKey>(
    options: QueryObserverOptions<TQueryFnData, Error, TData, TQueryFnData, TQueryKey>,
  ) => void;
}

export interface FirstScreenLoaders {
  preload?: () => Promise<void>;
  prefetchFirstScreen?: (context: FirstScreenContext) => void;
}

export interface FirstScreen {
  /**
   * Settles when the screens' code, words and answers are in or have failed. Never rejects: a
   * failed chunk fails again in the render under the route's error boundary, and a failed query
   * is the page's own error state.
   */
  ready: Promise<void>;
  /**
   * Lets go of the answers no screen has observed yet (each one the page observes is let go as it
   * mounts). For the browser, a while after the first commit; for a server render, at its end.
   */
  release: () => void;
}

/**
 * Whether `promise` settles within `ms`: how long a first render waits for the first screen
 * before going on without it. The timer is cleared either way.
 */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

function loadersOf(route: RouteObject): FirstScreenLoaders {
  return isValidElement(route.element) ? (route.element.type as FirstScreenLoaders) : {};
}

export function prepareFirstScreen(
  matches: readonly { route: RouteObject; params: Params }[],
  queryClient: QueryClient,
  context: Omit<FirstScreenContext, 'params' | 'prefetch'>,
): FirstScreen {
  const work: Promise<unknown>[] = [];
  const holds = new Map<string, { observer: object; stop: () => void }>();
  const prefetch: FirstScreenContext['prefetch'] = (options) => {
    // Queries are not kept once nothing observes them (gcTime 0): a disabled observer
    // holds each answer from its arrival until the page's own observer of it is mounted.
    const observer = new QueryObserver(queryClient, { ...options, enabled: false });
    const hash = observer.getCurrentQuery().queryHash;
    if (!holds.has(hash)) holds.set(hash, { observer, stop: observer.subscribe(() => undefined) });
    // A server-rendered page brought this answer along (hydration/server-state.ts): the screen
    // hydrates with it rather than asking again.
    if (queryClient.getQueryData(options.queryKey) === undefined) work.push(queryClient.prefetchQuery(options));
  };
  // Each hold lets go as soon as the page observes its query. Parts of a hydrated page under
  // Suspense mount after the first commit, so letting every answer go at that commit would drop
  // answers those parts were about to render (and they would render without them).
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const hold = holds.get(event.query.queryHash);
    if (!hold || event.observer === hold.observer) return;
    holds.delete(event.query.queryHash);
    queueMicrotask(hold.stop);
  });
  const release = () => {
    stopWatching();
    holds.forEach((hold) => hold.stop());
    holds.clear();
  };
  for (const { route, params } of matches) {
    const { preload, prefetchFirstScreen } = loadersOf(route);
    if (preload) work.push(preload());
    prefetchFirstScreen?.({ ...context, params, prefetch });
  }
  return {
    ready: Promise.all(work).then(
      () => undefined,
      () => undefined,
    ),
    release,
  };
}
