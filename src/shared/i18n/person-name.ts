import type { Language } from './language';
import enPeople from './en/people.json';
import ukPeople from './uk/people.json';

const catalogs: Record<Language, Record<string, string>> = { uk: ukPeople, en: enPeople };

/**
 * The name to show for a person: a deleted account keeps its row (lessons, reviews and
 * money refer to it) but no name, so every list, card and server-rendered page shows the
 * translated "deleted account" instead of what the row holds.
 */
export function shownName(
  person: { firstName: string; lastName: string; deleted: boolean },
  language: Language,
): { firstName: string; lastName: string } {
  if (!person.deleted) return { firstName: person.firstName, lastName: person.lastName };
  return { firstName: catalogs[language]['deleted-account'] ?? catalogs.uk['deleted-account']!, lastName: '' };
}
