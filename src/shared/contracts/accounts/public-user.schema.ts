import { z } from 'zod';
import { KNOWLEDGE_LEVELS, LANGUAGE_LEVELS } from '../../enums';
import { LESSON_TYPES } from './account-enums';
import { text } from '../../validation/text';

const Period = { fromYear: z.number().int(), toYear: z.number().int().nullable() };

/**
 * The user details screen of a tutor: public fields only. Never email, phone, date of
 * birth, balance or verification reasons.
 */
export const PublicTeacherDetails = z
  .object({
    id: text(),
    role: z.literal('ROLE_TEACHER'),
    firstName: text(),
    lastName: text(),
    avatarId: text().nullable(),
    title: text().nullable(),
    about: text().nullable(),
    whyMe: text().nullable(),
    countryCode: text().nullable(),
    cityCode: text().nullable(),
    skills: z.array(text()),
    languages: z.array(z.object({ code: text(), level: z.enum(LANGUAGE_LEVELS) })),
    education: z.array(z.object({ institution: text(), degree: text().nullable(), ...Period })),
    experience: z.array(z.object({ position: text(), place: text().nullable(), ...Period })),
    currency: text(),
    rateMinor: z.number().int().nullable(),
    lessonType: z.enum(LESSON_TYPES).nullable(),
    level: z.enum(KNOWLEDGE_LEVELS).nullable(),
    workingFrom: text().nullable(),
    workingTo: text().nullable(),
    timezone: text(),
    freeFirstLesson: z.boolean(),
    verified: z.boolean(),
    rating: z.number(),
    reviewCount: z.number().int(),
    introVideoId: text().nullable(),
    introVideoCoverId: text().nullable(),
    lastSeenAt: text().nullable(),
    memberSince: text(),
  })
  .meta({ id: 'PublicTeacherDetails' });

/** The user details screen of a student, shown only to signed-in users (a tutor answering a request). */
export const PublicStudentDetails = z
  .object({
    id: text(),
    role: z.literal('ROLE_STUDENT'),
    firstName: text(),
    lastName: text(),
    avatarId: text().nullable(),
    interests: z.array(text()),
    lastSeenAt: text().nullable(),
    memberSince: text(),
  })
  .meta({ id: 'PublicStudentDetails' });

export const PublicUserDetails = z
  .discriminatedUnion('role', [PublicTeacherDetails, PublicStudentDetails])
  .meta({ id: 'PublicUserDetails' });
export type PublicUserDetails = z.infer<typeof PublicUserDetails>;

export const UserIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
