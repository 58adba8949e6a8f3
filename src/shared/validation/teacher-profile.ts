import type { FieldErrors } from '../errors';

/**
 * "Teacher profile save requires: working from and to, lesson type, spoken languages,
 * skills, rate, level, avatar, first and last name, city, title, about." The same rule decides
 * whether a stored profile may be submitted for verification, so it lives here, pure,
 * for the server and the profile form alike.
 */
export interface TeacherProfileDraft {
  firstName?: string | null;
  lastName?: string | null;
  cityCode?: string | null;
  title?: string | null;
  about?: string | null;
  avatarId?: string | null;
  skills?: readonly string[] | null;
  languages?: readonly unknown[] | null;
  rateMinor?: number | null;
  lessonType?: string | null;
  level?: string | null;
  workingFrom?: string | null;
  workingTo?: string | null;
}

/** Character limits; the description has one, of our choosing. */
export const TEACHER_PROFILE_LIMITS = {
  titleMax: 120,
  aboutMax: 3000,
  whyMeMax: 3000,
  institutionMax: 200,
  maxSkills: 20,
  maxLanguages: 10,
  maxEntries: 20,
  /** A lesson price in kopiykas: 100 000 UAH is far beyond any real rate. */
  rateMaxMinor: 10_000_000,
} as const;

const REQUIRED: [keyof TeacherProfileDraft, string][] = [
  ['firstName', 'validation.first-name-required'],
  ['lastName', 'validation.last-name-required'],
  ['cityCode', 'validation.city-required'],
  ['title', 'validation.title-required'],
  ['about', 'validation.about-required'],
  ['avatarId', 'validation.avatar-required'],
  ['skills', 'validation.skills-required'],
  ['languages', 'validation.languages-required'],
  ['rateMinor', 'validation.rate-required'],
  ['lessonType', 'validation.lesson-type-required'],
  ['level', 'validation.level-required'],
  ['workingFrom', 'validation.working-from-required'],
  ['workingTo', 'validation.working-to-required'],
];

function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Per-field message keys for every missing required field; empty when the profile is complete. */
export function teacherProfileProblems(draft: TeacherProfileDraft): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, key] of REQUIRED) if (isMissing(draft[field])) fields[field] = key;
  if (!fields.workingTo && !fields.workingFrom) {
    const order = workingHoursProblem(draft.workingFrom ?? '', draft.workingTo ?? '');
    if (order) fields.workingTo = order;
  }
  return fields;
}

/** Working hours are "HH:MM" of one day; the end must come after the start. */
export function workingHoursProblem(from: string, to: string): 'validation.working-hours-order' | null {
  return from < to ? null : 'validation.working-hours-order';
}

/** Education and experience: `toYear` null means 'till now'; otherwise not before `fromYear`. */
export function periodProblem(fromYear: number, toYear: number | null): 'validation.period-order' | null {
  return toYear === null || toYear >= fromYear ? null : 'validation.period-order';
}
