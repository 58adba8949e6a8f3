import type { Selectable } from 'kysely';
import type { QuizResult, TeacherMark, UserChosenAnswer } from '../../../shared/contracts/quizzes';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

export type ResultRow = Selectable<DB['quiz_results']> & {
  quiz_code: string;
  main_title: string;
  section: DB['quizzes']['section'];
  author_id: string | null;
};

function resultsWithQuiz(db: Database) {
  return db
    .selectFrom('quiz_results as r')
    .innerJoin('quizzes as q', 'q.id', 'r.quiz_id')
    .selectAll('r')
    .select(['q.code as quiz_code', 'q.main_title', 'q.section', 'q.author_id']);
}

export function findResult(db: Database, id: string): Promise<ResultRow | undefined> {
  return resultsWithQuiz(db).where('r.id', '=', id).executeTakeFirst();
}

export function listResultsOf(db: Database, userId: string, quizId?: string): Promise<ResultRow[]> {
  let query = resultsWithQuiz(db).where('r.user_id', '=', userId);
  if (quizId) query = query.where('r.quiz_id', '=', quizId);
  return query.orderBy('r.started_at', 'desc').orderBy('r.id').execute();
}

export function listPendingOfQuiz(db: Database, quizId: string) {
  return resultsWithQuiz(db)
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id as student_id', 'u.first_name', 'u.last_name'])
    .where('r.quiz_id', '=', quizId)
    .where('r.status', '=', 'PENDING_REVIEW')
    .orderBy('r.finished_at')
    .execute();
}

export async function countPendingByQuiz(db: Database, quizIds: readonly string[]): Promise<Map<string, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_results')
    .select(['quiz_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('quiz_id', 'in', quizIds)
    .where('status', '=', 'PENDING_REVIEW')
    .groupBy('quiz_id')
    .execute();
  return new Map(rows.map((row) => [row.quiz_id, Number(row.count)]));
}

function scoredColumns(answers: readonly UserChosenAnswer[], marks: readonly TeacherMark[], result: QuizResult) {
  return {
    status: result.pendingReview ? ('PENDING_REVIEW' as const) : ('FINISHED' as const),
    answers: JSON.stringify(answers),
    teacher_marks: JSON.stringify(marks),
    per_question: JSON.stringify(result.perQuestion),
    score: result.score,
    max_score: result.maxScore,
    percent: result.percent,
    scaled_score: result.scaled ?? null,
    threshold_reached: result.thresholdReached ?? null,
  };
}

/**
 * Finishes an open result. Conditional on IN_PROGRESS, so of two racing finishes only one
 * writes; answers whether this one did.
 */
export async function finishResult(
  db: Database,
  id: string,
  answers: readonly UserChosenAnswer[],
  result: QuizResult,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('quiz_results')
    .set({ ...scoredColumns(answers, [], result), finished_at: at })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Stores a teacher's marks and the result rescored with them. */
export async function saveMarkedResult(
  db: Database,
  id: string,
  answers: readonly UserChosenAnswer[],
  marks: readonly TeacherMark[],
  result: QuizResult,
): Promise<void> {
  await db
    .updateTable('quiz_results')
    .set(scoredColumns(answers, marks, result))
    .where('id', '=', id)
    .where('status', '!=', 'IN_PROGRESS')
    .execute();
}
