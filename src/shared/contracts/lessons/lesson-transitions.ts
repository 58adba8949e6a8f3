import { LESSON_ACTIONS, LESSON_DURATION_MS, MEETING_JOIN_EARLY_MS, type LessonStatus } from './lesson-enums';

/**
 * The one lesson transition table (docs/lessons/lifecycle.md). The server enforces it in
 * SQL (an UPDATE guarded by the from-statuses, see src/server/modules/lessons/lesson-transitions.ts)
 * and the UI reads it to show only the actions allowed now. Every time rule is a pure function of
 * `now` and the lesson, so tests drive them with the test clock.
 */

/** Until this long before the start a cancellation is free; later the student's cancel is late. */
export const FREE_CANCEL_BEFORE_MS = 12 * 3_600_000;
/**
 * From this long after the start, a lesson whose meeting did not take place with both sides is
 * "missed": nobody is charged (a blackout is nobody's fault); either side may cancel free of
 * charge and the tutor may move it with one click.
 */
export const MISSED_AFTER_MS = 15 * 60_000;

/**
 * The lesson actions plus FINALIZE_MEETING: the tutor ends the meeting (`/meeting/finalize`), which
 * moves the lesson to MEETING_COMPLETED. It is kept out of LESSON_ACTIONS, the user-facing list.
 */
export const LESSON_TABLE_ACTIONS = [...LESSON_ACTIONS, 'FINALIZE_MEETING'] as const;
export type LessonTableAction = (typeof LESSON_TABLE_ACTIONS)[number];

export type LessonRole = 'tutor' | 'student';

/** What the rules read of a lesson. Times are epoch milliseconds. */
export interface LessonClockView {
  status: LessonStatus;
  startsAt: number;
  /**
   * The start the student agreed to (booked or paid at). It differs from `startsAt` once the tutor
   * has moved the lesson, and then the student's cancel is free (isLateCancel).
   */
  agreedStartsAt: number;
  type: 'ONLINE' | 'OFFLINE';
  freeLesson: boolean;
  /** When the tutor started the meeting (START_MEETING), null before. */
  meetingStartedAt: number | null;
  /** When the student first joined the meeting (JOIN_MEETING), null before. */
  studentJoinedAt: number | null;
}

export type TimeRule = (lesson: LessonClockView, now: number) => boolean;

export interface LessonTransitionRule {
  roles: readonly LessonRole[];
  from: readonly LessonStatus[];
  /** The status after the action; SAME leaves it (the action records something else). */
  to: LessonStatus | 'SAME';
  /** REVIEW_HOMEWORK only: the status when the work is sent back for rework. */
  reworkTo?: LessonStatus;
  /** When the action may be taken; refused with `refusal` otherwise. */
  when: TimeRule;
  /** The message a refusal answers with (an error code). */
  refusal: 'LESSON_ACTION_NOT_ALLOWED' | 'MEETING_TOO_EARLY' | 'REVIEW_NOT_ALLOWED';
}

export const lessonEndsAt = (l: Pick<LessonClockView, 'startsAt'>) => l.startsAt + LESSON_DURATION_MS;

/** Before the start: approving, editing, paying. */
const beforeStart: TimeRule = (l, now) => now < l.startsAt;

/** The meeting took place with both sides (an offline lesson: its time has come). */
function metTogether(l: LessonClockView, now: number): boolean {
  if (l.type === 'OFFLINE') return now >= l.startsAt;
  return l.meetingStartedAt !== null && l.studentJoinedAt !== null;
}

/**
 * Missed: the start is more than MISSED_AFTER_MS past and the meeting did not happen with both
 * sides. Online only; an offline lesson is marked held by its tutor.
 */
export function isMissed(l: LessonClockView, now: number): boolean {
  if (l.type === 'OFFLINE') return false;
  if (l.status !== 'CREATED' && l.status !== 'READY_TO_START') return false;
  return now >= l.startsAt + MISSED_AFTER_MS && !metTogether(l, now);
}

/** Cancelling: any time before the start, or once the lesson is missed. */
const cancelWindow: TimeRule = (l, now) => now < l.startsAt || isMissed(l, now);

/** The meeting window: from MEETING_JOIN_EARLY_MS before the start until the end. */
const meetingWindow: TimeRule = (l, now) =>
  l.type === 'ONLINE' && now >= l.startsAt - MEETING_JOIN_EARLY_MS && now < lessonEndsAt(l);

const always: TimeRule = () => true;

export const LESSON_TRANSITIONS: Record<LessonTableAction, LessonTransitionRule> = {
  APPROVE: {
    roles: ['tutor'],
    from: ['CREATED'],
    to: 'READY_TO_START',
    when: beforeStart,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  CANCEL: {
    roles: ['tutor', 'student'],
    from: ['CREATED', 'READY_TO_START'],
    to: 'CANCELED',
    when: cancelWindow,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  // Title, description, format, time: before the start, or to move a missed lesson.
  EDIT: {
    roles: ['tutor'],
    from: ['CREATED', 'READY_TO_START'],
    to: 'SAME',
    when: cancelWindow,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  START_MEETING: {
    roles: ['tutor'],
    from: ['READY_TO_START'],
    to: 'SAME',
    when: meetingWindow,
    refusal: 'MEETING_TOO_EARLY',
  },
  JOIN_MEETING: {
    roles: ['student'],
    from: ['READY_TO_START'],
    to: 'SAME',
    when: meetingWindow,
    refusal: 'MEETING_TOO_EARLY',
  },
  // The student pays (or holds) the price; the money module does the payment itself.
  CONFIRM_PAYMENT: {
    roles: ['student'],
    from: ['CREATED', 'READY_TO_START'],
    to: 'SAME',
    when: (l, now) => !l.freeLesson && now < l.startsAt,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  // The tutor ends the meeting once both sides met (offline: once its time has come).
  FINALIZE_MEETING: {
    roles: ['tutor'],
    from: ['READY_TO_START'],
    to: 'MEETING_COMPLETED',
    when: metTogether,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  ADD_HOMEWORK: {
    roles: ['tutor'],
    from: ['MEETING_COMPLETED'],
    to: 'HOMETASK_ADDED',
    when: always,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  EDIT_HOMEWORK: {
    roles: ['tutor'],
    from: ['HOMETASK_ADDED'],
    to: 'SAME',
    when: always,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  // The student sends the results for review.
  UPLOAD_HOMEWORK_RESULT: {
    roles: ['student'],
    from: ['HOMETASK_ADDED'],
    to: 'HOMETASK_SUBMITTED',
    when: always,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  // Done leaves HOMETASK_SUBMITTED (the tutor then completes); rework returns it to the student.
  REVIEW_HOMEWORK: {
    roles: ['tutor'],
    from: ['HOMETASK_SUBMITTED'],
    to: 'SAME',
    reworkTo: 'HOMETASK_ADDED',
    when: always,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  // After the meeting, with or without homework.
  COMPLETE: {
    roles: ['tutor'],
    from: ['MEETING_COMPLETED', 'HOMETASK_ADDED', 'HOMETASK_SUBMITTED'],
    to: 'COMPLETED',
    when: always,
    refusal: 'LESSON_ACTION_NOT_ALLOWED',
  },
  // Once per participant: the reviews table holds that; the table says when.
  ADD_REVIEW: {
    roles: ['tutor', 'student'],
    from: ['COMPLETED'],
    to: 'SAME',
    when: always,
    refusal: 'REVIEW_NOT_ALLOWED',
  },
};

/** Why an action is refused, or null when it is allowed. */
export function refusalOf(
  lesson: LessonClockView,
  role: LessonRole,
  action: LessonTableAction,
  now: number,
): LessonTransitionRule['refusal'] | 'FORBIDDEN' | null {
  const rule = LESSON_TRANSITIONS[action];
  if (!rule.roles.includes(role)) return 'FORBIDDEN';
  if (!rule.from.includes(lesson.status) || !rule.when(lesson, now)) return rule.refusal;
  return null;
}

export function canTakeAction(lesson: LessonClockView, role: LessonRole, action: LessonTableAction, now: number) {
  return refusalOf(lesson, role, action, now) === null;
}

/** The actions the viewer may take now, in table order (the UI shows one button each). */
export function allowedActions(lesson: LessonClockView, role: LessonRole, now: number): LessonTableAction[] {
  return LESSON_TABLE_ACTIONS.filter((action) => canTakeAction(lesson, role, action, now));
}

/** The status after `action` from `from` (`rework` for REVIEW_HOMEWORK sending the work back). */
export function targetStatus(action: LessonTableAction, from: LessonStatus, rework = false): LessonStatus {
  const rule = LESSON_TRANSITIONS[action];
  if (rework && rule.reworkTo) return rule.reworkTo;
  return rule.to === 'SAME' ? from : rule.to;
}

/** The tutor moved the lesson away from the start the student agreed to. */
export function movedByTutor(lesson: Pick<LessonClockView, 'startsAt' | 'agreedStartsAt'>): boolean {
  return lesson.startsAt !== lesson.agreedStartsAt;
}

/**
 * A student's cancellation inside FREE_CANCEL_BEFORE_MS of the start they agreed to, of a lesson
 * that was not missed, is late. A lesson the tutor moved is the tutor's change of plans, like a
 * tutor's cancel: the student's cancel of it is free, whenever the new start falls.
 */
export function isLateCancel(lesson: LessonClockView, role: LessonRole, now: number): boolean {
  return (
    role === 'student' &&
    !movedByTutor(lesson) &&
    now >= lesson.agreedStartsAt - FREE_CANCEL_BEFORE_MS &&
    !isMissed(lesson, now)
  );
}

/** Lesson progress steps shown to users, in order. */
export const LESSON_PROGRESS_STEPS = [
  'created',
  'approved',
  'meeting',
  'homework-assigned',
  'homework-done',
  'completed',
] as const;
export type LessonProgressStep = (typeof LESSON_PROGRESS_STEPS)[number] | 'cancelled';

/** The step each status has reached (CANCELED shows "cancelled" instead of the line). */
export const STATUS_STEP: Record<LessonStatus, LessonProgressStep> = {
  CREATED: 'created',
  READY_TO_START: 'approved',
  MEETING_COMPLETED: 'meeting',
  HOMETASK_ADDED: 'homework-assigned',
  HOMETASK_SUBMITTED: 'homework-done',
  COMPLETED: 'completed',
  CANCELED: 'cancelled',
};

export interface ProgressStepView {
  step: (typeof LESSON_PROGRESS_STEPS)[number];
  state: 'done' | 'current' | 'todo';
}

/** The progress line: steps up to the status done, the status's own step current. */
export function progressSteps(status: LessonStatus): ProgressStepView[] {
  const reached = STATUS_STEP[status];
  const index = LESSON_PROGRESS_STEPS.indexOf(reached as (typeof LESSON_PROGRESS_STEPS)[number]);
  return LESSON_PROGRESS_STEPS.map((step, i) => ({
    step,
    state: status === 'COMPLETED' || i < index ? 'done' : i === index ? 'current' : 'todo',
  }));
}
