import type { Events } from '../../events/events';
import type { Live } from '../../live/live';
import { registerHomeworkHandlers } from './homework.events';
import { homeworkRoutes } from './homework.routes';
import { createHomeworkService, type HomeworkDeps } from './homework.service';

/** Homework files: the messenger's size limit per file, and a handful per task. */
export const HOMEWORK_FILE_DEFAULTS = { maxFilesPerTask: 10 };

/** Homework: routes, and the live pushes of its changes. */
export function createHomeworkModule(
  ctx: Omit<HomeworkDeps, 'settings'> & { live: Live; events: Events; maxFileBytes: number },
) {
  registerHomeworkHandlers(ctx.events, ctx.live);
  const service = createHomeworkService({
    ...ctx,
    settings: { maxFileBytes: ctx.maxFileBytes, maxFilesPerTask: HOMEWORK_FILE_DEFAULTS.maxFilesPerTask },
  });
  return { routes: homeworkRoutes, routeOptions: { homework: service, maxFileBytes: ctx.maxFileBytes } };
}
export type HomeworkModule = ReturnType<typeof createHomeworkModule>;
