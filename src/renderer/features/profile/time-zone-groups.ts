import type { TFunction } from 'i18next';
import { formatUtcOffset } from '../../../shared/contracts/schedule';
import { NAMED_TIME_ZONES, TIME_ZONE_GROUP_IDS, TIME_ZONE_GROUPS } from '../../../shared/time-zones';
import type { SelectGroup } from '../../ui';
import { zoneLabel } from '../../lib/zone-names';
import type { TimeZoneOption } from './time-zones';

const NAMED = new Set(NAMED_TIME_ZONES);

/**
 * The profile's time-zone picker: named zones in the interface's language with
 * their offset, grouped, Ukraine first, in the list's order (shared/time-zones.ts). Every other zone the
 * browser knows (`others`, which includes the stored one) follows under "other time zones".
 */
export function timeZoneGroups(
  t: TFunction,
  others: readonly TimeZoneOption[],
  at: number = Date.now(),
): SelectGroup[] {
  const named = TIME_ZONE_GROUP_IDS.map((id) => ({
    label: t(`time-zones:groups.${id}`),
    options: TIME_ZONE_GROUPS[id].map((zone) => ({ value: zone, label: zoneLabel(t, zone, at) })),
  }));
  const rest = others
    .filter((option) => !NAMED.has(option.value))
    .map((option) => ({
      value: option.value,
      label: t('time-zones:label', {
        name: option.value.replace(/_/g, ' '),
        offset: formatUtcOffset(option.minutes),
      }),
    }));
  return rest.length > 0 ? [...named, { label: t('time-zones:groups.other'), options: rest }] : named;
}
