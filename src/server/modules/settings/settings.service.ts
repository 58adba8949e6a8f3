import type { z } from 'zod';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type { AccountSettings, ChangePasswordInput } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../app-context';
import type { AuthFacade } from '../auth/auth.module';
import { limiterKeys } from '../auth/auth.module';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import { closeActivityOf } from '../requests/requests.module';
import * as q from './settings.queries';

/** The context, and the facades an account deletion goes through. */
export type SettingsDeps = Pick<AppContext, 'db' | 'now' | 'log' | 'storage'> & {
  auth: AuthFacade;
  notifications: NotificationsFacade;
  profiles: ProfileFacade;
  lessons: Pick<LessonsFacade, 'cancelFutureOf'>;
};

/**
 * Settings: account, security (password, deletion) and notifications. The account row
 * is auth's to write, the profile and its files the profile module's, lessons the lessons
 * module's: each through its facade, in the deletion's one transaction.
 */
export function createSettingsService(deps: SettingsDeps) {
  const { auth } = deps;

  async function row(userId: string) {
    const user = await q.readSettingsRow(deps.db, userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  async function read(userId: string): Promise<AccountSettings> {
    const user = await row(userId);
    return {
      email: user.email,
      language: user.language,
      notificationsEnabled: user.notifications_enabled,
      hasPassword: user.password_hash !== null,
      googleLinked: user.google_subject !== null,
    };
  }

  return {
    read,

    async setNotifications(userId: string, enabled: boolean): Promise<AccountSettings> {
      await auth.updateAccount(deps.db, userId, { notifications_enabled: enabled }, new Date(deps.now()));
      return read(userId);
    },

    async setLanguage(userId: string, language: Language): Promise<AccountSettings> {
      await auth.updateAccount(deps.db, userId, { language }, new Date(deps.now()));
      return read(userId);
    },

    /**
     * Every session ends (a stolen session dies with the old password) and this device gets a
     * fresh pair. A wrong current password is a field error (400), not a 401 that would sign
     * the user out; it counts toward the login failure limit like any wrong password.
     */
    async changePassword(userId: string, input: z.output<typeof ChangePasswordInput>, ip: string): Promise<TokenPair> {
      const user = await row(userId);
      const keys = limiterKeys('login', user.email, ip);
      await auth.limiter.assertAllowed(keys);
      if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
        await auth.limiter.recordFailure(keys);
        throw new AppError('VALIDATION_FAILED', {
          in: 'body',
          fields: { currentPassword: 'validation.current-password-wrong' },
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      return deps.db.transaction().execute(async (trx) => {
        await auth.updateAccount(trx, userId, { password_hash: passwordHash }, new Date(deps.now()));
        await auth.endAllSessions(userId, trx);
        return auth.startSession(user, trx);
      });
    },

    /**
     * Only after typing DELETE (checked by the contract); every session ends, and the
     * account's future lessons and active requests end with it, the other sides told.
     */
    async deleteAccount(userId: string): Promise<void> {
      await row(userId);
      const at = new Date(deps.now());
      const keys = await deps.db.transaction().execute(async (trx) => {
        await auth.anonymise(trx, userId, at);
        // The tutor leaves search with the account.
        await deps.profiles.setSearchVisible(trx, userId, false, at);
        await closeActivityOf(trx, { notifications: deps.notifications, lessons: deps.lessons }, userId, at);
        await auth.endAllSessions(userId, trx);
        return deps.profiles.deleteFilesOf(trx, userId);
      });
      for (const key of keys)
        await deps.storage
          .delete(key)
          .catch((error: unknown) => deps.log.warn({ err: error, key }, 'file of a deleted account not removed'));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
