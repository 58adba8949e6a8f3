import { describe, expect, it } from 'vitest';
import { filterCategories, groupCategories } from './group-categories';

const categories = [
  { code: 'physics', name: 'Фізика', group: 'school' },
  { code: 'english', name: 'Англійська мова', group: 'languages' },
  { code: 'mathematics', name: 'Математика', group: 'school' },
  { code: 'german', name: 'Німецька мова', group: 'languages' },
];

describe('groupCategories', () => {
  it('keeps the server order of groups and sorts subjects by name', () => {
    expect(groupCategories(categories, 'uk')).toEqual([
      { code: 'school', categories: [categories[2], categories[0]] },
      { code: 'languages', categories: [categories[1], categories[3]] },
    ]);
  });
});

describe('filterCategories', () => {
  it('matches every word regardless of case', () => {
    expect(filterCategories(categories, 'МОВА англ', 'uk').map((c) => c.code)).toEqual(['english']);
  });

  it('keeps everything for an empty filter', () => {
    expect(filterCategories(categories, '  ', 'uk')).toHaveLength(4);
  });
});
