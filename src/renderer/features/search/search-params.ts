import type { SearchSort } from '../../../shared/contracts/discovery';

/*
 * The search screen's state lives in the URL (shareable; the back button walks through earlier
 * searches). Values are passed to the server as written, so a hand-edited link with a bad value
 * gets the server's field error shown next to its filter instead of being silently dropped.
 * The lists repeat the contract's (search.schema.ts) because importing it would pull zod into
 * this page; search-params.test.ts pins them to the contract.
 */

export const SORTS = ['SCORE', 'RATING', 'PRICE_ASC', 'PRICE_DESC'] as const satisfies readonly SearchSort[];
export const DEFAULT_SORT: SearchSort = 'SCORE';
export const FORMATS = ['ONLINE', 'OFFLINE'] as const;
export const PAGE_SIZE = 20;

/** Query parameters of GET /users/v1/open/search that the screen sets, in URL order. */
export const FILTER_KEYS = ['subject', 'country', 'city', 'format', 'priceFrom', 'priceTo', 'rating'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const SEARCH_KEYS = [...FILTER_KEYS, 'sort', 'page'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

export type SearchState = Partial<Record<SearchKey, string>>;

/** The known, non-blank parameters of a URL query. */
export function readSearchState(params: URLSearchParams): SearchState {
  const state: SearchState = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) state[key] = value;
  }
  return state;
}

/** A canonical query string: fixed key order, defaults left out (sort SCORE, page 1). */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = state[key]?.trim();
    if (!value) continue;
    if (key === 'sort' && value === DEFAULT_SORT) continue;
    if (key === 'page' && value === '1') continue;
    params.set(key, value);
  }
  return params;
}

/** New filters start again at page 1 and keep the chosen order. */
export function withFilters(state: SearchState, filters: Partial<Record<FilterKey, string>>): SearchState {
  const next: SearchState = { sort: state.sort };
  for (const key of FILTER_KEYS) next[key] = filters[key];
  return next;
}

export function withSort(state: SearchState, sort: string): SearchState {
  return { ...state, sort, page: undefined };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: String(page) };
}

/** The current page, 1 when absent or not a positive whole number (the server reports the rest). */
export function pageOf(state: SearchState): number {
  const page = Number(state.page ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Which pages a pager shows: the first, the last and two around the current one, with gaps as null. */
export function pagerItems(current: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const page of sorted) {
    const last = items.at(-1);
    if (typeof last === 'number' && page - last > 1) items.push(null);
    items.push(page);
  }
  return items;
}

/** The lists a value must come from, once loaded (subjects and countries come from the API). */
export interface KnownSearchValues {
  subjects?: readonly string[];
  countries?: readonly string[];
}

/**
 * Parameters of a (hand-edited or outdated) address whose value is none the screen offers: an
 * unknown sort, format, subject or country, or a page that is no page number. The
 * screen drops them and says so once, rather than answering the whole address with an error.
 * Values of the right kind that do not fit together (price from > to) still get field errors.
 */
export function unknownSearchKeys(state: SearchState, known: KnownSearchValues = {}): SearchKey[] {
  const unknown: SearchKey[] = [];
  if (state.sort && !(SORTS as readonly string[]).includes(state.sort)) unknown.push('sort');
  if (state.format && !(FORMATS as readonly string[]).includes(state.format)) unknown.push('format');
  if (state.page && !/^[1-9]\d*$/.test(state.page)) unknown.push('page');
  if (state.subject && known.subjects && !known.subjects.includes(state.subject)) unknown.push('subject');
  const country = state.country?.toUpperCase();
  if (country && known.countries && !known.countries.some((code) => code.toUpperCase() === country)) {
    // A city belongs to its country: it goes with it.
    unknown.push('country');
    if (state.city) unknown.push('city');
  }
  return unknown;
}

/** The state without the given parameters. */
export function withoutKeys(state: SearchState, keys: readonly SearchKey[]): SearchState {
  const next = { ...state };
  for (const key of keys) delete next[key];
  return next;
}
