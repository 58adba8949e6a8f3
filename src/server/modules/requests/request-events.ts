import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { Live } from '../../live/live';

declare module '../../events/events.types' {
  interface DomainEvents {
    /** A lesson request changed; `userIds` are its sides (student, addressed or offering tutors). */
    'request.changed': { requestId: string; change: string; userIds: string[] };
    /** A lesson changed (booked from a request so far); `userIds` are its student and tutor. */
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

export function lessonChanged(
  events: Events,
  trx: Database,
  e: { lessonId: string; change: string; userIds: string[] },
): Promise<void> {
  return events.emit(trx, {
    type: 'lesson.changed',
    aggregateType: 'lesson',
    aggregateId: e.lessonId,
    payload: e,
  });
}

/**
 * Open screens refresh without a reload (issue 23): both sides of a request or lesson get a push
 * naming it. The lesson push lives here until the lessons module has a face of its own; its
 * handler name is its checkpoint, so it can move there unchanged.
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
