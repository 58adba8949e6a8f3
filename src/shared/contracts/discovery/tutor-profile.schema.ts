import { z } from 'zod';
import { KNOWLEDGE_LEVELS, LANGUAGE_LEVELS } from '../../enums';
import { intParam, paramWithDefault } from './query-params';
import { NamedCode, TutorCard } from './search.schema';
import { text } from '../../validation/text';

export const TutorIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const TUTOR_REVIEWS_PAGE_SIZE = { default: 5, max: 20 } as const;

/** `GET /users/v1/open/tutors/{id}/reviews` query string (1-based page). */
export const TutorReviewsQuery = z.object({
  page: paramWithDefault(intParam(1, 1000), 1),
  size: paramWithDefault(intParam(1, TUTOR_REVIEWS_PAGE_SIZE.max), TUTOR_REVIEWS_PAGE_SIZE.default),
});
export type TutorReviewsQuery = z.output<typeof TutorReviewsQuery>;

/** A student's review of the tutor, newest first. */
export const TutorReview = z
  .object({
    id: text(),
    rating: z.number().int().min(1).max(5),
    comment: text(),
    createdAt: text(),
    /** Only the first name and the initial of the last name: a review is public, its author is not. */
    author: z.object({ firstName: text(), lastNameInitial: text(), avatarUrl: text().nullable() }),
  })
  .meta({ id: 'TutorReview' });
export type TutorReview = z.infer<typeof TutorReview>;

export const TutorReviewsPage = z
  .object({
    items: z.array(TutorReview),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'TutorReviewsPage' });
export type TutorReviewsPage = z.infer<typeof TutorReviewsPage>;

/**
 * A bookable slot shown as a preview on the tutor page. The schedule does not exist yet (its
 * own issue): until it lands, `freeSlots` is always an empty list, never invented.
 */
export const FreeSlotPreview = z
  .object({
    startsAt: text(),
    endsAt: text(),
    /** Price of this slot in UAH (the base rate times the slot's coefficient). */
    price: z.number(),
  })
  .meta({ id: 'FreeSlotPreview' });

const Period = { fromYear: z.number().int(), toYear: z.number().int().nullable().describe('null means "till now"') };

/** The tutor page: every public profile field, never contacts or balance. */
export const TutorProfile = TutorCard.extend({
  about: text().nullable(),
  whyMe: text().nullable(),
  /** `/users/v1/open/files/{id}` of the intro video and of its cover image, or null. */
  introVideoUrl: text().nullable(),
  introVideoCoverUrl: text().nullable(),
  teachingLevel: z.enum(KNOWLEDGE_LEVELS).nullable(),
  freeFirstLesson: z.boolean(),
  timezone: text(),
  /** Working hours as `HH:MM` in the tutor's timezone, or null when not set. */
  workingHours: z.object({ from: text(), to: text() }).nullable(),
  languages: z.array(NamedCode.extend({ level: z.enum(LANGUAGE_LEVELS) })),
  education: z.array(z.object({ institution: text(), degree: text().nullable(), ...Period })),
  experience: z.array(z.object({ position: text(), place: text().nullable(), ...Period })),
  profileViews: z.number().int(),
  memberSince: text(),
  lastSeenAt: text().nullable(),
  /** How many reviews gave each rating, keys "1"…"5". */
  ratingBreakdown: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
  /** The first page of reviews; more from /users/v1/open/tutors/{id}/reviews. */
  reviews: TutorReviewsPage,
  /** Always [] until the schedule issue lands (see FreeSlotPreview). */
  freeSlots: z.array(FreeSlotPreview),
  /** Whether the signed-in viewer keeps this tutor in favourites; null for guests. */
  favourite: z.boolean().nullable(),
}).meta({ id: 'TutorProfile' });
export type TutorProfile = z.infer<typeof TutorProfile>;
