import type { QuizResult, StoredQuestion } from '../../../shared/contracts/quizzes';
import { AppError } from '../../../shared/errors';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../plugins/auth';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import { quizApprovalRoutes } from './quiz-approval.routes';
import { createQuizApprovalService } from './quiz-approval.service';
import { createQuizAttemptsService } from './quiz-attempts.service';
import { quizAuthoringRoutes } from './quiz-authoring.routes';
import { createQuizAuthoringService } from './quiz-authoring.service';
import { createQuizCatalogueService, type QuizzesDeps } from './quiz-catalogue.service';
import { storedResult } from './quiz-result-records';
import { quizResultRoutes } from './quiz-results.routes';
import { createQuizResultsService } from './quiz-results.service';
import { toStoredQuestion, type QuestionRow } from './quiz-rows';
import * as quizzes from './quizzes.queries';
import { openQuizRoutes } from './quizzes.routes';

export { createGuestAttemptCleanupJob, deleteUnclaimedGuestAttempts } from './quiz-guest-cleanup';
export type { QuestionRow } from './quiz-rows';

/** What other modules may ask of quizzes: the AI's analyses and hints read through it. */
export interface QuizzesFacade {
  /**
   * A result the user may read (its owner, the quiz's author, admins; NOT_FOUND otherwise), with
   * its quiz's title and questions. `result` is null while the run is open.
   */
  resultWithQuestions(
    user: AuthUser,
    resultId: string,
  ): Promise<{ mainTitle: string; result: QuizResult | null; questions: StoredQuestion[] }>;
  /** One question of a published quiz and the quiz's subject; NOT_FOUND otherwise. */
  publishedQuestion(quizId: string, questionId: string): Promise<{ categoryCode: string; question: QuestionRow }>;
}

export interface QuizzesModuleDeps {
  /** Whether a student is a quiz author's own: they may open its quiz while it waits in review. */
  lessons: Pick<LessonsFacade, 'isLinkedStudent'>;
  /** Authors hear of their quizzes' approval. */
  notifications: NotificationsFacade;
  /** Whether an author is a verified tutor, read from their profile. */
  profiles: Pick<ProfileFacade, 'isVerifiedTutor'>;
}

/**
 * Exam practice: the open catalogue and guests' attempts (`openRoutes`, open prefix), signed-in
 * results (`routes`, API prefix), teachers' and admins' authoring (`authoringRoutes`, under
 * /quiz-authoring), admins' approval (`adminRoutes`, admin prefix), and the facade the AI reads
 * results and questions through. Each service is built here once.
 */
export function createQuizzesModule(ctx: Pick<AppContext, 'db' | 'now'>, moduleDeps: QuizzesModuleDeps) {
  const deps: QuizzesDeps = {
    db: ctx.db,
    now: ctx.now,
    lessons: moduleDeps.lessons,
    profiles: moduleDeps.profiles,
  };
  const catalogue = createQuizCatalogueService(deps);
  const attempts = createQuizAttemptsService(deps);
  const results = createQuizResultsService(deps);
  const authoring = createQuizAuthoringService(deps);
  const approvals = createQuizApprovalService({ ...deps, notifications: moduleDeps.notifications });
  const facade: QuizzesFacade = {
    async resultWithQuestions(user, resultId) {
      const row = await results.readable(user, resultId);
      const result = storedResult(row);
      const questions = result ? (await quizzes.questionsOf(deps.db, [row.quiz_id])).map(toStoredQuestion) : [];
      return { mainTitle: row.main_title, result, questions };
    },
    async publishedQuestion(quizId, questionId) {
      const quiz = await quizzes.findQuizById(deps.db, quizId);
      if (!quiz || !quiz.published) throw new AppError('NOT_FOUND');
      const question = (await quizzes.questionsOf(deps.db, [quiz.id])).find((q) => q.id === questionId);
      if (!question) throw new AppError('NOT_FOUND');
      return { categoryCode: quiz.category_code, question };
    },
  };
  return {
    facade,
    openRoutes: openQuizRoutes,
    openRouteOptions: { catalogue, attempts },
    routes: quizResultRoutes,
    routeOptions: { results, attempts },
    authoringRoutes: quizAuthoringRoutes,
    authoringRouteOptions: { authoring },
    adminRoutes: quizApprovalRoutes,
    adminRouteOptions: { approvals },
  };
}
export type QuizzesModule = ReturnType<typeof createQuizzesModule>;
