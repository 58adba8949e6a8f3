import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/language';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import type { SafeStorage } from '../platform/storage';

/*
 * The interface language is stored under `lang` (spec 9) — the same entry the API client reads
 * for Accept-Language (spec 7: "stored language, default Ukrainian") — so the screen and the
 * server's messages always agree.
 */

/** The stored language, or Ukrainian when none (or something unreadable) is stored. */
export function readStoredLanguage(storage: SafeStorage): Language {
  const value = storage.getString(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(storage: SafeStorage, language: Language): void {
  storage.setString(STORAGE_KEYS.language, language);
}

/**
 * A first visit (no language chosen yet) to an English address, `/en/…` (the English SEO
 * landings, docs/discovery/seo-landings.md), starts in English: the visitor chose the English
 * page, and the Ukrainian default (spec 7) would turn the English HTML they arrived on into
 * Ukrainian. A language already chosen is kept. Called before the app's first render.
 */
export function adoptLanguageOfAddress(pathname: string, storage: SafeStorage): void {
  if (!pathname.startsWith('/en/') || storage.getString(STORAGE_KEYS.language) !== null) return;
  storeLanguage(storage, 'en');
}

export interface DocumentTexts {
  title: string;
  description: string;
}

/** `<html lang>`, the title and the meta description follow the interface language. */
export function applyDocumentLanguage(doc: Document, language: Language, texts: DocumentTexts): void {
  doc.documentElement.lang = language;
  doc.title = texts.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', texts.description);
}
