import { describe, expect, it } from 'vitest';
import { BADGE_RULES, tutorBadges, type BadgeInputs } from '../../../src/server/modules/search/badges';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 24 * 60 * 60 * 1000;
const base: BadgeInputs = {
  freeFirstLesson: false,
  verified: true,
  listedSince: new Date(NOW - 365 * DAY),
  rating: 0,
  reviewCount: 0,
  profileViews: 0,
  profileScore: 50,
};
const badges = (over: Partial<BadgeInputs>) => tutorBadges({ ...base, ...over }, NOW);

/** Each rule of docs/discovery/badges-and-score.md at its boundary. */
describe('tutor badges', () => {
  it('shows only VERIFIED for a plain verified tutor, and nothing for an unverified one', () => {
    expect(badges({})).toEqual(['VERIFIED']);
    expect(badges({ verified: false })).toEqual([]);
  });

  it('FREE_FIRST_LESSON follows the flag', () => {
    expect(badges({ freeFirstLesson: true })).toEqual(['FREE_FIRST_LESSON', 'VERIFIED']);
  });

  it(`NEW for the first ${BADGE_RULES.newForDays} days after verification`, () => {
    expect(badges({ listedSince: new Date(NOW - 29 * DAY) })).toContain('NEW');
    expect(badges({ listedSince: new Date(NOW - 30 * DAY) })).not.toContain('NEW');
  });

  it(`POPULAR from ${BADGE_RULES.popularMinReviews} reviews or ${BADGE_RULES.popularMinViews} profile views`, () => {
    expect(badges({ reviewCount: 19, rating: 4 })).not.toContain('POPULAR');
    expect(badges({ reviewCount: 20, rating: 4 })).toContain('POPULAR');
    expect(badges({ profileViews: 999 })).not.toContain('POPULAR');
    expect(badges({ profileViews: 1000 })).toContain('POPULAR');
  });

  it('RISING_STAR: listed under 180 days with 3+ reviews rated 4.7+', () => {
    const rising = { listedSince: new Date(NOW - 100 * DAY), reviewCount: 3, rating: 4.7 };
    expect(badges(rising)).toContain('RISING_STAR');
    expect(badges({ ...rising, reviewCount: 2 })).not.toContain('RISING_STAR');
    expect(badges({ ...rising, rating: 4.69 })).not.toContain('RISING_STAR');
    expect(badges({ ...rising, listedSince: new Date(NOW - 180 * DAY) })).not.toContain('RISING_STAR');
  });

  it('TOP_RATED: 10+ reviews rated 4.8+', () => {
    expect(badges({ reviewCount: 10, rating: 4.8 })).toContain('TOP_RATED');
    expect(badges({ reviewCount: 9, rating: 5 })).not.toContain('TOP_RATED');
    expect(badges({ reviewCount: 40, rating: 4.79 })).not.toContain('TOP_RATED');
  });

  it(`RECOMMENDED from a profile score of ${BADGE_RULES.recommendedMinScore}`, () => {
    expect(badges({ profileScore: 79 })).not.toContain('RECOMMENDED');
    expect(badges({ profileScore: 80 })).toContain('RECOMMENDED');
  });

  it('lists badges in the display order of the contract', () => {
    expect(
      badges({
        freeFirstLesson: true,
        listedSince: new Date(NOW - 10 * DAY),
        reviewCount: 25,
        rating: 4.9,
        profileScore: 90,
      }),
    ).toEqual(['FREE_FIRST_LESSON', 'VERIFIED', 'NEW', 'POPULAR', 'RISING_STAR', 'TOP_RATED', 'RECOMMENDED']);
  });
});
