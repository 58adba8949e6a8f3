/**
 * Option symbols default to the next letter of the 32-letter Ukrainian alphabet, А to
 * Я. It is the alphabet of NMT answer sheets, which leave out Ґ.
 */
export const UKRAINIAN_ALPHABET: readonly string[] = Object.freeze([...'АБВГДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ']);

/** Symbols are uppercased as typed. */
export function normaliseSymbol(raw: string): string {
  return raw.trim().toLocaleUpperCase('uk');
}

/**
 * The default symbol of a new option in a group: the letter after the group's last lettered
 * option, skipping letters the group already uses (an author may have renamed one), wrapping to
 * the first free letter after Я. Blank when all 32 are taken, which leaves the author to type one.
 */
export function nextDefaultSymbol(groupSymbols: readonly string[]): string {
  const used = new Set(groupSymbols);
  const lastLettered = [...groupSymbols].reverse().find((symbol) => UKRAINIAN_ALPHABET.includes(symbol));
  const start = lastLettered === undefined ? 0 : UKRAINIAN_ALPHABET.indexOf(lastLettered) + 1;
  const free = (letter: string) => !used.has(letter);
  return UKRAINIAN_ALPHABET.slice(start).find(free) ?? UKRAINIAN_ALPHABET.find(free) ?? '';
}
