import type { Kysely, Transaction } from 'kysely';
import type { ApprovalStatus } from '../../../shared/contracts/accounts/account-enums';
import type { QuizInput, QuizSection } from '../../../shared/contracts/quizzes';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { QuestionRow, QuizRow } from './quiz-rows';

type Db = Database | Transaction<DB> | Kysely<DB>;

function quizzesWithCategory(db: Db) {
  return db
    .selectFrom('quizzes as q')
    .innerJoin('categories as c', 'c.code', 'q.category_code')
    .selectAll('q')
    .select(['c.name_uk as category_name_uk', 'c.name_en as category_name_en']);
}

/** The public catalogue: published quizzes an admin approved (or that never needed it). */
export function listPublishedQuizzes(db: Db, section: QuizSection, category?: string): Promise<QuizRow[]> {
  let query = quizzesWithCategory(db)
    .where('q.published', '=', true)
    .where('q.approval_status', '=', 'APPROVED')
    .where('q.section', '=', section);
  if (category) query = query.where('q.category_code', '=', category);
  return query.orderBy('q.created_at', 'desc').orderBy('q.code').execute();
}

/** Quizzes an author may edit: their own, or every quiz for an admin (`authorId` null). */
export function listAuthoredQuizzes(db: Db, authorId: string | null): Promise<QuizRow[]> {
  let query = quizzesWithCategory(db);
  if (authorId) query = query.where('q.author_id', '=', authorId);
  return query.orderBy('q.updated_at', 'desc').orderBy('q.code').execute();
}

export function findQuizByCode(db: Db, code: string): Promise<QuizRow | undefined> {
  return quizzesWithCategory(db)
    .where((eb) => eb(eb.fn('lower', ['q.code']), '=', code.toLowerCase()))
    .executeTakeFirst();
}

export function findQuizById(db: Db, id: string): Promise<QuizRow | undefined> {
  return quizzesWithCategory(db).where('q.id', '=', id).executeTakeFirst();
}

export function questionsOf(db: Db, quizIds: readonly string[]): Promise<QuestionRow[]> {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('quiz_questions')
    .selectAll()
    .where('quiz_id', 'in', quizIds)
    .orderBy('quiz_id')
    .orderBy('question_number')
    .execute();
}

/** Just the type of every question of the quizzes: what a list of summaries needs. */
export function questionTypesOf(db: Db, quizIds: readonly string[]) {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('quiz_questions').select(['quiz_id', 'task_type']).where('quiz_id', 'in', quizIds).execute();
}

export async function categoryExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('categories').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** The quiz whose code this is (case-insensitively), if any: codes are unique. */
export async function quizIdOfCode(db: Db, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('quizzes')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

function quizValues(quiz: QuizInput, maxScore: number) {
  return {
    code: quiz.code,
    main_title: quiz.mainTitle,
    max_time: quiz.maxTime,
    quiz_image: quiz.quizImage,
    category_code: quiz.category,
    section: quiz.section,
    max_score: maxScore,
    threshold: quiz.threshold ?? null,
    conversion_table: quiz.conversionTable ? JSON.stringify(quiz.conversionTable) : null,
  };
}

/**
 * Writes a whole quiz: the quiz row, then its questions matched by questionNumber, so a question
 * keeps its id (and results their review) across edits; questions no longer sent are deleted.
 * Call inside a transaction. `quiz` must already be sanitised and validated.
 */
export async function writeQuiz(
  trx: Db,
  target: { id?: string; authorId: string | null; at: Date; approvalStatus: ApprovalStatus },
  quiz: QuizInput,
  maxScore: number,
): Promise<string> {
  const values = quizValues(quiz, maxScore);
  const id = target.id
    ? (
        await trx
          .updateTable('quizzes')
          .set({ ...values, approval_status: target.approvalStatus, updated_at: target.at })
          .where('id', '=', target.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    : (
        await trx
          .insertInto('quizzes')
          .values({
            ...values,
            author_id: target.authorId,
            approval_status: target.approvalStatus,
            created_at: target.at,
            updated_at: target.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

  const numbers = quiz.questions.map((q) => q.questionNumber);
  await trx
    .deleteFrom('quiz_questions')
    .where('quiz_id', '=', id)
    .where('question_number', 'not in', numbers)
    .execute();
  const rows = quiz.questions.map((q) => ({
    quiz_id: id,
    question_number: q.questionNumber,
    task_type: q.taskType,
    title_html: q.questionTaskHtml,
    explanation_html: q.taskExplanation,
    points: q.points ?? null,
    topics: JSON.stringify(q.topics),
    answer_groups: JSON.stringify(q.answerGroups),
    correct_answer: JSON.stringify(q.correctAnswerLetters),
  }));
  // One statement for all questions: an existing number is updated in place, keeping its id.
  await trx
    .insertInto('quiz_questions')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['quiz_id', 'question_number']).doUpdateSet((eb) => ({
        task_type: eb.ref('excluded.task_type'),
        title_html: eb.ref('excluded.title_html'),
        explanation_html: eb.ref('excluded.explanation_html'),
        points: eb.ref('excluded.points'),
        topics: eb.ref('excluded.topics'),
        answer_groups: eb.ref('excluded.answer_groups'),
        correct_answer: eb.ref('excluded.correct_answer'),
      })),
    )
    .execute();
  return id;
}

export async function unpublishQuiz(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('quizzes').set({ published: false, updated_at: at }).where('id', '=', id).execute();
}
