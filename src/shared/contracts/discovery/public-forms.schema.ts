import { z } from 'zod';
import { FEEDBACK_KINDS, TIMES_OF_DAY } from '../../enums';
import { Email, PhoneNumber } from '../accounts/account-fields.schema';
import { CodeParam, optionalParam } from './query-params';
import { text } from '../../validation/text';

/** The home page's trial-lesson callback form; every field but `comment` is required. */
export const TrialRequestInput = z.object({
  name: text({ error: 'validation.name-required' })
    .trim()
    .min(1, 'validation.name-required')
    .max(100, 'validation.too-long'),
  /** 9 digits after +380, or the full +380 form; stored as +380XXXXXXXXX. */
  phone: PhoneNumber,
  /** Category code of the subject the trial lesson is for. */
  subject: text({ error: 'validation.subject-required' }).min(1, 'validation.subject-required').pipe(CodeParam),
  /** When to call back (a time of day). */
  preferredTime: z.enum(TIMES_OF_DAY, { error: 'validation.preferred-time-required' }),
  comment: text().trim().max(1000, 'validation.too-long').optional(),
  /** Agreement to be contacted and to the privacy policy; must be true. */
  consent: z.literal(true, { error: 'validation.consent-required' }),
});
export type TrialRequestInput = z.input<typeof TrialRequestInput>;
/** As the server receives it: trimmed, phone normalised to +380XXXXXXXXX. */
export type TrialRequestValues = z.output<typeof TrialRequestInput>;

/** A stored request with the confirmation to show, in the language of the request. */
export const TrialRequestCreated = z.object({ id: text(), message: text() }).meta({ id: 'TrialRequestCreated' });

export const NewsSubscriptionInput = z.object({ email: Email });
export type NewsSubscriptionInput = z.input<typeof NewsSubscriptionInput>;

/** The same answer whether or not the address was already subscribed, so it reveals nothing. */
export const NewsSubscriptionResult = z
  .object({ subscribed: z.literal(true), message: text() })
  .meta({ id: 'NewsSubscriptionResult' });

/** Feedback (email, comment, rating) with its kinds. */
export const FeedbackInput = z.object({
  kind: z.enum(FEEDBACK_KINDS, { error: 'validation.invalid' }),
  email: Email,
  comment: text({ error: 'validation.comment-required' })
    .trim()
    .min(1, 'validation.comment-required')
    .max(2000, 'validation.too-long'),
  /** 1–5 stars. */
  rating: z
    .number({ error: 'validation.rating-required' })
    .int('validation.rating-invalid')
    .min(1, 'validation.rating-invalid')
    .max(5, 'validation.rating-invalid'),
});
export type FeedbackInput = z.input<typeof FeedbackInput>;
export type FeedbackValues = z.output<typeof FeedbackInput>;

export const FeedbackCreated = z.object({ id: text(), message: text() }).meta({ id: 'FeedbackCreated' });

/** `GET /users/v1/open/faq?q=` — words of `q` must all appear in the question or the answer. */
export const FaqQuery = z.object({
  q: optionalParam(text().max(100, 'validation.too-long')),
});

export const FaqEntry = z
  .object({ code: text(), topic: text(), question: text(), answer: text() })
  .meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqList = z.object({ items: z.array(FaqEntry) }).meta({ id: 'FaqList' });
