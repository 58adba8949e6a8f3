/** Spec 4 lesson statuses. Only CREATED and CANCELED are written by the booking issue; the rest belong to the lesson flow. */
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
