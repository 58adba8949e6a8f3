import { z } from 'zod';
import { AGE_BANDS, KNOWLEDGE_LEVELS, LESSON_FREQUENCIES, TIMES_OF_DAY } from '../../enums';
import { Lesson, PersonSummary, SubjectRef } from '../lessons/lesson.schema';
import {
  LESSON_REQUEST_STATUSES,
  LESSON_REQUEST_TYPES,
  OFFER_STATUSES,
  REQUEST_SORTS,
  REQUEST_TABS,
} from './request-statuses';
import { text } from '../../validation/text';

export const Offer = z
  .object({
    id: text(),
    status: z.enum(OFFER_STATUSES),
    teacher: PersonSummary,
    message: text(),
    priceMinor: z.number().int().nullable(),
    currency: text(),
    createdAt: text(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof Offer>;

/** Phone and email of the other side, present only once contacts are opened (CONTACTS_OPENED). */
export const Contacts = z.object({ email: text(), phoneNumber: text().nullable() }).meta({ id: 'Contacts' });

/** A request as a row of the requests page. */
export const LessonRequestSummary = z
  .object({
    id: text(),
    type: z.enum(LESSON_REQUEST_TYPES),
    status: z.enum(LESSON_REQUEST_STATUSES),
    student: PersonSummary,
    /** The tutor of a direct request; null for a public one. */
    teacher: PersonSummary.nullable(),
    subject: SubjectRef,
    knowledgeLevel: z.enum(KNOWLEDGE_LEVELS).nullable(),
    studentAge: z.enum(AGE_BANDS).nullable(),
    lessonFrequency: z.enum(LESSON_FREQUENCIES).nullable(),
    timeOfDay: z.enum(TIMES_OF_DAY).nullable(),
    priceBand: text().nullable(),
    message: text().nullable(),
    /** UTC ISO instants the student picked (direct requests). */
    slots: z.array(text()),
    createdAt: text(),
    /** When it deactivates if no tutor replies (7 days after creation). */
    expiresAt: text(),
    offerCount: z.number().int(),
  })
  .meta({ id: 'LessonRequestSummary' });
export type LessonRequestSummary = z.infer<typeof LessonRequestSummary>;

/**
 * One request with what the viewer may see: the student sees every offer, a tutor only their
 * own; contacts of the other side once opened; the booked lesson once accepted.
 */
export const LessonRequestDetail = LessonRequestSummary.extend({
  offers: z.array(Offer),
  /** For the student: the tutor's contacts; for the tutor: the student's. */
  contacts: Contacts.nullable(),
  /** The offer the student accepted (public requests). */
  acceptedOfferId: text().nullable(),
  lesson: Lesson.nullable(),
}).meta({ id: 'LessonRequestDetail' });
export type LessonRequestDetail = z.infer<typeof LessonRequestDetail>;

export const RequestListQuery = z.object({
  tab: z.enum(REQUEST_TABS, { error: 'validation.invalid' }).default('all'),
  sort: z.enum(REQUEST_SORTS, { error: 'validation.invalid' }).default('newest'),
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.out-of-range')
    .max(1000, 'validation.out-of-range')
    .default(1),
  size: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.out-of-range')
    .max(50, 'validation.out-of-range')
    .default(20),
});
export type RequestListQuery = z.input<typeof RequestListQuery>;

export const LessonRequestPage = z
  .object({
    items: z.array(LessonRequestSummary),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** The signed-in student's active requests and the limit (5), for "3 of 5". */
    activeCount: z.number().int(),
    activeLimit: z.number().int(),
  })
  .meta({ id: 'LessonRequestPage' });
export type LessonRequestPage = z.infer<typeof LessonRequestPage>;

export const RequestIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export const OfferIdParams = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  offerId: z.uuid({ error: 'validation.invalid' }),
});

/** A tutor accepted a slot: the request as it is now and the lesson booked. */
export const AcceptedRequest = z
  .object({ request: LessonRequestDetail, lesson: Lesson })
  .meta({ id: 'AcceptedRequest' });
export type AcceptedRequest = z.infer<typeof AcceptedRequest>;
