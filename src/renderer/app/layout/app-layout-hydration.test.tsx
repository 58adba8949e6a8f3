// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { ToastProvider } from '../../ui';
import { memoryStorage } from '../testing/render';
import { AppLayout } from './AppLayout';

/*
 * Right after hydration React renders the layout again, synchronously: useHydrated and the
 * phone's media query turn from the server's values to the browser's. That render must stay in
 * the shell. When it reached the screen it was one blocking task of ~40 ms on a phone, the
 * largest part of Lighthouse's blocking time on the home page (docs/discovery/web-performance.md).
 */

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** How often the screen and the footer rendered: the two parts the layout's renders must leave alone. */
const renders = vi.hoisted(() => ({ screen: 0, footer: 0 }));
vi.mock('./FooterLinks', () => ({
  FooterLinks: () => {
    renders.footer += 1;
    return <nav aria-label="Footer" />;
  },
}));

function Screen() {
  renders.screen += 1;
  return <h1>Screen</h1>;
}

function app(i18n: Awaited<ReturnType<typeof createI18n>>): ReactNode {
  const router = createMemoryRouter([
    { path: '/', element: <AppLayout />, children: [{ index: true, element: <Screen /> }] },
  ]);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>
  );
}

/**
 * The page's HTML as the server renders it, with every part in it. The server's prerender waits
 * for the parts that load lazily (the footer, the words); renderToString, which a test can run
 * beside the browser's renderer in one process, marks them for the browser to render instead
 * (`<!--$!-->`), so it renders again once they have loaded.
 */
async function serverHtml(render: () => ReactNode): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const html = renderToString(render());
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('a lazy part of the layout never loaded');
}

/** A phone-sized window: the mobile media query matches, as it never does on the server. */
function matchMediaOfAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  // jsdom does not scroll; a new screen starts at the top in the layout.
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('AppLayout after hydration', () => {
  it('switches the shell to the phone’s drawer without rendering the screen or the footer again', async () => {
    const i18n = await createI18n({ storage: memoryStorage(), doc: null });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml(() => app(i18n));
    // Count the browser's renders only, not the server's.
    Object.assign(renders, { screen: 0, footer: 0 });
    expect(container.querySelector('.app-shell')?.getAttribute('data-sidebar')).toBe('open');

    matchMediaOfAPhone();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(i18n), { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    // The forced render did happen: the shell is a drawer now.
    expect(container.querySelector('.app-shell')?.getAttribute('data-sidebar')).toBe('drawer');
    // The screen and the footer rendered once each, to hydrate, and not again with the shell.
    expect(renders).toEqual({ screen: 1, footer: 1 });
  });
});
