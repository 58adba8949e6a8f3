import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createSafeStorage } from '../../platform/storage';
import { createI18n } from '../../i18n';

/*
 * A minimal render helper for jsdom tests of the shell (no testing-library in this project):
 * mounts into a detached container with a fresh Ukrainian i18n instance.
 */

export interface Rendered {
  container: HTMLElement;
  root: Root;
  unmount: () => void;
}

/** Local storage kept in a map, as a test's browser would keep it. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return createSafeStorage({
    getBackend: () =>
      ({
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
      }) as unknown as Storage,
    report: () => undefined,
  });
}

export async function renderWithI18n(ui: ReactNode, language: 'uk' | 'en' = 'uk'): Promise<Rendered> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = await createI18n({ storage: memoryStorage({ lang: language }), doc: null });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  });
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** The element whose accessible name (aria-label or text) is `name`, among those matching `selector`. */
export function byName(container: HTMLElement, selector: string, name: string): HTMLElement {
  const match = [...container.querySelectorAll<HTMLElement>(selector)].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  );
  if (!match) throw new Error(`No ${selector} named "${name}"`);
  return match;
}
