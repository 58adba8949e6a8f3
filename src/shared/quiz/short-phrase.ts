/**
 * Apostrophes a Ukrainian student may type for the same word ("м’ята", "мʼята", "м'ята",
 * "м`ята"): typographic, modifier letter, ASCII, backtick, left quote, prime.
 */
const APOSTROPHES = /[’ʼ'`‘′]/g;
/** Minus sign and en dash pasted from a word processor read as a hyphen-minus. */
const DASHES = /[−–]/g;
const DECIMAL_COMMA = /(\d),(\d)/g;
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The form two short answers are compared in (exam-facts "Short answer"): case, runs of spaces,
 * apostrophe variants and the decimal separator do not matter, so `2,5` reads as `2.5`.
 */
export function normaliseShortPhrase(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('uk')
    .replace(APOSTROPHES, "'")
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(DECIMAL_COMMA, '$1.$2');
}

/**
 * Whether a student's short answer matches an accepted one. Two plain numbers match by value, so
 * `2.50` matches `2.5` but `2.49` does not: a number is exact, only its spelling may vary.
 */
export function shortPhraseMatches(given: string, accepted: string): boolean {
  const a = normaliseShortPhrase(given);
  const b = normaliseShortPhrase(accepted);
  if (a === '' || b === '') return false;
  if (a === b) return true;
  return PLAIN_NUMBER.test(a) && PLAIN_NUMBER.test(b) && Number(a) === Number(b);
}
