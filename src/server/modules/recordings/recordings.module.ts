import type { AppContext } from '../../app-context';
import type { RecordingSettings } from '../../settings-defaults';
import type { LessonsFacade } from '../lessons/lessons.module';
import { createMediaTickets } from './recording-media';
import { createUploadLimiter } from './recording-upload-limit';
import { recordingMediaRoutes, recordingRoutes } from './recordings.routes';
import { createRecordingsService } from './recordings.service';

/**
 * Lesson recordings: chunks uploaded while the browser records, kept with the lesson for both
 * participants. `routes` go under the API prefix, `mediaRoutes` under the open prefix (the player
 * authenticates with a signed address).
 */
export function createRecordingsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'live' | 'storage' | 'throttleStore'>,
  deps: { lessons: LessonsFacade; settings: RecordingSettings },
) {
  const service = createRecordingsService({
    db: ctx.db,
    now: ctx.now,
    log: ctx.log,
    live: ctx.live,
    storage: ctx.storage,
    lessons: deps.lessons,
    settings: deps.settings,
    tickets: createMediaTickets(ctx.now),
    uploadLimiter: createUploadLimiter(ctx.throttleStore, deps.settings.chunkUploadsPerMinute),
  });
  return {
    routes: recordingRoutes,
    routeOptions: { recordings: service },
    mediaRoutes: recordingMediaRoutes,
    mediaRouteOptions: { recordings: service, storage: ctx.storage },
  };
}
