import type { VerificationList, VerificationState } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { teacherProfileProblems } from '../../../shared/validation/teacher-profile';
import type { AppContext } from '../../app-context';
import { balanceMinorOf } from '../balance/balance.module';
import type { VerificationStatus } from '../../db/schema/profiles.tables';
import type { ProfileFacade, VerificationChange } from '../profile/profile.module';
import { suggestedSubjectsOf } from '../subject-suggestions/subject-suggestions.module';
import type { VerificationOutcome } from './verification.events';
import * as q from './verification.queries';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Teacher verification: the teacher submits a complete profile (NOT_DONE, FAILED or
 * MISSING_INFO → IN_PROCESS, approval IN_REVIEW); an admin approves (→ DONE, APPROVED) or
 * declines with a reason (→ FAILED or MISSING_INFO, DECLINED). The teacher is notified both
 * ways, in the app and by email if they allow notifications, through `verification.changed`.
 */
export function createVerificationService(
  deps: Pick<AppContext, 'db' | 'now' | 'events'> & { profiles: ProfileFacade },
) {
  async function missingFields(userId: string) {
    const p = await deps.profiles.teacherProfile(userId);
    return teacherProfileProblems({ ...p, languages: p.languages });
  }

  async function state(userId: string): Promise<VerificationState> {
    const row = await q.readVerification(deps.db, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      status: row.verification_status,
      reason: row.verification_reason,
      approvalStatus: row.approval_status,
      submittedAt: iso(row.verification_submitted_at),
      verifiedAt: iso(row.verified_at),
      searchVisible: row.search_visible,
      missingFields: row.verification_status === 'DONE' ? {} : await missingFields(userId),
    };
  }

  /**
   * Moves the verification and records the change in one transaction: the notification and the
   * e-mail follow from the event (verification.events.ts), exactly when the change commits.
   */
  async function move(
    userId: string,
    from: readonly VerificationStatus[],
    to: VerificationChange,
    outcome: VerificationOutcome,
    reason: string | null,
  ): Promise<boolean> {
    const at = new Date(deps.now());
    return deps.db.transaction().execute(async (trx) => {
      if (!(await deps.profiles.moveVerification(trx, userId, from, to, at))) return false;
      await deps.events.emit(trx, {
        type: 'verification.changed',
        aggregateType: 'user',
        aggregateId: userId,
        payload: { userId, outcome, reason, at: at.toISOString() },
      });
      return true;
    });
  }

  return {
    state,

    async submit(userId: string): Promise<VerificationState> {
      const missing = await missingFields(userId);
      if (Object.keys(missing).length > 0) throw new AppError('PROFILE_INCOMPLETE', { fields: missing });
      const moved = await move(
        userId,
        ['NOT_DONE', 'FAILED', 'MISSING_INFO'],
        {
          verification_status: 'IN_PROCESS',
          approval_status: 'IN_REVIEW',
          verification_reason: null,
          verification_submitted_at: new Date(deps.now()),
        },
        'submitted',
        null,
      );
      if (!moved) throw new AppError('ILLEGAL_TRANSITION', { status: (await state(userId)).status });
      return state(userId);
    },

    /**
     * The submitted profiles with what the admin approves: photo, intro video,
     * about text, subjects and the subjects the tutor suggested for the list.
     */
    async list(
      approvalStatus: 'IN_REVIEW' | 'APPROVED' | 'DECLINED',
      limit: number,
      offset: number,
      language: Language,
    ): Promise<VerificationList> {
      const { rows, total } = await q.listForReview(deps.db, approvalStatus, limit, offset);
      const ids = rows.map((r) => r.id);
      const [subjects, suggested] = await Promise.all([q.subjectsOf(deps.db, ids), suggestedSubjectsOf(deps.db, ids)]);
      const namesOf = <T extends { user_id: string }>(list: T[], userId: string, name: (row: T) => string) =>
        list.filter((row) => row.user_id === userId).map(name);
      return {
        total,
        items: rows.map((r) => ({
          userId: r.id,
          email: r.email,
          firstName: r.first_name,
          lastName: r.last_name,
          title: r.title,
          avatarId: r.avatar_file_id,
          about: r.about,
          whyMe: r.why_me,
          introVideoId: r.intro_video_file_id,
          introVideoCoverId: r.intro_video_cover_file_id,
          subjects: namesOf(subjects, r.id, (row) => (language === 'en' ? row.name_en : row.name_uk)),
          suggestedSubjects: namesOf(suggested, r.id, (row) => row.name),
          status: r.verification_status,
          approvalStatus: r.approval_status,
          reason: r.verification_reason,
          submittedAt: iso(r.verification_submitted_at),
        })),
      };
    },

    async approve(userId: string): Promise<VerificationState> {
      const moved = await move(
        userId,
        ['IN_PROCESS'],
        {
          verification_status: 'DONE',
          approval_status: 'APPROVED',
          verification_reason: null,
          verified_at: new Date(deps.now()),
        },
        'approved',
        null,
      );
      if (!moved) throw new AppError((await q.readVerification(deps.db, userId)) ? 'ILLEGAL_TRANSITION' : 'NOT_FOUND');
      return state(userId);
    },

    async decline(userId: string, reason: string, status: 'FAILED' | 'MISSING_INFO'): Promise<VerificationState> {
      const moved = await move(
        userId,
        ['IN_PROCESS'],
        {
          verification_status: status,
          approval_status: 'DECLINED',
          verification_reason: reason,
          verified_at: null,
          search_visible: false,
        },
        status === 'FAILED' ? 'declined' : 'missing-info',
        reason,
      );
      if (!moved) throw new AppError((await q.readVerification(deps.db, userId)) ? 'ILLEGAL_TRANSITION' : 'NOT_FOUND');
      return state(userId);
    },

    /** Visible in search only once verified and never with a negative balance. */
    async setSearchVisibility(userId: string, visible: boolean): Promise<{ searchVisible: boolean }> {
      const row = await q.readVerification(deps.db, userId);
      if (!row) throw new AppError('NOT_FOUND');
      if (visible) {
        if (row.verification_status !== 'DONE')
          throw new AppError('VERIFICATION_REQUIRED', { status: row.verification_status });
        const balanceMinor = await balanceMinorOf(deps.db, userId);
        if (balanceMinor < 0) throw new AppError('NEGATIVE_BALANCE', { balanceMinor });
      }
      await deps.profiles.setSearchVisible(deps.db, userId, visible, new Date(deps.now()));
      return { searchVisible: visible };
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
