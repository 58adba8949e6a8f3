import type { AppContext } from '../../app-context';
import type { UploadLimits } from '../../uploads/upload-limits';
import type { LessonsFacade } from '../lessons/lessons.module';
import { registerHomeworkHandlers } from './homework.events';
import { homeworkRoutes } from './homework.routes';
import { createHomeworkService } from './homework.service';

/** Homework files: the messenger's size limit per file, and a handful per task. */
export const HOMEWORK_FILE_DEFAULTS = { maxFilesPerTask: 10 };

/** Homework: routes, and the live pushes of its changes. */
export function createHomeworkModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live' | 'storage'>,
  deps: { lessons: LessonsFacade; uploads: UploadLimits; maxFileBytes: number },
) {
  registerHomeworkHandlers(ctx.events, ctx.live);
  const service = createHomeworkService({
    db: ctx.db,
    now: ctx.now,
    events: ctx.events,
    storage: ctx.storage,
    lessons: deps.lessons,
    uploads: deps.uploads,
    settings: { maxFileBytes: deps.maxFileBytes, maxFilesPerTask: HOMEWORK_FILE_DEFAULTS.maxFilesPerTask },
  });
  return { routes: homeworkRoutes, routeOptions: { homework: service, maxFileBytes: deps.maxFileBytes } };
}
export type HomeworkModule = ReturnType<typeof createHomeworkModule>;
