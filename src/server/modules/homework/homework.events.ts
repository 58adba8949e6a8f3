import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { Live } from '../../live/live';

export type HomeworkChange =
  'created' | 'edited' | 'result-saved' | 'submitted' | 'rework' | 'done' | 'file-added' | 'file-removed';

declare module '../../events/events.types' {
  interface DomainEvents {
    /** A lesson's homework changed; `userIds` are its tutor and student. */
    'homework.changed': { homeworkId: string; lessonId: string; change: HomeworkChange; userIds: string[] };
  }
}

export function homeworkChanged(
  events: Events,
  trx: Database,
  payload: { homeworkId: string; lessonId: string; change: HomeworkChange; userIds: string[] },
): Promise<void> {
  return events.emit(trx, {
    type: 'homework.changed',
    aggregateType: 'homework',
    aggregateId: payload.homeworkId,
    payload,
  });
}

/** The other side's open homework tab and dashboard refresh without a reload. */
export function registerHomeworkHandlers(events: Events, live: Live): void {
  events.on('homework.changed', 'homework.push', async ({ payload }) => {
    await live.publish(payload.userIds, {
      type: 'homework.changed',
      data: { lessonId: payload.lessonId, homeworkId: payload.homeworkId, change: payload.change },
    });
  });
}
