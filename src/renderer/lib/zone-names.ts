import type { TFunction } from 'i18next';
import { canonicalTimeZone, placeOfZone } from '../../shared/time-zones';
import { offsetLabel } from './zoned-time';

/*
 * One way to name a time zone everywhere: the tutor page, requests, the
 * schedule, the lesson form and the profile editor all say "Київ (UTC+02:00)" / "Kyiv
 * (UTC+02:00)", never a raw IANA id, and an old id the browser reports ("Europe/Kiev") is named
 * as its canonical zone. The words live in the `time-zones` namespace; a zone without a
 * translated name shows its place from the id ("Kathmandu").
 */

/** The zone's name in the interface language. */
export function zoneName(t: TFunction, zone: string): string {
  const canonical = canonicalTimeZone(zone);
  return t(`time-zones:zones.${canonical}`, { defaultValue: placeOfZone(canonical) });
}

/** "Київ (UTC+02:00)": the zone's name and its offset at `ms` ("±HH:00"). */
export function zoneLabel(t: TFunction, zone: string, ms: number = Date.now()): string {
  return t('time-zones:label', { name: zoneName(t, zone), offset: offsetLabel(canonicalTimeZone(zone), ms) });
}
