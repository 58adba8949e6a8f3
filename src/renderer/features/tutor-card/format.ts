/** Display helpers shared by the tutor cards, the tutor page and the favourites screen. */

/*
 * Written out rather than built on Intl.NumberFormat on purpose: the first NumberFormat a page
 * creates loads the number data of ICU, which measured 33–55 ms of main thread in Chromium here
 * (x4 on Lighthouse's mobile CPU), inside the render of the search results and the tutor page.
 * Prices are whole hryvnias and ratings have one decimal, so the rules are short; the output is
 * the same as Intl's for uk-UA and en-GB (format.test.ts compares the two).
 */

const NBSP = '\u00a0';

function groupThousands(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** "12 500 ₴" in Ukrainian, "UAH 12,500" in English (the currency shown is UAH), whole hryvnias. */
export function formatUah(amount: number, language: string): string {
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return language === 'en'
    ? `${sign}UAH${NBSP}${groupThousands(whole, ',')}`
    : `${sign}${groupThousands(whole, NBSP)}${NBSP}₴`;
}

/** Digits written with a decimal point, in the language's separator: "4.5" / "4,5". */
function withDecimalSeparator(digits: string, language: string): string {
  return language === 'en' ? digits : digits.replace('.', ',');
}

/** A rating to one decimal, "4.8" / "4,8". */
export function formatRating(rating: number, language: string): string {
  return withDecimalSeparator((Math.round(rating * 10) / 10).toFixed(1), language);
}

/** A rating filter's minimum as given, with the language's separator: "4.5" / "4,5", "4". */
export function formatMinimumRating(rating: string, language: string): string {
  return withDecimalSeparator(rating, language);
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
