// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../platform/storage';
import { fieldErrorKey } from './field-error';
import { changeLanguage, createI18n, currentLanguage } from './i18n';
import { adoptLanguageOfAddress } from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const backend = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as unknown as Storage;
  return { values, storage: createSafeStorage({ getBackend: () => backend, report: () => undefined }) };
}

describe('i18n', () => {
  it('starts in Ukrainian when no language is stored', async () => {
    const { storage } = memoryStorage();
    const i18n = await createI18n({ storage, doc: document });
    expect(currentLanguage(i18n)).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
    expect(i18n.t('app:shell.header.sign-in')).toBe('Увійти');
  });

  it('shows an address that has a language in it, and leaves other addresses to the stored choice', async () => {
    const first = memoryStorage();
    adoptLanguageOfAddress('/en/tutors/english', first.storage);
    expect(first.values.get('lang')).toBe('en');
    expect(currentLanguage(await createI18n({ storage: first.storage, doc: null }))).toBe('en');

    // The Ukrainian landing after an English page is Ukrainian, and back.
    adoptLanguageOfAddress('/tutors/mathematics/kyiv', first.storage);
    expect(first.values.get('lang')).toBe('uk');
    adoptLanguageOfAddress('/en/tutors/mathematics/kyiv', first.storage);
    expect(first.values.get('lang')).toBe('en');

    for (const path of ['/', '/english', '/enrol', '/search', '/tutor/abc']) {
      const english = memoryStorage({ lang: 'en' });
      adoptLanguageOfAddress(path, english.storage);
      expect(english.values.get('lang')).toBe('en');
      const fresh = memoryStorage();
      adoptLanguageOfAddress(path, fresh.storage);
      expect(fresh.values.has('lang')).toBe(false);
    }
  });

  it('starts in the stored language', async () => {
    const { storage } = memoryStorage({ lang: 'en' });
    const i18n = await createI18n({ storage, doc: null });
    expect(i18n.t('app:shell.header.sign-in')).toBe('Sign in');
  });

  it('persists a switch under `lang` and updates <html lang> and the title', async () => {
    const { storage, values } = memoryStorage();
    const i18n = await createI18n({ storage, doc: document });
    await changeLanguage(i18n, 'en', storage);
    expect(values.get('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Repetytor — online tutors across Ukraine');
  });

  it('translates shared error codes and Ukrainian plurals', async () => {
    const i18n = await createI18n({ storage: memoryStorage().storage, doc: null });
    expect(i18n.t('errors:SESSION_EXPIRED')).toBe('Ваша сесія завершилася!');
    expect(i18n.t('home:categories.tutor-count', { count: 3 })).toBe('3 репетитори');
    expect(i18n.t('home:categories.tutor-count', { count: 5 })).toBe('5 репетиторів');
  });

  it('maps the spec message keys onto the validation namespace', async () => {
    const i18n = await createI18n({ storage: memoryStorage({ lang: 'en' }).storage, doc: null });
    // Fetched from the start without holding up the first render (PRELOADED_NAMESPACES).
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('validation')).toBe(true));
    expect(fieldErrorKey('validation.phone-requirements')).toBe('validation:phone-requirements');
    expect(i18n.t(fieldErrorKey('validation.phone-requirements'))).toBe('The phone number must have exactly 9 digits.');
  });
});
