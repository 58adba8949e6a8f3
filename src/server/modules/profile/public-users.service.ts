import type { PublicUserDetails } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../plugins/auth';
import { readStudentProfile } from './profile.queries';
import { readTeacherLists, readTeacherRow } from './teacher-profile.queries';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The user details screen (tutor profile, student profile) with public fields only.
 * A tutor's page is public once verified (only verified tutors are shown); the tutor
 * and admins see it before that. A student's page is shown to signed-in users only (a tutor
 * reading a request), never to guests. Everything else is NOT_FOUND, so ids cannot be probed.
 */
export function createPublicUsersService(deps: Pick<AppContext, 'db'>) {
  return {
    async details(userId: string, viewer: AuthUser | null): Promise<PublicUserDetails> {
      const teacher = await readTeacherRow(deps.db, userId);
      if (teacher) {
        const mayView =
          teacher.verification_status === 'DONE' || viewer?.id === userId || viewer?.role === 'ROLE_ADMINISTRATOR';
        if (!mayView) throw new AppError('NOT_FOUND');
        const lists = await readTeacherLists(deps.db, userId);
        return {
          id: teacher.id,
          role: 'ROLE_TEACHER',
          firstName: teacher.first_name,
          lastName: teacher.last_name,
          avatarId: teacher.avatar_file_id,
          title: teacher.title,
          about: teacher.about,
          whyMe: teacher.why_me,
          countryCode: teacher.country_code,
          cityCode: teacher.city_code,
          skills: lists.skills,
          languages: lists.languages as Extract<PublicUserDetails, { role: 'ROLE_TEACHER' }>['languages'],
          education: lists.education,
          experience: lists.experience,
          currency: teacher.currency,
          rateMinor: teacher.rate_minor,
          lessonType: teacher.lesson_type,
          level: teacher.teaching_level,
          workingFrom: teacher.working_from,
          workingTo: teacher.working_to,
          timezone: teacher.timezone,
          freeFirstLesson: teacher.free_first_lesson,
          verified: teacher.verification_status === 'DONE',
          rating: Number(teacher.rating),
          reviewCount: teacher.review_count,
          introVideoId: teacher.intro_video_file_id,
          introVideoCoverId: teacher.intro_video_cover_file_id,
          lastSeenAt: iso(teacher.last_seen_at),
          memberSince: teacher.created_at.toISOString(),
        };
      }
      if (!viewer) throw new AppError('NOT_FOUND');
      const student = await readStudentProfile(deps.db, userId);
      if (!student || !student.active) throw new AppError('NOT_FOUND');
      const meta = await deps.db
        .selectFrom('users')
        .select(['created_at', 'last_seen_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        id: student.id,
        role: 'ROLE_STUDENT',
        firstName: student.first_name,
        lastName: student.last_name,
        avatarId: student.avatar_file_id,
        interests: student.interests,
        lastSeenAt: iso(meta.last_seen_at),
        memberSince: meta.created_at.toISOString(),
      };
    },
  };
}

export type PublicUsersService = ReturnType<typeof createPublicUsersService>;
