import type { RecordingUsage } from '../../../../shared/contracts/recordings';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** From this share of the quota on, the tutor is warned that it is nearly full. */
const NEARLY_FULL_SHARE = 0.9;

export type QuotaState = 'ok' | 'nearly-full' | 'full';

export function quotaState({ usedBytes, quotaBytes }: RecordingUsage): QuotaState {
  if (usedBytes >= quotaBytes) return 'full';
  return usedBytes >= quotaBytes * NEARLY_FULL_SHARE ? 'nearly-full' : 'ok';
}

/**
 * 1_288_490_189 → "1.2 GB" ("1,2 ГБ"): storage as people read it, in the units the server's
 * quota is set in (RECORDINGS_QUOTA_GB counts 1024³ bytes), megabytes below one gigabyte.
 */
export function formatStorage(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'uk-UA';
  const [value, unit] = bytes >= GIB ? [bytes / GIB, 'gigabyte'] : [bytes / MIB, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
