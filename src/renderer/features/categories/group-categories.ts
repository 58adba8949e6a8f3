import type { Category } from '../../../shared/contracts/reference';

export interface CategoryGroup {
  code: string;
  categories: Category[];
}

/**
 * Categories grouped by their group, groups in the order the server lists them (it sorts by
 * group, then by the group's own order) and subjects alphabetically within a group.
 */
export function groupCategories(categories: readonly Category[], locale: string): CategoryGroup[] {
  const groups = new Map<string, Category[]>();
  for (const category of categories) {
    const list = groups.get(category.group);
    if (list) list.push(category);
    else groups.set(category.group, [category]);
  }
  const collator = new Intl.Collator(locale);
  return [...groups].map(([code, list]) => ({
    code,
    categories: [...list].sort((a, b) => collator.compare(a.name, b.name)),
  }));
}

/** Only subjects whose name contains every word of `filter` (case-insensitive). */
export function filterCategories(categories: readonly Category[], filter: string, locale: string): Category[] {
  const words = filter.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories.filter((category) => {
    const name = category.name.toLocaleLowerCase(locale);
    return words.every((word) => name.includes(word));
  });
}
