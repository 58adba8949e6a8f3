import { describe, expect, it } from 'vitest';
import { groupKey, parseTopCategories } from './top-categories';

describe('parseTopCategories', () => {
  it('accepts the documented list', () => {
    const body = [{ code: 'mathematics', name: 'Математика', group: 'school', tutorCount: 3 }];
    expect(parseTopCategories(body)).toEqual(body);
  });

  it('refuses anything else instead of rendering half a page', () => {
    expect(() => parseTopCategories({ items: [] })).toThrow(TypeError);
    expect(() => parseTopCategories([{ code: 'x', name: 'X', group: 'it' }])).toThrow(TypeError);
  });

  it('names unknown groups "other"', () => {
    expect(groupKey('music')).toBe('music');
    expect(groupKey('cooking')).toBe('other');
  });
});
