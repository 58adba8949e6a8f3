import type { QuizApprovalList, QuizApprovalState, QuizApprovalStatus } from '../../../shared/contracts/quizzes';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { NotificationsFacade } from '../notifications/notifications.module';
import * as q from './quiz-approval.queries';
import type { QuizzesDeps } from './quiz-catalogue.service';

/** The quizzes' dependencies plus the notifications facade (the author is told through an event). */
export type QuizApprovalDeps = QuizzesDeps & { notifications: NotificationsFacade };

/**
 * Admins approve tutors' quizzes for the public catalogue (IN_REVIEW →
 * APPROVED | DECLINED). A declined quiz can still be approved later; an approved one can be
 * declined (taken out of the catalogue). The author is told both ways, in the app.
 */
export function createQuizApprovalService(deps: QuizApprovalDeps) {
  async function move(id: string, from: QuizApprovalStatus[], to: QuizApprovalStatus): Promise<QuizApprovalState> {
    const at = new Date(deps.now());
    const moved = await deps.db.transaction().execute(async (trx) => {
      const row = await q.setApproval(trx, id, from, to, at);
      if (row?.author_id)
        await deps.notifications.notify(trx, {
          userId: row.author_id,
          kind: 'INFORMATION',
          titleKey: to === 'APPROVED' ? 'quiz-approved' : 'quiz-declined',
          params: { quizId: row.id, title: row.main_title },
          createdAt: at,
        });
      return row;
    });
    if (moved) return { id: moved.id, approvalStatus: moved.approval_status };
    const current = await deps.db
      .selectFrom('quizzes')
      .select(['approval_status', 'published'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current || !current.published) throw new AppError('NOT_FOUND');
    throw new AppError('ILLEGAL_TRANSITION', { from: current.approval_status, to });
  }

  return {
    async list(status: QuizApprovalStatus, limit: number, offset: number, language: Language) {
      const { rows, total } = await q.listByApproval(deps.db, status, limit, offset);
      const list: QuizApprovalList = {
        total,
        items: rows.map((row) => ({
          id: row.id,
          code: row.code,
          mainTitle: row.main_title,
          section: row.section,
          categoryName: language === 'en' ? row.category_name_en : row.category_name_uk,
          questionCount: Number(row.question_count ?? 0),
          approvalStatus: row.approval_status,
          updatedAt: row.updated_at.toISOString(),
          author: row.author_id
            ? {
                id: row.author_id,
                firstName: row.first_name ?? '',
                lastName: row.last_name ?? '',
                verificationStatus: row.verification_status,
              }
            : null,
        })),
      };
      return list;
    },

    approve: (id: string) => move(id, ['IN_REVIEW', 'DECLINED'], 'APPROVED'),
    decline: (id: string) => move(id, ['IN_REVIEW', 'APPROVED'], 'DECLINED'),
  };
}

export type QuizApprovalService = ReturnType<typeof createQuizApprovalService>;
