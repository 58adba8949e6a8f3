import type { PhoneCodeSent, Profile } from '../../../shared/contracts/accounts';
import { stepAfter } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import { isUniqueViolation } from '../../db/db-errors';
import { renderPhoneCodeSms } from '../../integrations/sms/sms-templates';
import type { AppContext } from '../../app-context';
import type { AuthFacade } from '../auth/auth.module';
import { limiterKeys } from '../auth/auth.module';
import { CODE_POLICY } from '../auth/auth.module';
import * as q from './profile.queries';
import type { ProfileService } from './profile.service';

const inUse = () => new AppError('PHONE_OR_EMAIL_IN_USE', { fields: { phoneNumber: 'validation.phone-in-use' } });

/**
 * Registration step PHONE_NUMBER (7 "phone code, phone validation and uniqueness"): a
 * code by SMS confirms the number before it is stored; a number belongs to one account only.
 */
export function createPhoneService(
  deps: Pick<AppContext, 'db' | 'now' | 'sms'> & { auth: AuthFacade },
  profiles: ProfileService,
) {
  const { auth } = deps;

  async function assertFree(userId: string, phoneNumber: string): Promise<void> {
    const owner = await q.phoneOwner(deps.db, phoneNumber);
    if (owner && owner !== userId) throw inUse();
  }

  return {
    async assertAvailable(userId: string, phoneNumber: string): Promise<{ available: true }> {
      await assertFree(userId, phoneNumber);
      return { available: true };
    },

    async sendCode(userId: string, phoneNumber: string): Promise<PhoneCodeSent> {
      const profile = await profiles.current(userId);
      profiles.assertReachable(profile, 'PHONE_NUMBER');
      await assertFree(userId, phoneNumber);
      // The cooldown is per phone number, so no one can flood a stranger's phone with codes.
      const code = await auth.issueCode({ purpose: 'PHONE_VERIFICATION', target: phoneNumber, userId });
      await deps.sms.send({ to: phoneNumber, text: renderPhoneCodeSms(profile.language, code) });
      return {
        phoneNumber,
        codeTtlSeconds: CODE_POLICY.ttlMs / 1000,
        resendAfterSeconds: CODE_POLICY.resendCooldownMs / 1000,
      };
    },

    async confirm(userId: string, phoneNumber: string, code: string, ip: string): Promise<Profile> {
      const profile = await profiles.current(userId);
      profiles.assertReachable(profile, 'PHONE_NUMBER');
      const keys = limiterKeys('code', `user:${userId}`, ip);
      await auth.limiter.assertAllowed(keys);
      try {
        const owner = await auth.consumeCode('PHONE_VERIFICATION', phoneNumber, code);
        // A code sent to this number for someone else is no code for this user.
        if (owner.userId !== userId) throw new AppError('CODE_EXPIRED');
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CODE') await auth.limiter.recordFailure(keys);
        throw error;
      }
      try {
        await deps.auth.updateAccount(
          deps.db,
          userId,
          { phone_number: phoneNumber, registration_step: stepAfter(profile.registrationStep, 'PHONE_NUMBER') },
          new Date(deps.now()),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw inUse();
        throw error;
      }
      return profiles.current(userId);
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
