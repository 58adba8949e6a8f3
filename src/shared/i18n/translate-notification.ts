import type { Language } from './language';
import enNotifications from './en/notifications.json';
import ukNotifications from './uk/notifications.json';

const catalogs: Record<Language, Record<string, string>> = { uk: ukNotifications, en: enNotifications };

export type NotificationParams = Record<string, string | number | boolean | null>;

/**
 * The text of a notification (`notifications.<key>`) in one language, with `{{name}}`
 * placeholders filled from its params. An unknown key answers the key itself, so a
 * notification written by a newer server still shows something instead of failing.
 */
export function translateNotification(key: string, params: NotificationParams, language: Language): string {
  const template = catalogs[language][key] ?? catalogs.uk[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
}
