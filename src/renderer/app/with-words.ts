import { getI18n } from 'react-i18next';

/**
 * Fetches a screen's translations together with its code rather than after it (the words are
 * separate chunks the screen would otherwise ask for only once it runs), and counts the screen as
 * loaded once both are in, so a preloaded screen's first render is already in words.
 */
export function withWords<M>(load: () => Promise<M>, namespaces: string[]): () => Promise<M> {
  return async () => {
    const [module] = await Promise.all([load(), getI18n()?.loadNamespaces(namespaces)]);
    return module;
  };
}
