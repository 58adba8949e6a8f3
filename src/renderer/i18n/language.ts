import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/language';
import { languageOfAddress } from '../../shared/contracts/discovery/paths';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import type { SafeStorage } from '../platform/storage';

/*
 * The interface language is stored under `lang` — the same entry the API client reads
 * for Accept-Language ("stored language, default Ukrainian") — so the screen and the
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
 * An address that carries a language (`/en/…`, and the Ukrainian landings `/tutors/…`:
 * shared/contracts/discovery/paths.ts) is shown in it, whatever was chosen before: a visitor who
 * read an English landing and then opens a Ukrainian one gets Ukrainian. It
 * becomes the stored choice, so the pages the visitor goes on to keep the language of the page
 * they came through; addresses without a language follow the stored choice. Called before the
 * app's first render.
 */
export function adoptLanguageOfAddress(pathname: string, storage: SafeStorage): void {
  const language = languageOfAddress(pathname);
  if (language !== null && storage.getString(STORAGE_KEYS.language) !== language) storeLanguage(storage, language);
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
