import type { AppContext } from '../../app-context';
import type { MessengerSettings } from '../../settings-defaults';
import type { UploadLimits } from '../../uploads/upload-limits';
import { messengerSignalsOn, registerMessengerHandlers } from './messenger.events';
import { createMessengerService } from './messenger.service';
import { messengerRoutes } from './messenger.routes';

export { createUnsentUploadCleanupJob, deleteUnsentUploads } from './unsent-upload-cleanup';

/**
 * The messenger's public face: its routes, and the service other modules may
 * ask (e.g. to open a chat from a request). It tells the live channel and the event log about
 * messages and reads through its signals on the context's event bus.
 */
export function createMessengerModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'events' | 'live'>,
  deps: { settings: MessengerSettings; uploads: UploadLimits },
) {
  registerMessengerHandlers(ctx.events, ctx.live);
  const service = createMessengerService({
    db: ctx.db,
    now: ctx.now,
    storage: ctx.storage,
    settings: deps.settings,
    signals: messengerSignalsOn(ctx.events),
    uploads: deps.uploads,
  });
  return {
    service,
    routes: messengerRoutes,
    routeOptions: { messenger: service, settings: deps.settings },
  };
}
