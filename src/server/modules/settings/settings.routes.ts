import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPair } from '../../../shared/contracts/accounts/claims';
import {
  AccountSettings,
  ChangePasswordInput,
  DeleteAccountInput,
  LanguageInput,
  NotificationsToggleInput,
} from '../../../shared/contracts/accounts';
import { OkResponse } from '../../../shared/contracts/common';
import type { SettingsService } from './settings.service';

/** Settings of the signed-in user: account, security, notifications. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  const tags = ['settings'];
  app.addHook('onRequest', app.authenticate);

  app.get('/settings', { schema: { tags, response: { 200: AccountSettings } } }, async (request) =>
    settings.read(request.user!.id),
  );

  app.put(
    '/settings/notifications',
    { schema: { tags, body: NotificationsToggleInput, response: { 200: AccountSettings } } },
    async (request) => settings.setNotifications(request.user!.id, request.body.enabled),
  );

  app.put(
    '/settings/language',
    { schema: { tags, body: LanguageInput, response: { 200: AccountSettings } } },
    async (request) => settings.setLanguage(request.user!.id, request.body.language),
  );

  app.put(
    '/settings/password',
    { schema: { tags, body: ChangePasswordInput, response: { 200: TokenPair } } },
    async (request) => settings.changePassword(request.user!.id, request.body, request.ip),
  );

  // The path carries '/users/delete': the client skips its refresh after it.
  app.post(
    '/users/delete',
    { schema: { tags, body: DeleteAccountInput, response: { 200: OkResponse } } },
    async (request) => {
      await settings.deleteAccount(request.user!.id);
      return { ok: true as const };
    },
  );
};
