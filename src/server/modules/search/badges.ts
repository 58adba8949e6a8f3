import type { TutorBadge } from '../../../shared/contracts/discovery';

/** The inputs of the badge rules, as stored on the teacher profile. */
export interface BadgeInputs {
  freeFirstLesson: boolean;
  verified: boolean;
  /** When the tutor was verified (their start on the marketplace); created_at when unknown. */
  listedSince: Date;
  rating: number;
  reviewCount: number;
  profileViews: number;
  profileScore: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Thresholds of docs/discovery/badges-and-score.md. Change them there and here together;
 * tests/server/discovery/badges.test.ts pins each boundary.
 */
export const BADGE_RULES = {
  newForDays: 30,
  popularMinReviews: 20,
  popularMinViews: 1000,
  risingStarForDays: 180,
  risingStarMinReviews: 3,
  risingStarMinRating: 4.7,
  topRatedMinReviews: 10,
  topRatedMinRating: 4.8,
  recommendedMinScore: 80,
} as const;

/** Tutor badges, computed on the server so every client shows the same ones, in display order. */
export function tutorBadges(tutor: BadgeInputs, now: number): TutorBadge[] {
  const listedDays = (now - tutor.listedSince.getTime()) / DAY_MS;
  const r = BADGE_RULES;
  const badges: TutorBadge[] = [];
  if (tutor.freeFirstLesson) badges.push('FREE_FIRST_LESSON');
  if (tutor.verified) badges.push('VERIFIED');
  if (listedDays < r.newForDays) badges.push('NEW');
  if (tutor.reviewCount >= r.popularMinReviews || tutor.profileViews >= r.popularMinViews) badges.push('POPULAR');
  if (
    listedDays < r.risingStarForDays &&
    tutor.reviewCount >= r.risingStarMinReviews &&
    tutor.rating >= r.risingStarMinRating
  ) {
    badges.push('RISING_STAR');
  }
  if (tutor.reviewCount >= r.topRatedMinReviews && tutor.rating >= r.topRatedMinRating) badges.push('TOP_RATED');
  if (tutor.profileScore >= r.recommendedMinScore) badges.push('RECOMMENDED');
  return badges;
}
