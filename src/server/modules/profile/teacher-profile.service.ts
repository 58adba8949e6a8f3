import type { z } from 'zod';
import type { TeacherProfile, TeacherProfileInput } from '../../../shared/contracts/accounts';
import { AppError, type FieldErrors } from '../../../shared/errors';
import { canonicalTimeZone } from '../../../shared/time-zones';
import type { Database } from '../../db/database';
import type { AppContext } from '../../app-context';
import type { AuthFacade } from '../auth/auth.module';
import { balanceMinorOf } from '../balance/balance.module';
import { assertReferencesExist } from './reference-checks';
import * as q from './teacher-profile.queries';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The teacher's whole profile as its owner sees it; NOT_FOUND for a non-teacher. */
export async function readTeacherProfile(db: Database, userId: string): Promise<TeacherProfile> {
  const row = await q.readTeacherRow(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  const lists = await q.readTeacherLists(db, userId);
  return {
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    middleName: row.middle_name,
    dateOfBirth: row.date_of_birth,
    countryCode: row.country_code,
    cityCode: row.city_code,
    title: row.title,
    about: row.about,
    whyMe: row.why_me,
    avatarId: row.avatar_file_id,
    introVideoId: row.intro_video_file_id,
    introVideoCoverId: row.intro_video_cover_file_id,
    ...lists,
    languages: lists.languages as TeacherProfile['languages'],
    currency: row.currency,
    rateMinor: row.rate_minor,
    lessonType: row.lesson_type,
    level: row.teaching_level,
    workingFrom: row.working_from,
    workingTo: row.working_to,
    timezone: row.timezone,
    freeFirstLesson: row.free_first_lesson,
    searchVisible: row.search_visible,
    verificationStatus: row.verification_status,
    verificationReason: row.verification_reason,
    approvalStatus: row.approval_status,
    balanceMinor: await balanceMinorOf(db, userId),
    rating: Number(row.rating),
    reviewCount: row.review_count,
    profileViews: row.profile_views,
  };
}

/** The teacher's own profile: every field, saved under the profile's validation rules. */
export function createTeacherProfileService(deps: Pick<AppContext, 'db' | 'now'> & { auth: AuthFacade }) {
  const read = (userId: string) => readTeacherProfile(deps.db, userId);

  /** Uploaded files named in the profile must be the teacher's own, of the right kind. */
  async function assertFiles(userId: string, input: z.output<typeof TeacherProfileInput>): Promise<void> {
    const fields: FieldErrors = {};
    const expected: [keyof typeof input, string | null | undefined, string][] = [
      ['avatarId', input.avatarId, 'AVATAR'],
      ['introVideoId', input.introVideoId, 'INTRO_VIDEO'],
      ['introVideoCoverId', input.introVideoCoverId, 'VIDEO_COVER'],
    ];
    for (const [field, id, kind] of expected) {
      if (id && (await q.ownedFileKind(deps.db, userId, id)) !== kind) fields[field] = 'validation.file-invalid';
    }
    if (!isTimeZone(input.timezone)) fields.timezone = 'validation.timezone-invalid';
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { in: 'body', fields });
  }

  return {
    read,

    async save(userId: string, input: z.output<typeof TeacherProfileInput>): Promise<TeacherProfile> {
      await assertReferencesExist(deps.db, {
        countryCode: input.countryCode,
        cityCode: input.cityCode,
        skills: input.skills,
        languages: input.languages.map((l) => l.code),
        currency: input.currency,
      });
      await assertFiles(userId, input);
      // Stored by its canonical name: a browser may send "Europe/Kiev".
      const values = { ...input, timezone: canonicalTimeZone(input.timezone) };
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        await deps.auth.updateAccount(
          trx,
          userId,
          { first_name: values.firstName, last_name: values.lastName, middle_name: values.middleName },
          at,
        );
        await q.writeTeacherProfile(trx, userId, values, at);
      });
      return read(userId);
    },
  };
}

export type TeacherProfileService = ReturnType<typeof createTeacherProfileService>;
