import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api';
import { prepareFirstScreen, type FirstScreenContext } from './first-screen';

const context = {
  apiClient: {} as AxiosInstance,
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

    // gcTime is 0 (spec 7: nothing cached): the hold is what kept the answer for the page.
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
});
