import type { AppContext } from '../../app-context';
import type { ThrottleStore } from '../../auth/attempt-limiter';
import type { RecordingSettings } from '../../settings-defaults';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
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
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'live'> & {
    lessons: LessonsFacade;
    storage: FileStorage;
    throttleStore: ThrottleStore;
    settings: RecordingSettings;
  },
) {
  const service = createRecordingsService({
    ...ctx,
    tickets: createMediaTickets(ctx.now),
    uploadLimiter: createUploadLimiter(ctx.throttleStore, ctx.settings.chunkUploadsPerMinute),
  });
  return {
    routes: recordingRoutes,
    routeOptions: { recordings: service },
    mediaRoutes: recordingMediaRoutes,
    mediaRouteOptions: { recordings: service, storage: ctx.storage },
  };
}
