import type { TopCategory } from '../../../shared/contracts/reference';

/*
 * The landing page checks the shape of /open/top-categories by hand instead of with the shared
 * zod schema: zod would add tens of kilobytes to the first page (budget: 170 KB gzipped), and
 * these four fields are all the page reads.
 */

function isTopCategory(value: unknown): value is TopCategory {
  if (typeof value !== 'object' || value === null) return false;
  const { code, name, group, tutorCount } = value as Record<string, unknown>;
  return (
    typeof code === 'string' && typeof name === 'string' && typeof group === 'string' && Number.isInteger(tutorCount)
  );
}

/** The categories from a response body; throws when the body is not the documented list. */
export function parseTopCategories(body: unknown): TopCategory[] {
  if (!Array.isArray(body) || !body.every(isTopCategory)) {
    throw new TypeError('Unexpected /open/top-categories response');
  }
  return body;
}

/** Category groups the landing names; anything else the server adds shows as "other". */
export const KNOWN_GROUPS = ['school', 'exams', 'languages', 'music', 'it'] as const;

export function groupKey(group: string): string {
  return (KNOWN_GROUPS as readonly string[]).includes(group) ? group : 'other';
}
