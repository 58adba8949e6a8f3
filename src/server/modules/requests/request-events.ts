import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { Live } from '../../live/live';

declare module '../../events/events.types' {
  interface DomainEvents {
    /** A lesson request changed; `userIds` are its sides (student, addressed or offering tutors). */
    'request.changed': { requestId: string; change: string; userIds: string[] };
    /**
     * Written by request bookings before they emitted `lesson.transitioned` CREATE (which now
     * pushes to both sides); kept so such events still in the table are delivered.
     */
    'lesson.changed': { lessonId: string; change: string; userIds: string[] };
  }
}

/** Records that a request changed, in the change's transaction; its sides get a live push. */
export function requestChanged(
  events: Events,
  trx: Database,
  e: { requestId: string; change: string; userIds: Array<string | null | undefined> },
): Promise<void> {
  const userIds = [...new Set(e.userIds.filter((id): id is string => !!id))];
  return events.emit(trx, {
    type: 'request.changed',
    aggregateType: 'lesson-request',
    aggregateId: e.requestId,
    payload: { requestId: e.requestId, change: e.change, userIds },
  });
}

/**
 * Open screens refresh without a reload: both sides of a request get a push naming it.
 * A lesson's own pushes follow `lesson.transitioned` (lessons module); `lessons.push` only
 * delivers older `lesson.changed` events. Handler names are checkpoints: keep them.
 */
export function registerRequestHandlers(events: Events, live: Live): void {
  events.on('request.changed', 'requests.push', async ({ payload }) => {
    await live.publish(payload.userIds, {
      type: 'request.changed',
      data: { requestId: payload.requestId, change: payload.change },
    });
  });
  events.on('lesson.changed', 'lessons.push', async ({ payload }) => {
    await live.publish(payload.userIds, {
      type: 'lesson.changed',
      data: { lessonId: payload.lessonId, change: payload.change },
    });
  });
}
