import type { AppContext } from '../../app-context';
import type { AuthFacade } from '../auth/auth.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

/**
 * The signed-in user's settings: language, notifications, password and account deletion.
 * Sessions end and start through the auth facade; a deleted account's files leave the storage.
 */
export function createSettingsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'storage'>,
  deps: { auth: AuthFacade; notifications: NotificationsFacade },
) {
  const settings = createSettingsService({ ...ctx, ...deps });
  return { routes: settingsRoutes, routeOptions: { settings } };
}
export type SettingsModule = ReturnType<typeof createSettingsModule>;
