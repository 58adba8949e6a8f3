/**
 * FAQ search folds text in the application, not with SQL lower(): the database's lower() follows
 * its locale, which is "C" on PGlite and leaves Cyrillic capitals as they are (migration 0201).
 * Apostrophe variants fold to one, since Ukrainian words carry them (п’ять, п'ять).
 */
export const foldForSearch = (text: string) => text.toLocaleLowerCase('uk').replace(/[’ʼ`]/g, "'");

/** The words of a query as LIKE patterns, wildcards in the words themselves escaped. */
export function likePatterns(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}
