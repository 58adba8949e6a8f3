import { z } from 'zod';
import { KNOWLEDGE_LEVELS, LANGUAGE_LEVELS } from '../../enums';
import { periodProblem, TEACHER_PROFILE_LIMITS as L, workingHoursProblem } from '../../validation/teacher-profile';
import { APPROVAL_STATUSES, LESSON_TYPES, VERIFICATION_STATUSES } from './account-enums';
import { FirstName, LastName, MiddleName, ruleField } from './account-fields.schema';
import { DateOfBirth, SkillCodes } from './profile.schema';
import { text } from '../../validation/text';

const year = z
  .number({ error: 'validation.year-invalid' })
  .int('validation.year-invalid')
  .min(1950, 'validation.year-invalid')
  .max(2100, 'validation.year-invalid');

/** Education: `toYear` null is 'till now'. */
export const EducationEntry = z
  .object({
    institution: text({ error: 'validation.institution-required' })
      .trim()
      .min(1, 'validation.institution-required')
      .max(L.institutionMax, 'validation.too-long'),
    degree: text()
      .trim()
      .max(L.institutionMax, 'validation.too-long')
      .nullish()
      .transform((v) => v || null),
    fromYear: year,
    toYear: year.nullable(),
  })
  .superRefine((v, ctx) => {
    const problem = periodProblem(v.fromYear, v.toYear);
    if (problem) ctx.addIssue({ code: 'custom', path: ['toYear'], message: problem });
  });

/** Experience: `toYear` null is 'till now'. */
export const ExperienceEntry = z
  .object({
    position: text({ error: 'validation.position-required' })
      .trim()
      .min(1, 'validation.position-required')
      .max(L.institutionMax, 'validation.too-long'),
    place: text()
      .trim()
      .max(L.institutionMax, 'validation.too-long')
      .nullish()
      .transform((v) => v || null),
    fromYear: year,
    toYear: year.nullable(),
  })
  .superRefine((v, ctx) => {
    const problem = periodProblem(v.fromYear, v.toYear);
    if (problem) ctx.addIssue({ code: 'custom', path: ['toYear'], message: problem });
  });

/** A spoken language and its level, one of six. */
export const SpokenLanguageEntry = z.object({
  code: text().trim().min(1).max(16),
  level: z.enum(LANGUAGE_LEVELS, { error: 'validation.language-level-invalid' }),
});

/** "HH:MM" of a day; blank answers the field's own required key. */
const Time = (requiredKey: string) =>
  ruleField(requiredKey, (value) => {
    if (value.trim() === '') return requiredKey;
    return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : 'validation.time-invalid';
  });

const requiredText = (key: string, max: number) =>
  text({ error: key }).trim().min(1, key).max(max, 'validation.too-long');

/**
 * PUT /users/v1/profile/teacher: the whole profile, saved only when its required fields
 * are all there (each missing one answers its own key). The avatar is uploaded first
 * (POST /profile/photo) and its id sent here. Search visibility has its own switch.
 */
export const TeacherProfileInput = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    middleName: MiddleName,
    dateOfBirth: DateOfBirth.nullish(),
    countryCode: text().trim().length(2, 'validation.country-invalid').nullish(),
    cityCode: requiredText('validation.city-required', 64),
    title: requiredText('validation.title-required', L.titleMax),
    about: requiredText('validation.about-required', L.aboutMax),
    whyMe: text()
      .trim()
      .max(L.whyMeMax, 'validation.too-long')
      .nullish()
      .transform((v) => v || null),
    avatarId: z.uuid({ error: 'validation.avatar-required' }),
    introVideoId: z.uuid({ error: 'validation.invalid' }).nullish(),
    introVideoCoverId: z.uuid({ error: 'validation.invalid' }).nullish(),
    education: z.array(EducationEntry).max(L.maxEntries, 'validation.too-many').default([]),
    experience: z.array(ExperienceEntry).max(L.maxEntries, 'validation.too-many').default([]),
    skills: SkillCodes,
    currency: text().trim().length(3, 'validation.currency-invalid').default('UAH'),
    /** Price per lesson in minor units (kopiykas): 400 UAH is 40000. */
    rateMinor: z
      .number({ error: 'validation.rate-required' })
      .int('validation.rate-invalid')
      .positive('validation.rate-invalid')
      .max(L.rateMaxMinor, 'validation.rate-invalid'),
    lessonType: z.enum(LESSON_TYPES, { error: 'validation.lesson-type-required' }),
    /** The highest level the teacher teaches. */
    level: z.enum(KNOWLEDGE_LEVELS, { error: 'validation.level-required' }),
    languages: z
      .array(SpokenLanguageEntry, { error: 'validation.languages-required' })
      .min(1, 'validation.languages-required')
      .max(L.maxLanguages, 'validation.too-many'),
    workingFrom: Time('validation.working-from-required'),
    workingTo: Time('validation.working-to-required'),
    timezone: text().trim().min(1).max(64).default('Europe/Kyiv'),
    freeFirstLesson: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const problem = workingHoursProblem(v.workingFrom, v.workingTo);
    if (problem) ctx.addIssue({ code: 'custom', path: ['workingTo'], message: problem });
  })
  .meta({ id: 'TeacherProfileChanges' });
export type TeacherProfileInput = z.input<typeof TeacherProfileInput>;
export type TeacherProfileValues = z.output<typeof TeacherProfileInput>;

const Period = { fromYear: z.number().int(), toYear: z.number().int().nullable() };

/** GET /users/v1/profile/teacher: everything of the teacher profile the teacher may see. */
export const TeacherProfile = z
  .object({
    userId: text(),
    firstName: text(),
    lastName: text(),
    middleName: text().nullable(),
    dateOfBirth: text().nullable(),
    countryCode: text().nullable(),
    cityCode: text().nullable(),
    title: text().nullable(),
    about: text().nullable(),
    whyMe: text().nullable(),
    avatarId: text().nullable(),
    introVideoId: text().nullable(),
    introVideoCoverId: text().nullable(),
    education: z.array(z.object({ institution: text(), degree: text().nullable(), ...Period })),
    experience: z.array(z.object({ position: text(), place: text().nullable(), ...Period })),
    skills: z.array(text()),
    currency: text(),
    rateMinor: z.number().int().nullable(),
    lessonType: z.enum(LESSON_TYPES).nullable(),
    level: z.enum(KNOWLEDGE_LEVELS).nullable(),
    languages: z.array(z.object({ code: text(), level: z.enum(LANGUAGE_LEVELS) })),
    workingFrom: text().nullable(),
    workingTo: text().nullable(),
    timezone: text(),
    freeFirstLesson: z.boolean(),
    searchVisible: z.boolean(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    verificationReason: text().nullable(),
    approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
    /** Minor units; negative when the teacher owes platform fees. */
    balanceMinor: z.number().int(),
    rating: z.number(),
    reviewCount: z.number().int(),
    profileViews: z.number().int(),
  })
  .meta({ id: 'TeacherProfile' });
export type TeacherProfile = z.infer<typeof TeacherProfile>;
