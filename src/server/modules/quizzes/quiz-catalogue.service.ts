import type { QuizList, QuizListQuery, QuizRun, QuizSummary } from '../../../shared/contracts/quizzes';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import type { LessonsFacade } from '../lessons/lessons.module';
import { mayOpenQuiz } from './quiz-access';
import { toQuizSummary, toRunQuestion, type QuestionRow, type QuizRow } from './quiz-rows';
import * as queries from './quizzes.queries';
import type { ProfileFacade } from '../profile/profile.module';

export interface QuizzesDeps {
  db: Database;
  now: () => number;
  /** Whether a student is a quiz author's own: they may open its quiz while it waits in review. */
  lessons: Pick<LessonsFacade, 'isLinkedStudent'>;
  /** A verified tutor's quiz is approved on save. */
  profiles: Pick<ProfileFacade, 'isVerifiedTutor'>;
}

/**
 * The open side of exam practice (a guest may start a quiz): published quizzes by section,
 * a quiz's info and the questions of a run, which never carry answer keys or explanations.
 */
export function createQuizCatalogueService(deps: QuizzesDeps) {
  async function publishedByCode(
    code: string,
    viewer: AuthUser | null,
  ): Promise<{ quiz: QuizRow; questions: QuestionRow[] }> {
    const quiz = await queries.findQuizByCode(deps.db, code);
    if (!quiz || !(await mayOpenQuiz(deps, quiz, viewer))) throw new AppError('NOT_FOUND');
    return { quiz, questions: await queries.questionsOf(deps.db, [quiz.id]) };
  }

  return {
    async list(query: QuizListQuery, language: Language): Promise<QuizList> {
      const quizzes = await queries.listPublishedQuizzes(deps.db, query.section, query.category);
      const questions = await queries.questionTypesOf(
        deps.db,
        quizzes.map((q) => q.id),
      );
      return {
        items: quizzes.map((quiz) =>
          toQuizSummary(
            quiz,
            questions.filter((q) => q.quiz_id === quiz.id),
            language,
          ),
        ),
      };
    },

    async info(code: string, language: Language, viewer: AuthUser | null = null): Promise<QuizSummary> {
      const { quiz, questions } = await publishedByCode(code, viewer);
      return toQuizSummary(quiz, questions, language);
    },

    async run(code: string, language: Language, viewer: AuthUser | null = null): Promise<QuizRun> {
      const { quiz, questions } = await publishedByCode(code, viewer);
      return { quiz: toQuizSummary(quiz, questions, language), questions: questions.map(toRunQuestion) };
    },
  };
}

export type QuizCatalogueService = ReturnType<typeof createQuizCatalogueService>;
