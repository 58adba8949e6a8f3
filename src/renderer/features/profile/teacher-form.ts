import type { UseFormReturn } from 'react-hook-form';
import type { TeacherProfile, TeacherProfileInput, TeacherProfileValues } from '../../../shared/contracts/accounts';
import { canonicalTimeZone } from '../../../shared/time-zones';
import { browserTimeZone } from './time-zones';

/** The teacher profile form: the shared contract's input, parsed to its output on submit. */
export type TeacherForm = UseFormReturn<TeacherProfileInput, unknown, TeacherProfileValues>;

/** Empty selects and blank optional inputs become null, as the contract expects. */
export const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** What the editor starts from: the stored profile, with nulls where a control needs a value. */
export function formDefaults(profile: TeacherProfile): TeacherProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    middleName: profile.middleName,
    dateOfBirth: profile.dateOfBirth,
    countryCode: profile.countryCode ?? 'UA',
    cityCode: profile.cityCode ?? '',
    title: profile.title ?? '',
    about: profile.about ?? '',
    whyMe: profile.whyMe,
    avatarId: profile.avatarId ?? '',
    introVideoId: profile.introVideoId,
    introVideoCoverId: profile.introVideoCoverId,
    education: profile.education,
    experience: profile.experience,
    skills: profile.skills,
    currency: profile.currency,
    rateMinor: profile.rateMinor ?? (undefined as unknown as number),
    lessonType: profile.lessonType ?? (undefined as unknown as 'ONLINE'),
    level: profile.level ?? (undefined as unknown as 'BEGINNER'),
    languages: profile.languages,
    workingFrom: profile.workingFrom ?? '',
    workingTo: profile.workingTo ?? '',
    // Never saved yet (working hours are required on save): the browser's zone, not the stored default.
    timezone: profile.workingFrom === null ? browserTimeZone() : canonicalTimeZone(profile.timezone),
    freeFirstLesson: profile.freeFirstLesson,
  };
}

/** Field paths the server may name in details.fields. */
export const TEACHER_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'dateOfBirth',
  'countryCode',
  'cityCode',
  'title',
  'about',
  'whyMe',
  'avatarId',
  'introVideoId',
  'introVideoCoverId',
  'skills',
  'currency',
  'rateMinor',
  'lessonType',
  'level',
  'languages',
  'workingFrom',
  'workingTo',
  'timezone',
] as const;
