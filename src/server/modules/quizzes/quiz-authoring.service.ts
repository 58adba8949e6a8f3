import {
  QuizInput,
  type AuthoredQuizList,
  type LoadedQuiz,
  type PendingQuizResults,
  type QuizResultRecord,
  type TeacherMark,
} from '../../../shared/contracts/quizzes';
import { AppError, type FieldErrors } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { quizMaxScore } from '../../../shared/quiz/question-points';
import { scoreQuiz } from '../../../shared/quiz/scoring';
import { isUniqueViolation } from '../../db/db-errors';
import type { AuthUser } from '../../plugins/auth';
import type { QuizzesDeps } from './quiz-catalogue.service';
import { sanitizeQuiz } from './quiz-html';
import { toResultRecord } from './quiz-result-records';
import { approvalOnSave } from './quiz-access';
import { toLoadedQuiz, toQuizSummary, toScorableQuiz, type QuizRow } from './quiz-rows';
import * as results from './quiz-results.queries';
import * as queries from './quizzes.queries';

const isAdmin = (user: AuthUser) => user.role === 'ROLE_ADMINISTRATOR';

/** The code is the quiz's URL segment (/quizzes/:code): letters, digits, '-' and '_' only. */
const CODE_SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

/**
 * Quiz authoring for teachers and admins (the route guards the roles). A teacher edits
 * their own quizzes, an admin every quiz, including the product's seeded ones. The payload is the
 * QuizInput contract (authoring rules, maxScore = sum of points); HTML is sanitised, then checked again.
 */
export function createQuizAuthoringService(deps: QuizzesDeps) {
  const at = () => new Date(deps.now());

  async function editable(user: AuthUser, quizId: string) {
    const quiz = await queries.findQuizById(deps.db, quizId);
    if (!quiz) throw new AppError('NOT_FOUND');
    if (!isAdmin(user) && quiz.author_id !== user.id) throw new AppError('FORBIDDEN');
    return quiz;
  }

  async function prepared(input: QuizInput, quizId?: string): Promise<QuizInput> {
    const parsed = QuizInput.safeParse(sanitizeQuiz(input));
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
        fields[issue.path.join('.') || '_'] ??= message;
      }
      throw new AppError('VALIDATION_FAILED', { in: 'body', fields });
    }
    const invalid = (field: string, key: string) =>
      new AppError('VALIDATION_FAILED', { in: 'body', fields: { [field]: key } });
    if (!CODE_SLUG.test(parsed.data.code)) throw invalid('code', 'validation.quiz-code-invalid');
    if (!(await queries.categoryExists(deps.db, parsed.data.category))) {
      throw invalid('category', 'validation.quiz-category-unknown');
    }
    const owner = await queries.quizIdOfCode(deps.db, parsed.data.code);
    if (owner && owner !== quizId) throw codeTaken();
    return parsed.data;
  }

  async function save(user: AuthUser, input: QuizInput, current?: QuizRow): Promise<LoadedQuiz> {
    const quizId = current?.id;
    const quiz = await prepared(input, quizId);
    const approvalStatus = await approvalOnSave(deps, user, current?.approval_status);
    try {
      const id = await deps.db
        .transaction()
        .execute((trx) =>
          queries.writeQuiz(
            trx,
            { id: quizId, authorId: user.id, at: at(), approvalStatus },
            quiz,
            quizMaxScore(quiz.questions),
          ),
        );
      return load(id);
    } catch (error) {
      if (isUniqueViolation(error, 'quizzes_code_key')) throw codeTaken();
      throw error;
    }
  }

  async function load(id: string): Promise<LoadedQuiz> {
    const quiz = await queries.findQuizById(deps.db, id);
    if (!quiz) throw new AppError('NOT_FOUND');
    return toLoadedQuiz(quiz, await queries.questionsOf(deps.db, [id]));
  }

  return {
    async list(user: AuthUser, language: Language): Promise<AuthoredQuizList> {
      const quizzes = await queries.listAuthoredQuizzes(deps.db, isAdmin(user) ? null : user.id);
      const ids = quizzes.map((q) => q.id);
      const [questions, pending] = await Promise.all([
        queries.questionTypesOf(deps.db, ids),
        results.countPendingByQuiz(deps.db, ids),
      ]);
      return {
        items: quizzes.map((quiz) => ({
          ...toQuizSummary(
            quiz,
            questions.filter((q) => q.quiz_id === quiz.id),
            language,
          ),
          published: quiz.published,
          approvalStatus: quiz.approval_status,
          authorId: quiz.author_id,
          updatedAt: quiz.updated_at.toISOString(),
          pendingReviewCount: pending.get(quiz.id) ?? 0,
        })),
      };
    },

    async get(user: AuthUser, quizId: string): Promise<LoadedQuiz> {
      await editable(user, quizId);
      return load(quizId);
    },

    create: (user: AuthUser, input: QuizInput) => save(user, input),

    async update(user: AuthUser, quizId: string, input: QuizInput): Promise<LoadedQuiz> {
      return save(user, input, await editable(user, quizId));
    },

    /** Unpublishes: students' results of the quiz stay readable. */
    async remove(user: AuthUser, quizId: string): Promise<void> {
      await editable(user, quizId);
      await queries.unpublishQuiz(deps.db, quizId, at());
    },

    async pending(user: AuthUser, quizId: string): Promise<PendingQuizResults> {
      await editable(user, quizId);
      const [rows, questions] = await Promise.all([
        results.listPendingOfQuiz(deps.db, quizId),
        queries.questionsOf(deps.db, [quizId]),
      ]);
      const fullText = questions.filter((q) => q.task_type === 'FULL_TEXT_ANSWER');
      return {
        items: rows.map((row) => ({
          record: toResultRecord(row),
          student: { id: row.student_id, firstName: row.first_name, lastName: row.last_name },
          fullTextAnswers: fullText.flatMap((q) => {
            const answer = row.answers.find((a) => a.questionId === q.id);
            return answer ? [{ questionId: q.id, questionNumber: q.question_number, text: answer.answer }] : [];
          }),
        })),
      };
    },

    /** Marks full-text answers; the result is rescored and counts them from now on. */
    async mark(user: AuthUser, resultId: string, marks: readonly TeacherMark[]): Promise<QuizResultRecord> {
      const row = await results.findResult(deps.db, resultId);
      if (!row) throw new AppError('NOT_FOUND');
      const quiz = await editable(user, row.quiz_id);
      if (row.status === 'IN_PROGRESS') throw new AppError('CONFLICT');
      const questions = await queries.questionsOf(deps.db, [quiz.id]);
      const merged = [
        ...row.teacher_marks.filter((old) => !marks.some((m) => m.questionId === old.questionId)),
        ...marks,
      ];
      // Answers to questions removed since the run no longer score.
      const known = new Set(questions.map((q) => q.id));
      const answers = row.answers.filter((a) => known.has(a.questionId));
      const result = scoreQuiz(toScorableQuiz(quiz, questions), answers, merged);
      await results.saveMarkedResult(deps.db, resultId, row.answers, merged, result);
      const saved = await results.findResult(deps.db, resultId);
      return toResultRecord(saved!);
    },
  };
}

function codeTaken() {
  return new AppError('CONFLICT', { fields: { code: 'validation.quiz-code-taken' } });
}

export type QuizAuthoringService = ReturnType<typeof createQuizAuthoringService>;
