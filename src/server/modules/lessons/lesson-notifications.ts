import type { Events } from '../../events/events';
import type { Live } from '../../live/live';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { LessonTransitioned } from './lesson.events';

/**
 * The notification each transition gives the other side (a key of notifications.json), or null.
 * Joining the meeting and paying have none here: the tutor is in the room, and money notifies of
 * its own postings.
 */
function notificationKey(e: LessonTransitioned): string | null {
  switch (e.action) {
    case 'CREATE':
      return e.bookedFromRequest ? null : 'lesson-created';
    case 'APPROVE':
      return 'lesson-approved';
    case 'CANCEL':
      return 'lesson-cancelled';
    case 'EDIT':
      return 'lesson-edited';
    case 'START_MEETING':
      return 'lesson-meeting-started';
    case 'FINALIZE_MEETING':
      return 'lesson-meeting-finished';
    case 'ADD_HOMEWORK':
      return 'lesson-homework-added';
    case 'EDIT_HOMEWORK':
      return 'lesson-homework-edited';
    case 'UPLOAD_HOMEWORK_RESULT':
      return 'lesson-homework-submitted';
    case 'REVIEW_HOMEWORK':
      return e.to === 'HOMETASK_ADDED' ? 'lesson-homework-rework' : 'lesson-homework-accepted';
    case 'COMPLETE':
      return 'lesson-completed';
    default:
      return null;
  }
}

/**
 * What follows a lesson transition: the other side's notification (through the notifications
 * facade, in the handler's transaction) and a live `lesson.changed` to both sides, so their open
 * screens refetch. Handler names are checkpoints: keep them.
 */
export function registerLessonHandlers(events: Events, live: Live, notifications: NotificationsFacade): void {
  events.on('lesson.transitioned', 'lessons.transition-notify', async ({ payload, createdAt }, { trx }) => {
    const key = notificationKey(payload);
    if (!key) return;
    const other = payload.by === payload.studentId ? payload.teacherId : payload.studentId;
    // A system change (by null) tells both sides; a person's change tells the other one.
    const userIds = payload.by === null ? [payload.teacherId, payload.studentId] : [other];
    for (const userId of userIds)
      await notifications.notify(trx, {
        userId,
        kind: 'LESSON',
        titleKey: key,
        params: { lessonId: payload.lessonId, startsAt: payload.startsAt },
        createdAt,
      });
  });

  events.on('lesson.transitioned', 'lessons.transition-push', async ({ payload }) => {
    await live.publish([payload.teacherId, payload.studentId], {
      type: 'lesson.changed',
      data: { lessonId: payload.lessonId, change: payload.action },
    });
  });

  events.on('lesson.reschedule-requested', 'lessons.reschedule-notify', async ({ payload }, { trx }) => {
    await notifications.notify(trx, {
      userId: payload.teacherId,
      kind: 'LESSON',
      titleKey: 'lesson-reschedule-requested',
      params: { lessonId: payload.lessonId },
      createdAt: new Date(payload.at),
    });
    await live.publish([payload.teacherId], {
      type: 'lesson.changed',
      data: { lessonId: payload.lessonId, change: 'RESCHEDULE_REQUESTED' },
    });
  });

  events.on('lesson.reviewed', 'lessons.review-notify', async ({ payload }, { trx }) => {
    await notifications.notify(trx, {
      userId: payload.recipientId,
      kind: 'LESSON',
      titleKey: 'lesson-reviewed',
      params: { lessonId: payload.lessonId, rating: payload.rating },
      createdAt: new Date(payload.at),
    });
    await live.publish([payload.recipientId, payload.authorId], {
      type: 'lesson.changed',
      data: { lessonId: payload.lessonId, change: 'REVIEWED' },
    });
  });
}
