/** API paths of lessons (src/server/modules/lessons), shared by server tests and the client. */
export const LESSONS_PATH = '/users/v1/lessons';
export const MY_LESSONS_PATH = `${LESSONS_PATH}/mine`;
export const LESSON_STUDENTS_PATH = `${LESSONS_PATH}/students`;
export const lessonPath = (id: string) => `${LESSONS_PATH}/${encodeURIComponent(id)}`;
export const lessonReviewsPath = (id: string) => `${lessonPath(id)}/reviews`;
export const lessonReschedulePath = (id: string) => `${lessonPath(id)}/reschedule`;

/** The button actions and their routes (POST, no body). */
export const LESSON_ACTION_PATHS = {
  APPROVE: 'approve',
  CANCEL: 'cancel',
  COMPLETE: 'complete',
  START_MEETING: 'meeting/start',
  JOIN_MEETING: 'meeting/join',
  FINALIZE_MEETING: 'meeting/finalize',
} as const;
export type LessonButtonAction = keyof typeof LESSON_ACTION_PATHS;
export const lessonActionPath = (id: string, action: LessonButtonAction) =>
  `${lessonPath(id)}/${LESSON_ACTION_PATHS[action]}`;
