/*
 * Time zones as the product stores and offers them. A browser may report a
 * zone by an old IANA name (Chromium says "Europe/Kiev" for Kyiv); the database keeps the
 * canonical name, so the tutor page, requests, schedule and profile editor name one zone the
 * same way. Migration 0801 renames the aliases already stored.
 */

/** Old IANA names (tzdata "backward" links) mapped to the canonical zone, for the zones people here use. */
export const TIME_ZONE_ALIASES: Readonly<Record<string, string>> = {
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Europe/Belfast': 'Europe/London',
  'Europe/Nicosia': 'Asia/Nicosia',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Asia/Tel_Aviv': 'Asia/Jerusalem',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
  'America/Montreal': 'America/Toronto',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Africa/Asmera': 'Africa/Asmara',
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  'Etc/Universal': 'UTC',
  GMT: 'UTC',
};

/** The canonical IANA name of a zone: "Europe/Kiev" → "Europe/Kyiv"; other names unchanged. */
export function canonicalTimeZone(zone: string): string {
  return TIME_ZONE_ALIASES[zone] ?? zone;
}

/** Every old name that means `zone` (for migrations and tests). */
export function aliasesOf(zone: string): string[] {
  return Object.keys(TIME_ZONE_ALIASES).filter((alias) => TIME_ZONE_ALIASES[alias] === zone);
}

export const TIME_ZONE_GROUP_IDS = ['ukraine', 'europe', 'america', 'asia', 'africa', 'oceania', 'utc'] as const;
export type TimeZoneGroupId = (typeof TIME_ZONE_GROUP_IDS)[number] | 'other';

/**
 * The zones the picker names in the interface's language, grouped, Ukraine first:
 * where tutors and students of a Ukrainian marketplace live. Every other zone the browser
 * knows still follows, under "other", so nobody is left without theirs.
 */
export const TIME_ZONE_GROUPS: Readonly<Record<(typeof TIME_ZONE_GROUP_IDS)[number], readonly string[]>> = {
  ukraine: ['Europe/Kyiv'],
  europe: [
    'Europe/Warsaw',
    'Europe/Berlin',
    'Europe/London',
    'Europe/Dublin',
    'Europe/Lisbon',
    'Europe/Paris',
    'Europe/Madrid',
    'Europe/Rome',
    'Europe/Amsterdam',
    'Europe/Brussels',
    'Europe/Vienna',
    'Europe/Prague',
    'Europe/Bratislava',
    'Europe/Budapest',
    'Europe/Zurich',
    'Europe/Stockholm',
    'Europe/Oslo',
    'Europe/Copenhagen',
    'Europe/Helsinki',
    'Europe/Vilnius',
    'Europe/Riga',
    'Europe/Tallinn',
    'Europe/Chisinau',
    'Europe/Bucharest',
    'Europe/Sofia',
    'Europe/Athens',
    'Europe/Istanbul',
  ],
  america: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
    'America/Toronto',
    'America/Vancouver',
    'America/Edmonton',
    'America/Winnipeg',
    'America/Halifax',
    'America/Mexico_City',
    'America/Bogota',
    'America/Lima',
    'America/Santiago',
    'America/Sao_Paulo',
    'America/Argentina/Buenos_Aires',
  ],
  asia: [
    'Asia/Tbilisi',
    'Asia/Yerevan',
    'Asia/Baku',
    'Asia/Jerusalem',
    'Asia/Nicosia',
    'Asia/Dubai',
    'Asia/Almaty',
    'Asia/Tashkent',
    'Asia/Kolkata',
    'Asia/Bangkok',
    'Asia/Singapore',
    'Asia/Shanghai',
    'Asia/Hong_Kong',
    'Asia/Seoul',
    'Asia/Tokyo',
  ],
  africa: ['Africa/Casablanca', 'Africa/Lagos', 'Africa/Cairo', 'Africa/Johannesburg', 'Africa/Nairobi'],
  oceania: ['Australia/Perth', 'Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Pacific/Auckland'],
  utc: ['UTC'],
};

/** Every zone the picker names, in group order. */
export const NAMED_TIME_ZONES: readonly string[] = TIME_ZONE_GROUP_IDS.flatMap((id) => TIME_ZONE_GROUPS[id]);

/** "America/Argentina/Buenos_Aires" → "Buenos Aires": a readable place for a zone without a translated name. */
export function placeOfZone(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
