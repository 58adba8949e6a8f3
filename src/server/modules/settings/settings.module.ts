import type { AppContext } from '../../app-context';
import { settingsRoutes } from './settings.routes';
import { createSettingsService, type SettingsDeps } from './settings.service';

/**
 * The signed-in user's settings: language, notifications, password and account deletion.
 * Sessions end and start through the auth facade; a deletion goes through the profile, lessons
 * and notifications facades, and the deleted account's files leave the storage.
 */
export function createSettingsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'storage'>,
  deps: Omit<SettingsDeps, keyof AppContext>,
) {
  const settings = createSettingsService({ ...ctx, ...deps });
  return { routes: settingsRoutes, routeOptions: { settings } };
}
export type SettingsModule = ReturnType<typeof createSettingsModule>;
