import { z } from 'zod';
import { TutorCard } from './search.schema';
import { text } from '../../validation/text';

export const FavouriteTeacherParams = z.object({ teacherId: z.uuid({ error: 'validation.invalid' }) });

/** The favourites screen: the signed-in user's own favourites, newest first. */
export const FavouritesList = z
  .object({ items: z.array(TutorCard), teacherIds: z.array(text()).describe('Every favourite, newest first') })
  .meta({ id: 'FavouritesList' });
export type FavouritesList = z.infer<typeof FavouritesList>;

export const FavouriteState = z.object({ teacherId: text(), favourite: z.boolean() }).meta({ id: 'FavouriteState' });
export type FavouriteState = z.infer<typeof FavouriteState>;

/** The most a guest's local list may hold when merged at sign-in. */
export const MAX_MERGED_FAVOURITES = 200;

/**
 * A guest's favourites from local storage, merged at sign-in. Local storage may hold
 * anything, so ids that are not tutors' (malformed, unknown, unverified) are skipped, not refused.
 */
export const MergeFavouritesInput = z.object({
  teacherIds: z
    .array(text({ error: 'validation.invalid' }).max(100, 'validation.invalid'), { error: 'validation.required' })
    .max(MAX_MERGED_FAVOURITES, 'validation.too-many'),
});
export type MergeFavouritesInput = z.infer<typeof MergeFavouritesInput>;

export const MergeFavouritesResult = z
  .object({
    /** How many of the given ids were new favourites. */
    added: z.number().int(),
    /** Every favourite after the merge, newest first. */
    teacherIds: z.array(text()),
  })
  .meta({ id: 'MergeFavouritesResult' });
export type MergeFavouritesResult = z.infer<typeof MergeFavouritesResult>;
