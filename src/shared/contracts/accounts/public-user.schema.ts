import { z } from 'zod';
import { KNOWLEDGE_LEVELS, LANGUAGE_LEVELS } from '../../enums';
import { LESSON_TYPES } from './account-enums';

const Period = { fromYear: z.number().int(), toYear: z.number().int().nullable() };

/**
 * The user details screen (spec 2) of a tutor: public fields only. Never email, phone, date of
 * birth, balance or verification reasons.
 */
export const PublicTeacherDetails = z
  .object({
    id: z.string(),
    role: z.literal('ROLE_TEACHER'),
    firstName: z.string(),
    lastName: z.string(),
    avatarId: z.string().nullable(),
    title: z.string().nullable(),
    about: z.string().nullable(),
    whyMe: z.string().nullable(),
    countryCode: z.string().nullable(),
    cityCode: z.string().nullable(),
    skills: z.array(z.string()),
    languages: z.array(z.object({ code: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
    education: z.array(z.object({ institution: z.string(), degree: z.string().nullable(), ...Period })),
    experience: z.array(z.object({ position: z.string(), place: z.string().nullable(), ...Period })),
    currency: z.string(),
    rateMinor: z.number().int().nullable(),
    lessonType: z.enum(LESSON_TYPES).nullable(),
    level: z.enum(KNOWLEDGE_LEVELS).nullable(),
    workingFrom: z.string().nullable(),
    workingTo: z.string().nullable(),
    timezone: z.string(),
    freeFirstLesson: z.boolean(),
    verified: z.boolean(),
    rating: z.number(),
    reviewCount: z.number().int(),
    introVideoId: z.string().nullable(),
    introVideoCoverId: z.string().nullable(),
    lastSeenAt: z.string().nullable(),
    memberSince: z.string(),
  })
  .meta({ id: 'PublicTeacherDetails' });

/** The user details screen of a student, shown only to signed-in users (a tutor answering a request). */
export const PublicStudentDetails = z
  .object({
    id: z.string(),
    role: z.literal('ROLE_STUDENT'),
    firstName: z.string(),
    lastName: z.string(),
    avatarId: z.string().nullable(),
    interests: z.array(z.string()),
    lastSeenAt: z.string().nullable(),
    memberSince: z.string(),
  })
  .meta({ id: 'PublicStudentDetails' });

export const PublicUserDetails = z
  .discriminatedUnion('role', [PublicTeacherDetails, PublicStudentDetails])
  .meta({ id: 'PublicUserDetails' });
export type PublicUserDetails = z.infer<typeof PublicUserDetails>;

export const UserIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
