import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, GUEST_STEPS, MEMBER_STEPS, wizardSearchQuery } from './wizard-steps';

const bands = [
  { code: '100-300', from: 100, to: 300 },
  { code: '700+', from: 700, to: null },
];

describe('search wizard', () => {
  it('has 3 steps for signed-in users and 4 for guests', () => {
    expect(MEMBER_STEPS).toHaveLength(3);
    expect(GUEST_STEPS).toHaveLength(4);
    expect(GUEST_STEPS.at(-1)).toBe('location');
  });

  it('turns the answers into search filters', () => {
    const query = wizardSearchQuery(
      { subject: 'mathematics', format: 'ONLINE', band: '100-300', country: 'UA', city: 'kyiv' },
      bands,
      null,
    );
    expect(query.toString()).toBe('subject=mathematics&country=UA&city=kyiv&format=ONLINE&priceFrom=100&priceTo=300');
  });

  it('leaves the upper price open for the open band and skips empty answers', () => {
    expect(wizardSearchQuery({ ...EMPTY_ANSWERS, band: '700+' }, bands, null).toString()).toBe('priceFrom=700');
    expect(wizardSearchQuery(EMPTY_ANSWERS, bands, null).toString()).toBe('');
  });

  it("uses a member's profile city only for lessons in person", () => {
    expect(wizardSearchQuery({ ...EMPTY_ANSWERS, format: 'OFFLINE' }, bands, 'lviv').get('city')).toBe('lviv');
    expect(wizardSearchQuery({ ...EMPTY_ANSWERS, format: 'ONLINE' }, bands, 'lviv').get('city')).toBeNull();
  });
});
