import { z } from 'zod';
import { text } from '../../validation/text';
import { PersonSummary } from './lesson.schema';

/** A review needs a comment; the rating is 1–5. Only a completed lesson's participants. */
export const AddLessonReviewBody = z
  .object({
    rating: z
      .number({ error: 'validation.rating-required' })
      .int('validation.rating-invalid')
      .min(1, 'validation.rating-invalid')
      .max(5, 'validation.rating-invalid'),
    comment: text({ error: 'validation.comment-required' })
      .trim()
      .min(1, 'validation.comment-required')
      .max(10_000, 'validation.too-long'),
  })
  .meta({ id: 'AddLessonReviewBody' });
export type AddLessonReviewBody = z.infer<typeof AddLessonReviewBody>;

/** One side's review of a lesson: the student's rates the tutor, the tutor's rates the student. */
export const LessonReview = z
  .object({
    authorRole: z.enum(['tutor', 'student']),
    author: PersonSummary,
    rating: z.number().int(),
    comment: text(),
    createdAt: text(),
  })
  .meta({ id: 'LessonReview' });
export type LessonReview = z.infer<typeof LessonReview>;

export const LessonReviews = z.object({ items: z.array(LessonReview) }).meta({ id: 'LessonReviews' });
export type LessonReviews = z.infer<typeof LessonReviews>;
