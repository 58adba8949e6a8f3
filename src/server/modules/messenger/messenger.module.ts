import type { MessengerDeps } from './messenger.service';
import { createMessengerService } from './messenger.service';
import { messengerRoutes } from './messenger.routes';

export { createUnsentUploadCleanupJob, deleteUnsentUploads } from './unsent-upload-cleanup';

/**
 * The messenger's public face: its routes, and the service other modules may
 * ask (e.g. to open a chat from a request). `signals` is how it tells the live channel and the
 * event log about messages and reads; app.ts wires them.
 */
export function createMessengerModule(deps: MessengerDeps) {
  const service = createMessengerService(deps);
  return {
    service,
    routes: messengerRoutes,
    routeOptions: { messenger: service, settings: deps.settings },
  };
}
