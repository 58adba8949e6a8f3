import { CreateLessonBody } from '../../../shared/contracts/lessons';
import { LESSON_MODES } from '../../../shared/enums';
import { payloadResolver } from '../../ui/payload-resolver';
import { parseDateKey, zonedToUtc } from '../../lib/zoned-time';

/** The create-lesson form as typed: a day and an hour in the tutor's zone, the price in hryvnias. */
export interface LessonDraft {
  studentId: string;
  subject: string;
  date: string;
  hour: string;
  currency: string;
  price: string;
  freeLesson: boolean;
  type: string;
  title: string;
}

export const isLessonDraft = (value: unknown): value is LessonDraft =>
  typeof value === 'object' && value !== null && 'studentId' in value;

/** The form field that shows a payload field's error: the instant comes from the day and hour. */
export const DRAFT_FIELD = { startsAt: 'date', priceMinor: 'price' } as const satisfies Record<string, keyof LessonDraft>;

/** The form field for a payload field's name (the server's field errors use the payload's). */
export const draftField = (key: string): keyof LessonDraft =>
  (DRAFT_FIELD as Record<string, keyof LessonDraft>)[key] ?? (key as keyof LessonDraft);

/** The API's payload from the draft; a subject the tutor no longer teaches is not sent. */
export function lessonBody(draft: LessonDraft, zone: string, taught: ReadonlySet<string>): CreateLessonBody {
  const day = parseDateKey(draft.date);
  const price = Number(draft.price.replace(',', '.'));
  return {
    studentId: draft.studentId,
    subject: taught.has(draft.subject) ? draft.subject : '',
    startsAt: day ? new Date(zonedToUtc(zone, day, Number(draft.hour))).toISOString() : '',
    currency: draft.currency,
    priceMinor: draft.freeLesson
      ? 0
      : draft.price.trim() === '' || Number.isNaN(price)
        ? (undefined as unknown as number)
        : Math.round(price * 100),
    freeLesson: draft.freeLesson,
    type: draft.type as (typeof LESSON_MODES)[number],
    title: draft.title.trim() === '' ? undefined : draft.title,
  };
}

/** CreateLessonBody judges the payload the draft becomes; a start in the past is refused too. */
export const lessonDraftResolver = (toBody: (draft: LessonDraft) => CreateLessonBody) =>
  payloadResolver(CreateLessonBody, toBody, DRAFT_FIELD, (body) =>
    body.startsAt && Date.parse(body.startsAt) <= Date.now() ? { startsAt: 'lessons:create.past' } : {},
  );
