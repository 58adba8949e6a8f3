import { z } from 'zod';
import { LESSON_MODES } from '../../enums';
import { LESSON_STATUSES } from './lesson-enums';
import { LESSON_TABLE_ACTIONS } from './lesson-transitions';
import { text } from '../../validation/text';

/** A participant as the other side sees them. */
export const PersonSummary = z
  .object({ id: text(), firstName: text(), lastName: text(), avatarId: text().nullable() })
  .meta({ id: 'PersonSummary' });
export type PersonSummary = z.infer<typeof PersonSummary>;

export const SubjectRef = z.object({ code: text(), name: text() }).meta({ id: 'SubjectRef' });
export type SubjectRef = z.infer<typeof SubjectRef>;

/** A lesson as both participants see it; times are UTC ISO instants, shown in each viewer's zone. */
export const Lesson = z
  .object({
    id: text(),
    status: z.enum(LESSON_STATUSES),
    teacher: PersonSummary,
    student: PersonSummary,
    subject: SubjectRef,
    startsAt: text(),
    endsAt: text(),
    priceMinor: z.number().int(),
    currency: text(),
    freeLesson: z.boolean(),
    type: z.enum(LESSON_MODES),
    title: text().nullable(),
    description: text().nullable(),
    /** The lesson request it was booked from, if any (the platform fee counts these). */
    requestId: text().nullable(),
    createdAt: text(),
    /** The viewer's side of the lesson. */
    viewerRole: z.enum(['tutor', 'student']),
    /** What the viewer may do now (the shared transition table at the server's clock). */
    allowedActions: z.array(z.enum(LESSON_TABLE_ACTIONS)),
    /** The meeting did not take place with both sides: nobody is charged (docs/lessons/lifecycle.md). */
    missed: z.boolean(),
    /** A cancel by the viewer now would be late (no longer free of charge). */
    cancelIsLate: z.boolean(),
    /**
     * The start the student agreed to, when the tutor has moved the lesson since (null otherwise):
     * the student may then cancel it free of charge (docs/lessons/lifecycle.md).
     */
    movedFrom: text().nullable(),
    meetingStartedAt: text().nullable(),
    studentJoinedAt: text().nullable(),
    /** Set on a cancelled lesson: whether the student cancelled inside the paid window. */
    lateCancel: z.boolean(),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof Lesson>;

const MAX_PRICE_MINOR = 10_000_000;

/**
 * A tutor creates a lesson directly (student, currency, price, subject and time are
 * required; a free lesson is possible, and then the price is stored as 0). `startsAt` must be a
 * future whole UTC hour; a time the tutor already has a lesson at answers TEACHER_BUSY.
 */
export const CreateLessonBody = z
  .object({
    studentId: z.uuid({ error: 'validation.student-required' }),
    subject: text({ error: 'validation.subject-required' })
      .min(1, 'validation.subject-required')
      .max(64, 'validation.invalid'),
    startsAt: z.iso.datetime({ offset: true, error: 'validation.time-required' }),
    currency: text({ error: 'validation.currency-required' }).length(3, 'validation.currency-required'),
    priceMinor: z
      .number({ error: 'validation.price-required' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(MAX_PRICE_MINOR, 'validation.invalid'),
    freeLesson: z.boolean().default(false),
    type: z.enum(LESSON_MODES, { error: 'validation.invalid' }).default('ONLINE'),
    title: text().trim().max(200, 'validation.too-long').optional(),
    description: text().trim().max(10_000, 'validation.too-long').optional(),
  })
  .meta({ id: 'CreateLessonBody' });
export type CreateLessonBody = z.input<typeof CreateLessonBody>;
export type CreateLessonValues = z.output<typeof CreateLessonBody>;

export const LessonIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** A window of the calendar; both ends ISO instants, at most 62 days apart. */
export const LessonRangeQuery = z.object({
  from: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
  to: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
});

export const LessonList = z.object({ items: z.array(Lesson) }).meta({ id: 'LessonList' });
export type LessonList = z.infer<typeof LessonList>;

/** Students a tutor may create a lesson for: those linked by a request or an earlier lesson. */
export const LessonStudents = z.object({ items: z.array(PersonSummary) }).meta({ id: 'LessonStudents' });
export type LessonStudents = z.infer<typeof LessonStudents>;

/** EDIT: a tutor changes a lesson before its start (or moves a missed one); only the fields given. */
export const EditLessonBody = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'validation.time-required' }).optional(),
    type: z.enum(LESSON_MODES, { error: 'validation.invalid' }).optional(),
    title: text().trim().max(200, 'validation.too-long').nullable().optional(),
    description: text().trim().max(10_000, 'validation.too-long').nullable().optional(),
  })
  .meta({ id: 'EditLessonBody' });
export type EditLessonBody = z.infer<typeof EditLessonBody>;

/**
 * A reschedule offer (docs/lessons/lifecycle.md): the tutor moves the lesson (to `startsAt`, or
 * by default the same time a week later); the student asks the tutor to move it.
 */
export const RescheduleLessonBody = z
  .object({ startsAt: z.iso.datetime({ offset: true, error: 'validation.time-required' }).optional() })
  .meta({ id: 'RescheduleLessonBody' });
export type RescheduleLessonBody = z.infer<typeof RescheduleLessonBody>;

export const RescheduleAnswer = z.object({ lesson: Lesson, requested: z.boolean() }).meta({ id: 'RescheduleAnswer' });
export type RescheduleAnswer = z.infer<typeof RescheduleAnswer>;

export const LESSON_PERIODS = ['all', 'upcoming', 'past'] as const;
export type LessonPeriod = (typeof LESSON_PERIODS)[number];
export const MY_LESSONS_PAGE_SIZE = { default: 20, max: 50 } as const;

/**
 * My lessons: the viewer's lessons filtered by status, period, the other participant and
 * subject, a page at a time. Upcoming lists soonest first; past and all, newest first.
 */
export const MyLessonsQuery = z.object({
  status: z.enum(LESSON_STATUSES, { error: 'validation.invalid' }).optional(),
  period: z.enum(LESSON_PERIODS, { error: 'validation.invalid' }).default('all'),
  withUser: z.uuid({ error: 'validation.invalid' }).optional(),
  subject: text().max(64, 'validation.invalid').optional(),
  page: z.coerce.number().int().min(1, 'validation.invalid').max(10_000, 'validation.invalid').default(1),
  size: z.coerce
    .number()
    .int()
    .min(1, 'validation.invalid')
    .max(MY_LESSONS_PAGE_SIZE.max, 'validation.invalid')
    .default(MY_LESSONS_PAGE_SIZE.default),
});
export type MyLessonsQuery = z.input<typeof MyLessonsQuery>;

export const MyLessonsPage = z
  .object({ items: z.array(Lesson), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() })
  .meta({ id: 'MyLessonsPage' });
export type MyLessonsPage = z.infer<typeof MyLessonsPage>;
