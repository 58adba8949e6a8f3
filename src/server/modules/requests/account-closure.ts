import { ACTIVE_REQUEST_STATUSES } from '../../../shared/contracts/requests';
import type { Database } from '../../db/database';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';

type Key =
  | 'lesson-cancelled-account-deleted'
  | 'lesson-request-cancelled-account-deleted'
  | 'lesson-request-offer-withdrawn-account-deleted';

/**
 * What an account deletion ends, on the deletion's own transaction, so the
 * account is never gone with its lessons still booked, nor a lesson cancelled without the other
 * side being told (the way the request code writes its notifications):
 * - its future lessons, as tutor or student, are CANCELED through the lessons facade, which frees
 *   the tutor's hour (the slot index counts every status but CANCELED);
 * - its active requests (ACTIVE, WAITING_FOR_REPLY), sent or addressed to it, are CANCELLED with
 *   the offers waiting on them;
 * - its waiting offers are withdrawn, and a request left with none goes back to ACTIVE.
 * The other side of each gets a notification; it names the subject, never the deleted person.
 */
export async function closeActivityOf(
  trx: Database,
  { notifications, lessons }: { notifications: NotificationsFacade; lessons: Pick<LessonsFacade, 'cancelFutureOf'> },
  userId: string,
  at: Date,
): Promise<void> {
  const subjects = new Map<string, { subjectUk: string; subjectEn: string }>();
  async function tell(to: string, key: Key, subjectCode: string, params: Record<string, string>) {
    if (!subjects.has(subjectCode)) {
      const row = await trx
        .selectFrom('categories')
        .select(['name_uk', 'name_en'])
        .where('code', '=', subjectCode)
        .executeTakeFirst();
      subjects.set(subjectCode, { subjectUk: row?.name_uk ?? subjectCode, subjectEn: row?.name_en ?? subjectCode });
    }
    await notifications.notify(trx, {
      userId: to,
      kind: key === 'lesson-cancelled-account-deleted' ? 'LESSON' : 'INFORMATION',
      titleKey: key,
      params: { ...params, ...subjects.get(subjectCode)! },
      createdAt: at,
    });
  }

  for (const lesson of await lessons.cancelFutureOf(trx, userId, at))
    await tell(
      lesson.teacherId === userId ? lesson.studentId : lesson.teacherId,
      'lesson-cancelled-account-deleted',
      lesson.subjectCode,
      { lessonId: lesson.id, startsAt: lesson.startsAt.toISOString() },
    );

  const requests = await trx
    .updateTable('lesson_requests')
    .set({ status: 'CANCELLED', updated_at: at })
    .where((eb) => eb.or([eb('student_id', '=', userId), eb('teacher_id', '=', userId)]))
    .where('status', 'in', ACTIVE_REQUEST_STATUSES)
    .returning(['id', 'student_id', 'teacher_id', 'subject_code'])
    .execute();
  for (const request of requests) {
    const offers = await trx
      .updateTable('lesson_request_offers')
      .set({ status: 'CANCELLED', updated_at: at })
      .where('request_id', '=', request.id)
      .where('status', '=', 'WAITING_FOR_REPLY')
      .returning('teacher_id')
      .execute();
    const others = new Set([request.student_id, request.teacher_id, ...offers.map((o) => o.teacher_id)]);
    others.delete(userId);
    for (const other of others)
      if (other)
        await tell(other, 'lesson-request-cancelled-account-deleted', request.subject_code, { requestId: request.id });
  }

  const withdrawn = await trx
    .updateTable('lesson_request_offers')
    .set({ status: 'CANCELLED', updated_at: at })
    .where('teacher_id', '=', userId)
    .where('status', '=', 'WAITING_FOR_REPLY')
    .returning('request_id')
    .execute();
  for (const { request_id: requestId } of withdrawn) {
    await trx
      .updateTable('lesson_requests')
      .set({ status: 'ACTIVE', updated_at: at })
      .where('id', '=', requestId)
      .where('status', '=', 'WAITING_FOR_REPLY')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lesson_request_offers as o')
              .select('o.id')
              .whereRef('o.request_id', '=', 'lesson_requests.id')
              .where('o.status', '=', 'WAITING_FOR_REPLY'),
          ),
        ),
      )
      .execute();
    const request = await trx
      .selectFrom('lesson_requests')
      .select(['student_id', 'subject_code'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    await tell(request.student_id, 'lesson-request-offer-withdrawn-account-deleted', request.subject_code, {
      requestId,
    });
  }
}
