/* Public surface of the renderer's i18n: features import from here. */
export { changeLanguage, createI18n, currentLanguage, useCurrentLanguage, type CreateI18nOptions } from './i18n';
export { fieldErrorKey, translateFieldError } from './field-error';
export { adoptLanguageOfAddress, applyDocumentLanguage, readStoredLanguage, storeLanguage } from './language';
export { BUNDLED_NAMESPACES, DEFAULT_NAMESPACE, type BundledNamespace } from './namespaces';
