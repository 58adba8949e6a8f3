import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_FORMATS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
} from '../../../shared/contracts/discovery';
import {
  DEFAULT_SORT,
  FORMATS,
  PAGE_SIZE,
  pagerItems,
  pageOf,
  readSearchState,
  SORTS,
  unknownSearchKeys,
  withFilters,
  withPage,
  withSort,
  withoutKeys,
  writeSearchState,
} from './search-params';

describe('search URL state', () => {
  it('repeats the contract lists it cannot import', () => {
    expect([...SORTS].sort()).toEqual([...SEARCH_SORTS].sort());
    expect(DEFAULT_SORT).toBe(DEFAULT_SEARCH_SORT);
    expect(FORMATS).toEqual(SEARCH_FORMATS);
    expect(PAGE_SIZE).toBe(SEARCH_PAGE_SIZE.default);
  });

  it('reads known, non-blank parameters and ignores the rest', () => {
    const state = readSearchState(new URLSearchParams('subject=mathematics&city=&utm=x&priceFrom=abc&sort=RATING'));
    expect(state).toEqual({ subject: 'mathematics', priceFrom: 'abc', sort: 'RATING' });
  });

  it('writes a canonical query without the defaults', () => {
    expect(writeSearchState({ page: '1', sort: 'SCORE', city: 'kyiv', subject: 'physics' }).toString()).toBe(
      'subject=physics&city=kyiv',
    );
    expect(writeSearchState({ sort: 'PRICE_ASC', page: '3' }).toString()).toBe('sort=PRICE_ASC&page=3');
  });

  it('starts new filters and a new sort at page 1, keeping the order', () => {
    const state = { subject: 'physics', sort: 'RATING', page: '4' };
    expect(withFilters(state, { city: 'lviv' })).toEqual({ sort: 'RATING', city: 'lviv' });
    expect(writeSearchState(withSort(state, 'PRICE_DESC')).toString()).toBe('subject=physics&sort=PRICE_DESC');
    expect(withPage(state, 2).page).toBe('2');
  });

  it('reads the page leniently', () => {
    expect(pageOf({ page: '3' })).toBe(3);
    expect(pageOf({ page: 'x' })).toBe(1);
    expect(pageOf({})).toBe(1);
  });

  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('unknown values in a search address', () => {
  it('finds an unknown sort, format and page at once, and subject or country once their lists are known', () => {
    const state = readSearchState(new URLSearchParams('subject=xx&sort=FOO&format=BOTH&page=x&country=zz&city=kyiv'));
    expect(unknownSearchKeys(state)).toEqual(['sort', 'format', 'page']);
    expect(unknownSearchKeys(state, { subjects: ['mathematics'], countries: ['UA'] })).toEqual([
      'sort',
      'format',
      'page',
      'subject',
      'country',
      'city',
    ]);
    expect(withoutKeys(state, unknownSearchKeys(state))).toEqual({ subject: 'xx', country: 'zz', city: 'kyiv' });
  });

  it('keeps known values, a country in any case, and values the server checks (prices)', () => {
    const state = readSearchState(
      new URLSearchParams('subject=physics&sort=RATING&format=ONLINE&page=2&country=ua&priceFrom=500&priceTo=100'),
    );
    expect(unknownSearchKeys(state, { subjects: ['physics'], countries: ['UA'] })).toEqual([]);
  });
});
