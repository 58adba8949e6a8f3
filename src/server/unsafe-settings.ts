import type { ServerConfig } from './config';

type Settings = Pick<ServerConfig, 'seedDemoData' | 'payments' | 'e2eFixtures' | 'jwtSecret' | 'smtpUrl' | 'publicUrl'>;

/**
 * Every accepted setting that suits a developer's machine but not real users, named as the
 * environment spells it. The server prints them at every start (a warning in production), in the
 * way Discourse lists its production defaults: an operator who reads one log line knows what is
 * still in test mode. `docs/security.md` ("Production checklist") lists the same.
 */
export function unsafeSettings(config: Settings): string[] {
  const unsafe: string[] = [];
  if (config.seedDemoData) unsafe.push('SEED_DEMO_DATA=true (demo accounts share a published password)');
  if (config.payments.acquirer === 'sandbox') {
    unsafe.push('PAYMENTS_ACQUIRER=sandbox (TEST MODE: the public test cards top up balances and pay tutors)');
  }
  if (config.e2eFixtures) unsafe.push('E2E_FIXTURES=1 (test seams that write data no user action can)');
  if (!config.jwtSecret) unsafe.push('JWT_SECRET unset (a signing secret generated into DATA_DIR)');
  if (!config.smtpUrl) unsafe.push('SMTP_URL unset (sign-in and password codes go to the log, not to people)');
  if (!config.publicUrl.startsWith('https://')) unsafe.push(`PUBLIC_URL=${config.publicUrl} (not https)`);
  return unsafe;
}
