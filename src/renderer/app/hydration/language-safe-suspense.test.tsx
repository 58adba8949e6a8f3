// @vitest-environment jsdom
import i18next, { type i18n as I18n } from 'i18next';
import { act, lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSafeSuspense } from './language-safe-suspense';
import { whenBoundariesMounted } from './pending-boundaries';

/*
 * A server-rendered part whose code arrives after the page is live (the footer's), and a
 * language switch in between: the case a full E2E run met as React error 418.
 */

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

async function i18nIn(language: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { uk: { translation: { hello: 'Привіт' } }, en: { translation: { hello: 'Hello' } } },
    showSupportNotice: false,
  });
  return instance;
}

function Words() {
  const { t } = useTranslation();
  return <p>{t('hello')}</p>;
}

type Boundary = (props: { children: ReactNode }) => ReactNode;

/**
 * Server HTML of a part under `Boundary` in `server`'s language, hydrated by `browser` with the
 * part's code held back until `arrive()`.
 */
async function hydrateLate(
  Boundary: Boundary,
  server: I18n,
  browser: I18n,
  onRecoverableError?: (error: unknown) => void,
) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <I18nextProvider i18n={server}>
      <Boundary>
        <Words />
      </Boundary>
    </I18nextProvider>,
  );
  expect(container.textContent).toBe(server.t('hello'));

  let release = () => undefined as void;
  const code = new Promise<void>((resolve) => (release = resolve));
  const LateWords = lazy(() => code.then(() => ({ default: Words })));
  await act(async () => {
    hydrateRoot(
      container,
      <I18nextProvider i18n={browser}>
        <Boundary>
          <LateWords />
        </Boundary>
      </I18nextProvider>,
      { onRecoverableError },
    );
  });
  const arrive = () =>
    act(async () => {
      release();
      await code;
    });
  return { container, arrive };
}

/** Server HTML in Ukrainian, hydrated with the part's code held back until the language is English. */
async function switchBeforeHydration(Boundary: Boundary) {
  const browser = await i18nIn('uk');
  const errors: unknown[] = [];
  const { container, arrive } = await hydrateLate(Boundary, await i18nIn('uk'), browser, (error) => errors.push(error));
  await act(async () => {
    await browser.changeLanguage('en');
  });
  await arrive();
  return { errors, text: container.textContent };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('LanguageSafeSuspense', () => {
  it('renders a part that had not hydrated anew in the new language, with no hydration error', async () => {
    const { errors, text } = await switchBeforeHydration(({ children }) => (
      <LanguageSafeSuspense>{children}</LanguageSafeSuspense>
    ));
    expect(errors).toEqual([]);
    expect(text).toBe('Hello');
  });

  it('is needed: a plain boundary hydrates the Ukrainian HTML with English words and reports it', async () => {
    const { errors } = await switchBeforeHydration(({ children }) => <Suspense>{children}</Suspense>);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('counts a part as waiting to hydrate until its content has mounted', async () => {
    const i18n = await i18nIn('uk');
    const { arrive } = await hydrateLate(
      ({ children }) => <LanguageSafeSuspense>{children}</LanguageSafeSuspense>,
      i18n,
      i18n,
    );
    let mounted = false;
    void whenBoundariesMounted().then(() => (mounted = true));
    await act(async () => undefined);
    expect(mounted).toBe(false);

    await arrive();
    expect(mounted).toBe(true);
    await expect(whenBoundariesMounted()).resolves.toBeUndefined();
  });
});
