import { z } from 'zod';
import { LIMITS } from '../../constants';
import { AGE_BANDS, KNOWLEDGE_LEVELS, LESSON_FREQUENCIES, PRICE_BANDS, TIMES_OF_DAY } from '../../enums';
import { text } from '../../validation/text';

const PRICE_BAND_CODES = PRICE_BANDS.map((band) => band.code) as unknown as readonly [string, ...string[]];

/** "A lesson request needs a subject" (a category code). */
const Subject = text({ error: 'validation.subject-required' })
  .trim()
  .min(1, 'validation.subject-required')
  .max(64, 'validation.invalid')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.invalid');

const Message = text({ error: 'validation.invalid' }).trim().max(2000, 'validation.too-long').optional();

/**
 * A key the client makes once per request it stores (e.g. in `guestUserData`), so sending the
 * same request twice (a retry, a second sign-in) creates it once and answers the first one.
 */
const IdempotencyKey = z.uuid({ error: 'validation.invalid' });

/**
 * The lesson request to one tutor: step 1 picks slots (at most 5; kept by the
 * client as `activeSlots`), step 2 subject, age, level, classes per week, message. It books time,
 * so it also needs agreement to the rules (booking requires a subject, a time and
 * agreement to the rules). Slots are UTC ISO instants of the tutor's free slots.
 */
export const DirectRequestBody = z
  .object({
    teacherId: z.uuid({ error: 'validation.invalid' }),
    slots: z
      .array(z.iso.datetime({ offset: true, error: 'validation.invalid' }), { error: 'validation.time-required' })
      .min(1, 'validation.time-required')
      .max(LIMITS.maxSelectedSlots, 'validation.max-slots'),
    subject: Subject,
    studentAge: z.enum(AGE_BANDS, { error: 'validation.invalid' }).optional(),
    knowledgeLevel: z.enum(KNOWLEDGE_LEVELS, { error: 'validation.invalid' }).optional(),
    lessonFrequency: z.enum(LESSON_FREQUENCIES, { error: 'validation.invalid' }).optional(),
    message: Message,
    agreeToRules: z.literal(true, { error: 'validation.rules-agreement-required' }),
    idempotencyKey: IdempotencyKey.optional(),
  })
  .meta({ id: 'DirectRequestBody' });
export type DirectRequestBody = z.input<typeof DirectRequestBody>;
export type DirectRequestValues = z.output<typeof DirectRequestBody>;

/** The public request page (survey): only the subject is required. */
export const PublicRequestBody = z
  .object({
    subject: Subject,
    knowledgeLevel: z.enum(KNOWLEDGE_LEVELS, { error: 'validation.invalid' }).optional(),
    timeOfDay: z.enum(TIMES_OF_DAY, { error: 'validation.invalid' }).optional(),
    priceBand: z.enum(PRICE_BAND_CODES, { error: 'validation.invalid' }).optional(),
    lessonFrequency: z.enum(LESSON_FREQUENCIES, { error: 'validation.invalid' }).optional(),
    studentAge: z.enum(AGE_BANDS, { error: 'validation.invalid' }).optional(),
    message: Message,
    idempotencyKey: IdempotencyKey.optional(),
  })
  .meta({ id: 'PublicRequestBody' });
export type PublicRequestBody = z.input<typeof PublicRequestBody>;
export type PublicRequestValues = z.output<typeof PublicRequestBody>;

/**
 * Guest variants: what a guest filled in waits in local storage (`guestUserData`) and
 * is sent after sign-in. The same fields, with `idempotencyKey` required so a repeat creates
 * nothing new; slots that have passed meanwhile are dropped rather than refused.
 */
export const GuestDirectRequestBody = DirectRequestBody.extend({ idempotencyKey: IdempotencyKey }).meta({
  id: 'GuestDirectRequestBody',
});
export type GuestDirectRequestBody = z.input<typeof GuestDirectRequestBody>;
export const GuestPublicRequestBody = PublicRequestBody.extend({ idempotencyKey: IdempotencyKey }).meta({
  id: 'GuestPublicRequestBody',
});
export type GuestPublicRequestBody = z.input<typeof GuestPublicRequestBody>;

/** The tutor books one of the request's slots (a tutor accepts a request slot). */
export const AcceptRequestBody = z
  .object({ startsAt: z.iso.datetime({ offset: true, error: 'validation.time-required' }) })
  .meta({ id: 'AcceptRequestBody' });
export type AcceptRequestBody = z.infer<typeof AcceptRequestBody>;

/** A tutor's reply to a public request. */
export const OfferBody = z
  .object({
    message: text({ error: 'validation.comment-required' })
      .trim()
      .min(1, 'validation.comment-required')
      .max(2000, 'validation.too-long'),
    /** Price per lesson offered, minor units; the tutor's rate when absent. */
    priceMinor: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(10_000_000, 'validation.invalid')
      .optional(),
  })
  .meta({ id: 'OfferBody' });
export type OfferBody = z.input<typeof OfferBody>;
