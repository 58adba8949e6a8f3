import type { Updateable } from 'kysely';
import {
  isLateCancel,
  LESSON_TRANSITIONS,
  MEETING_JOIN_EARLY_MS,
  refusalOf,
  targetStatus,
  type LessonClockView,
  type LessonRole,
  type LessonStatus,
  type LessonTableAction,
} from '../../../shared/contracts/lessons';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Events } from '../../events/events';
import type { LessonTransitioned } from './lesson.events';

export interface TransitionInput {
  lessonId: string;
  action: LessonTableAction;
  /** The acting user: the lesson's tutor or student (anyone else gets 404). */
  userId: string;
  now: number;
  extra?: {
    /** REVIEW_HOMEWORK: the work goes back to the student (HOMETASK_ADDED). */
    rework?: boolean;
    /** EDIT: the columns the edit changes (the caller validated them). */
    set?: Pick<
      Updateable<DB['lessons']>,
      'starts_at' | 'title' | 'description' | 'type' | 'price_minor' | 'free_lesson'
    >;
  };
}

export interface TransitionResult {
  from: LessonStatus;
  to: LessonStatus;
  role: LessonRole;
  event: LessonTransitioned;
}

/** The lesson row as the rules read it. */
export function clockView(row: {
  status: LessonStatus;
  starts_at: Date;
  agreed_starts_at: Date;
  type: 'ONLINE' | 'OFFLINE';
  free_lesson: boolean;
  meeting_started_at: Date | null;
  student_joined_at: Date | null;
}): LessonClockView {
  return {
    status: row.status,
    startsAt: new Date(row.starts_at).getTime(),
    agreedStartsAt: new Date(row.agreed_starts_at).getTime(),
    type: row.type,
    freeLesson: row.free_lesson,
    meetingStartedAt: row.meeting_started_at ? new Date(row.meeting_started_at).getTime() : null,
    studentJoinedAt: row.student_joined_at ? new Date(row.student_joined_at).getTime() : null,
  };
}

function readForTransition(trx: Database, lessonId: string, userId: string) {
  return trx
    .selectFrom('lessons')
    .select([
      'id',
      'teacher_id',
      'student_id',
      'status',
      'starts_at',
      'agreed_starts_at',
      'type',
      'free_lesson',
      'price_minor',
      'currency',
      'request_id',
      'meeting_started_at',
      'student_joined_at',
    ])
    .where('id', '=', lessonId)
    .where((eb) => eb.or([eb('teacher_id', '=', userId), eb('student_id', '=', userId)]))
    .executeTakeFirst();
}

/** What each action records besides the status. */
function actionColumns(
  input: TransitionInput,
  row: { starts_at: Date },
  role: LessonRole,
  lateCancel: boolean,
  at: Date,
): Updateable<DB['lessons']> {
  switch (input.action) {
    // Paying agrees to the start the student was shown, even one the tutor moved earlier.
    case 'CONFIRM_PAYMENT':
      return { agreed_starts_at: row.starts_at };
    case 'START_MEETING':
      return { meeting_started_at: at };
    case 'JOIN_MEETING':
      return { student_joined_at: at };
    case 'FINALIZE_MEETING':
      return { meeting_ended_at: at };
    case 'COMPLETE':
      return { completed_at: at };
    case 'CANCEL':
      return { canceled_at: at, canceled_by: input.userId, late_cancel: lateCancel && role === 'student' };
    case 'EDIT':
      return { ...input.extra?.set };
    default:
      return {};
  }
}

/**
 * Takes a lesson action (docs/lessons/lifecycle.md): checks the shared transition table for the
 * user's role and the time rule, moves the status with an UPDATE guarded by the table's
 * from-statuses (a concurrent change makes it match no row, and the action is refused), and
 * writes `lesson.transitioned` in the same transaction, so money, notifications and live pushes
 * follow exactly the changes that happened. Actions that leave the status (START_MEETING,
 * JOIN_MEETING, EDIT, …) emit it too, with `from === to`.
 *
 * Refusals: not a participant → 404; the other side's action → 403; wrong status or time →
 * the refusal's message (LESSON_ACTION_NOT_ALLOWED, MEETING_TOO_EARLY, REVIEW_NOT_ALLOWED).
 */
export async function transitionLesson(
  trx: Database,
  events: Events,
  input: TransitionInput,
): Promise<TransitionResult> {
  const row = await readForTransition(trx, input.lessonId, input.userId);
  if (!row) throw new AppError('NOT_FOUND');
  const role: LessonRole = row.teacher_id === input.userId ? 'tutor' : 'student';
  const view = clockView(row);
  const refusal = refusalOf(view, role, input.action, input.now);
  if (refusal === 'MEETING_TOO_EARLY' && input.now >= view.startsAt - MEETING_JOIN_EARLY_MS)
    throw new AppError('LESSON_ACTION_NOT_ALLOWED');
  if (refusal) throw new AppError(refusal);

  const rule = LESSON_TRANSITIONS[input.action];
  const to = targetStatus(input.action, row.status, input.extra?.rework === true);
  const lateCancel = input.action === 'CANCEL' && isLateCancel(view, role, input.now);
  const at = new Date(input.now);
  const updated = await trx
    .updateTable('lessons')
    .set({ ...actionColumns(input, row, role, lateCancel, at), status: to, updated_at: at })
    .where('id', '=', row.id)
    .where('status', 'in', rule.from)
    .returning(['status', 'starts_at'])
    .executeTakeFirst();
  // Another request moved it between the read and the update.
  if (!updated) throw new AppError(rule.refusal);

  const event: LessonTransitioned = {
    lessonId: row.id,
    teacherId: row.teacher_id,
    studentId: row.student_id,
    from: row.status,
    to,
    action: input.action,
    by: input.userId,
    priceMinor: input.extra?.set?.price_minor ?? row.price_minor,
    currency: row.currency.trim(),
    freeLesson: input.extra?.set?.free_lesson ?? row.free_lesson,
    requestId: row.request_id,
    startsAt: new Date(updated.starts_at).toISOString(),
    ...(input.action === 'CANCEL' ? { lateCancel: lateCancel && role === 'student' } : {}),
  };
  await events.emit(trx, {
    type: 'lesson.transitioned',
    aggregateType: 'lesson',
    aggregateId: row.id,
    payload: event,
  });
  return { from: row.status, to, role, event };
}

/** A lesson was created (`from` null): the same event, so its consumers see every lesson. */
export function emitCreated(
  trx: Database,
  events: Events,
  e: Omit<LessonTransitioned, 'from' | 'to' | 'action' | 'by'> & { by?: string },
): Promise<void> {
  return events.emit(trx, {
    type: 'lesson.transitioned',
    aggregateType: 'lesson',
    aggregateId: e.lessonId,
    payload: { ...e, from: null, to: 'CREATED', action: 'CREATE', by: e.by ?? e.teacherId },
  });
}
