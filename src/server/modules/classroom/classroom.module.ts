import type { AppContext } from '../../app-context';
import type { ClassroomSettings } from '../../settings-defaults';
import type { LessonsFacade } from '../lessons/lessons.module';
import { registerClassroomHandlers } from './classroom.events';
import { classroomRoutes } from './classroom.routes';
import { createClassroomService } from './classroom.service';

export { mintLiveKitToken, liveKitRoomOf } from './livekit-token';

/**
 * The meeting room: presence, WebRTC signalling relayed over the live channel, ICE
 * servers and LiveKit tokens, for a lesson's two participants. Lessons are read through their
 * facade; the end of a meeting arrives as the lessons module's `lesson.transitioned` event.
 */
export function createClassroomModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live'>,
  deps: { lessons: LessonsFacade; settings: ClassroomSettings },
) {
  registerClassroomHandlers(ctx.events, ctx.live);
  const classroom = createClassroomService({
    db: ctx.db,
    now: ctx.now,
    live: ctx.live,
    lessons: deps.lessons,
    settings: deps.settings,
  });
  return { routes: classroomRoutes, routeOptions: { classroom }, service: classroom };
}
