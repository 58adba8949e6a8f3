import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, createQueryClient } from '../api';
import { prepareFirstScreen, settlesWithin, type FirstScreenContext } from './first-screen';

const context = {
  apiClient: {} as ApiClient,
  language: 'uk',
  searchParams: new URLSearchParams('subject=mathematics'),
  signedIn: false,
};

function screen(statics: object) {
  return Object.assign(() => null, statics);
}

describe('prepareFirstScreen', () => {
  it('fetches the matched screens’ code and data side by side and holds the answers until released', async () => {
    const queryClient: QueryClient = createQueryClient();
    const preload = vi.fn(() => Promise.resolve());
    const queryFn = vi.fn(() => Promise.resolve(['answer']));
    const Page = screen({
      preload,
      prefetchFirstScreen: ({ prefetch, params, searchParams }: FirstScreenContext) => {
        prefetch(queryOptions({ queryKey: ['page', params.id, searchParams.get('subject')], queryFn }));
      },
    });
    const Layout = screen({});
    const matches = [
      { route: { element: <Layout /> }, params: { id: '7' } },
      { route: { element: <Page /> }, params: { id: '7' } },
    ];

    const firstScreen = prepareFirstScreen(matches, queryClient, context);
    await firstScreen.ready;
    expect(preload).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['page', '7', 'mathematics'])).toEqual(['answer']);
    expect(queryFn).toHaveBeenCalledTimes(1);

    // gcTime is 0 (nothing cached): the hold is what kept the answer for the page.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queryClient.getQueryData(['page', '7', 'mathematics'])).toEqual(['answer']);
    firstScreen.release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queryClient.getQueryData(['page', '7', 'mathematics'])).toBeUndefined();
  });

  it('never rejects: a failed chunk fails again under the route’s error boundary, a failed query is the page’s error', async () => {
    const Page = screen({
      preload: () => Promise.reject(new Error('offline')),
      prefetchFirstScreen: ({ prefetch }: FirstScreenContext) =>
        prefetch(queryOptions({ queryKey: ['down'], queryFn: () => Promise.reject(new Error('503')), retry: false })),
    });
    const firstScreen = prepareFirstScreen(
      [{ route: { element: <Page /> }, params: {} }],
      createQueryClient(),
      context,
    );
    await expect(firstScreen.ready).resolves.toBeUndefined();
  });

  it('lets each answer go once the page observes it, and the rest at release', async () => {
    const queryClient = createQueryClient();
    const seen = queryOptions({ queryKey: ['seen'], queryFn: () => Promise.resolve('seen') });
    const unseen = queryOptions({ queryKey: ['unseen'], queryFn: () => Promise.resolve('unseen') });
    const Page = screen({
      prefetchFirstScreen: ({ prefetch }: FirstScreenContext) => {
        prefetch(seen);
        prefetch(unseen);
      },
    });
    const firstScreen = prepareFirstScreen([{ route: { element: <Page /> }, params: {} }], queryClient, context);
    await firstScreen.ready;

    // The page's own observer mounts (late, as a hydrated part under Suspense does) and unmounts.
    const pageObserver = new QueryObserver(queryClient, { ...seen, enabled: false });
    const unsubscribe = pageObserver.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queryClient.getQueryData(['seen'])).toBe('seen');
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queryClient.getQueryData(['seen'])).toBeUndefined();
    // Nothing observed the other answer: it is held until release.
    expect(queryClient.getQueryData(['unseen'])).toBe('unseen');
    firstScreen.release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queryClient.getQueryData(['unseen'])).toBeUndefined();
  });

  it('does not ask again for an answer a server-rendered page brought along', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('fresh'));
    queryClient.setQueryData(['page'], 'from the server');
    const Page = screen({
      prefetchFirstScreen: ({ prefetch }: FirstScreenContext) =>
        prefetch(queryOptions({ queryKey: ['page'], queryFn })),
    });
    const firstScreen = prepareFirstScreen([{ route: { element: <Page /> }, params: {} }], queryClient, context);
    await firstScreen.ready;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['page'])).toBe('from the server');
    firstScreen.release();
  });

  it('tells whether the first screen settled within the wait', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<void>(() => undefined);
      const late = settlesWithin(never, 1500);
      await vi.advanceTimersByTimeAsync(1500);
      await expect(late).resolves.toBe(false);
      await expect(settlesWithin(Promise.resolve(), 1500)).resolves.toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
