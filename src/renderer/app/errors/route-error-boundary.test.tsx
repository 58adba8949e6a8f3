// @vitest-environment jsdom
import { act } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n, type Rendered } from '../testing/render';
import { ErrorRoute } from './ErrorPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  reportException: (error: unknown) => {
    reported.push(error);
    return Promise.resolve();
  },
}));

function Crashing(): never {
  throw new Error('render crash');
}

const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <h1>home</h1> },
      { path: '/user/profile', element: <h1>teacher home</h1> },
      { path: '/crash', element: <Crashing /> },
      { path: '/error/:variant', element: <ErrorRoute /> },
    ],
  },
];

const teacherToken = `e30.${btoa(JSON.stringify({ sub: 't1', authority: 'ROLE_TEACHER' }))}.x`;

describe('route error handling', () => {
  let view: Rendered | null = null;
  beforeEach(() => {
    reported.length = 0;
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    view?.unmount();
    view = null;
    vi.restoreAllMocks();
  });

  async function open(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    view = await renderWithI18n(<RouterProvider router={router} />);
    return { router, container: view.container };
  }

  it('shows something-wrong when a screen throws while rendering, and reports it', async () => {
    const { container } = await open('/crash');
    expect(container.querySelector('h1')?.textContent).toBe('Щось пішло не так');
    expect(reported).toHaveLength(1);
    expect((reported[0] as Error).message).toBe('render crash');
  });

  it('sends a guest home from an error page', async () => {
    const { router, container } = await open('/error/access-denied');
    expect(container.querySelector('h1')?.textContent).toBe('Доступ заборонено');
    await act(async () => container.querySelector('button')!.click());
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a teacher to /user/profile from an error page', async () => {
    localStorage.setItem('token', teacherToken);
    const { router, container } = await open('/error/not-found');
    await act(async () => container.querySelector('button')!.click());
    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it('redirects an unknown variant home, by role', async () => {
    expect((await open('/error/teapot')).router.state.location.pathname).toBe('/');
    view?.unmount();
    localStorage.setItem('token', teacherToken);
    expect((await open('/error/teapot')).router.state.location.pathname).toBe('/user/profile');
  });
});
