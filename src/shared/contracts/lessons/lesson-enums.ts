/** Lesson statuses. Only CREATED and CANCELED are written by booking; the rest belong to the lesson flow. */
export const LESSON_STATUSES = [
  'CREATED',
  'READY_TO_START',
  'MEETING_COMPLETED',
  'HOMETASK_ADDED',
  'HOMETASK_SUBMITTED',
  'COMPLETED',
  'CANCELED',
] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** Lessons that hold their tutor's time: every status but CANCELED. */
export const SLOT_HOLDING_LESSON_STATUSES = LESSON_STATUSES.filter((s) => s !== 'CANCELED');

/** Lesson actions; the transition table (who may take which, when) builds on these. */
export const LESSON_ACTIONS = [
  'APPROVE',
  'CANCEL',
  'EDIT',
  'START_MEETING',
  'JOIN_MEETING',
  'CONFIRM_PAYMENT',
  'UPLOAD_HOMEWORK_RESULT',
  'ADD_HOMEWORK',
  'EDIT_HOMEWORK',
  'REVIEW_HOMEWORK',
  'COMPLETE',
  'ADD_REVIEW',
] as const;
export type LessonAction = (typeof LESSON_ACTIONS)[number];

/** A participant joins the meeting from half an hour before the start. */
export const MEETING_JOIN_EARLY_MS = 30 * 60_000;

/** Every lesson lasts 50 minutes. */
export const LESSON_DURATION_MS = 50 * 60_000;
