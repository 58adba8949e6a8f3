import { z } from 'zod';
import { ROLES } from '../../enums';
import { LANGUAGES } from '../../i18n/language';
import { TEACHER_PROFILE_LIMITS } from '../../validation/teacher-profile';
import { GENDERS, REGISTRATION_STEPS } from './account-enums';
import { FirstName, LastName, MiddleName, OneTimeCode, PhoneNumber } from './account-fields.schema';
import { text } from '../../validation/text';

/** GET /users/v1/profile: the signed-in user, whatever the role. */
export const Profile = z
  .object({
    id: text(),
    email: text(),
    role: z.enum(ROLES),
    firstName: text(),
    lastName: text(),
    middleName: text().nullable(),
    /** `+380XXXXXXXXX`, null until confirmed by SMS code. */
    phoneNumber: text().nullable(),
    avatarId: text().nullable(),
    gender: z.enum(GENDERS).nullable(),
    notificationsEnabled: z.boolean(),
    registrationStep: z.enum(REGISTRATION_STEPS),
    /** Teachers: verified by an admin. Always false for other roles. */
    verified: z.boolean(),
    emailVerified: z.boolean(),
    active: z.boolean(),
    language: z.enum(LANGUAGES),
    /** The subject and city a student last searched with (search category and city codes). */
    searchCategoryCode: text().nullable(),
    searchCityCode: text().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

const Code = text().trim().min(1).max(64);
const IsoDate = z.iso.date({ error: 'validation.date-invalid' });

/** A plausible date of birth: not in the future, not before 1900. */
export const DateOfBirth = IsoDate.refine(
  (value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
  'validation.date-of-birth-invalid',
);

/** PUT /users/v1/profile/setup/profile-info: registration step PROFILE_INFO (both roles). */
export const ProfileInfoInput = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    middleName: MiddleName,
    gender: z.enum(GENDERS, { error: 'validation.gender-invalid' }).nullish(),
    /** Teachers only; ignored for students. */
    dateOfBirth: DateOfBirth.nullish(),
    countryCode: text().trim().length(2, 'validation.country-invalid').nullish(),
    /** Teachers: where they live and teach offline. Students: the city they search in. */
    cityCode: Code.nullish(),
  })
  .meta({ id: 'ProfileInfo' });
export type ProfileInfoInput = z.input<typeof ProfileInfoInput>;

/** POST /users/v1/profile/phone-code and /profile/phone/validation. */
export const PhoneInput = z.object({ phoneNumber: PhoneNumber }).meta({ id: 'Phone' });
export type PhoneInput = z.input<typeof PhoneInput>;

/** POST /users/v1/profile/phone: the SMS code confirms the number (step PHONE_NUMBER). */
export const PhoneCodeInput = z.object({ phoneNumber: PhoneNumber, code: OneTimeCode }).meta({ id: 'PhoneCode' });
export type PhoneCodeInput = z.input<typeof PhoneCodeInput>;

/** Category codes: what a teacher teaches, or what a student wants to learn. */
export const SkillCodes = z
  .array(Code, { error: 'validation.skills-required' })
  .min(1, 'validation.skills-required')
  .max(TEACHER_PROFILE_LIMITS.maxSkills, 'validation.too-many');

/** PUT /users/v1/profile/setup/skills: registration step SKILLS (teacher skills or student interests). */
export const SkillsInput = z.object({ skills: SkillCodes }).meta({ id: 'Skills' });
export type SkillsInput = z.input<typeof SkillsInput>;

/** GET /users/v1/profile/student: a student's own profile. */
export const StudentProfile = z
  .object({
    userId: text(),
    firstName: text(),
    lastName: text(),
    middleName: text().nullable(),
    email: text(),
    phoneNumber: text().nullable(),
    emailVerified: z.boolean(),
    active: z.boolean(),
    interests: z.array(text()),
    avatarId: text().nullable(),
    gender: z.enum(GENDERS).nullable(),
    searchCategoryCode: text().nullable(),
    searchCityCode: text().nullable(),
  })
  .meta({ id: 'StudentProfile' });
export type StudentProfile = z.infer<typeof StudentProfile>;

/** PUT /users/v1/profile/student */
export const StudentProfileInput = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    middleName: MiddleName,
    gender: z.enum(GENDERS, { error: 'validation.gender-invalid' }).nullish(),
    interests: z.array(Code).max(TEACHER_PROFILE_LIMITS.maxSkills, 'validation.too-many').default([]),
    searchCategoryCode: Code.nullish(),
    searchCityCode: Code.nullish(),
  })
  .meta({ id: 'StudentProfileChanges' });
export type StudentProfileInput = z.input<typeof StudentProfileInput>;

/** POST /users/v1/profile/photo | video | video-cover: the stored file. */
export const StoredFile = z
  .object({
    id: text(),
    kind: z.enum(['AVATAR', 'INTRO_VIDEO', 'VIDEO_COVER']),
    mimeType: text(),
    byteSize: z.number().int(),
    /** Where the file is served, e.g. `/users/v1/open/files/<id>`. */
    url: text(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof StoredFile>;

/**
 * GET /users/v1/open/upload-limits: the configured photo and video limits (photo and
 * video have size limits and allowed formats), so the browser can say them and refuse a file
 * before uploading it. The server still checks every upload.
 */
export const UploadLimits = z
  .object({
    maxImageBytes: z.number().int(),
    maxVideoBytes: z.number().int(),
    imageTypes: z.array(text()),
    videoTypes: z.array(text()),
  })
  .meta({ id: 'UploadLimits' });
export type UploadLimits = z.infer<typeof UploadLimits>;

/** What POST /users/v1/profile/phone-code answers, for the code screen's timers. */
export const PhoneCodeSent = z
  .object({ phoneNumber: text(), codeTtlSeconds: z.number().int(), resendAfterSeconds: z.number().int() })
  .meta({ id: 'PhoneCodeSent' });
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;
