/** Display helpers shared by the tutor cards, the tutor page and the favourites screen. */

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'uk-UA');

// Building an Intl formatter costs far more than using one, and a results page formats dozens
// of figures per render: one formatter per language and kind, made on first use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(kind: 'uah' | 'rating', language: string): Intl.NumberFormat {
  const key = `${kind}:${language}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached =
      kind === 'uah'
        ? new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'UAH', maximumFractionDigits: 0 })
        : new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formatters.set(key, cached);
  }
  return cached;
}

/** "350 ₴"-style amounts in UAH (spec 9: the currency shown is UAH), whole hryvnias. */
export function formatUah(amount: number, language: string): string {
  return formatter('uah', language).format(amount);
}

/** A rating to one decimal, "4.8" / "4,8". */
export function formatRating(rating: number, language: string): string {
  return formatter('rating', language).format(rating);
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
