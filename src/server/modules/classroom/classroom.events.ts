import type { Events } from '../../events/events';
import type { Live } from '../../live/live';
import '../lessons/lessons.module';
import { clearRoom } from './presence.queries';

/**
 * When the host finalises the meeting (the lesson becomes MEETING_COMPLETED), both tabs are told
 * the meeting ended and the room is emptied. At least once: a repeated push finds the room ended.
 */
export function registerClassroomHandlers(events: Pick<Events, 'on'>, live: Pick<Live, 'publish'>): void {
  events.on('lesson.transitioned', 'classroom.meeting-ended', async (event, { trx }) => {
    const { lessonId, teacherId, studentId, to, by } = event.payload;
    if (to !== 'MEETING_COMPLETED') return;
    await clearRoom(trx, lessonId);
    await live.publish([teacherId, studentId], { type: 'meeting.ended', data: { lessonId, by } });
  });
}
