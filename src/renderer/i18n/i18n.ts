import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/language';
import { browserStorage, type SafeStorage } from '../platform/storage';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage } from './language';
import { BUNDLED_NAMESPACES, DEFAULT_NAMESPACE, PRELOADED_NAMESPACES } from './namespaces';
import { bundledResources, onDemandBackend } from './resources';

export interface CreateI18nOptions {
  /** Where the chosen language is kept (default: local storage, key `lang`). */
  storage?: SafeStorage;
  /** The document whose `<html lang>` and title follow the language; null in tests without one. */
  doc?: Document | null;
}

/**
 * Creates and initialises an i18next instance: Ukrainian by default, English as the
 * other language. Resolves once the shell's namespaces of the stored language are ready, so the
 * first render is already in the right language (at once for Ukrainian, which is bundled).
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const storage = options.storage ?? browserStorage;
  const doc = options.doc === undefined ? (typeof document === 'undefined' ? null : document) : options.doc;
  const instance = i18next.createInstance();

  instance.use(onDemandBackend).use(initReactI18next);
  if (doc) {
    instance.on('languageChanged', (language) => {
      applyDocumentLanguage(doc, language === 'en' ? 'en' : 'uk', {
        title: instance.t('app:shell.meta.title'),
        description: instance.t('app:shell.meta.description'),
      });
    });
  }
  await instance.init({
    lng: readStoredLanguage(storage),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...BUNDLED_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources: bundledResources(),
    // Bundled resources are used as they are; the backend only fetches what is not bundled.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keeps the library's advertisement out of users' consoles.
    showSupportNotice: false,
  });
  // Not awaited: the first render does not wait for them (see PRELOADED_NAMESPACES).
  void instance.loadNamespaces([...PRELOADED_NAMESPACES]);
  return instance;
}

/** Switches the interface language and remembers it across reloads (local-storage key `lang`). */
export async function changeLanguage(
  instance: I18n,
  language: Language,
  storage: SafeStorage = browserStorage,
): Promise<void> {
  storeLanguage(storage, language);
  await instance.changeLanguage(language);
}

/** The instance's current language narrowed to the two the product speaks. */
export function currentLanguage(instance: I18n): Language {
  return instance.resolvedLanguage === 'en' ? 'en' : 'uk';
}

/** The interface language in a component, for the query keys and requests of translated data. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
