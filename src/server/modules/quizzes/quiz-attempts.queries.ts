import type { UserChosenAnswer } from '../../../shared/contracts/quizzes';
import type { Database } from '../../db/database';

/** An attempt is a quiz_results row from its start (migration 0622). */
export function findAttempt(db: Database, id: string) {
  return db.selectFrom('quiz_results').selectAll().where('id', '=', id).executeTakeFirst();
}

export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

export async function insertAttempt(
  db: Database,
  values: { userId: string | null; guestKeyHash: string | null; quizId: string; at: Date; deadline: Date },
): Promise<AttemptRow> {
  return db
    .insertInto('quiz_results')
    .values({
      user_id: values.userId,
      guest_key_hash: values.guestKeyHash,
      quiz_id: values.quizId,
      started_at: values.at,
      deadline_at: values.deadline,
      updated_at: values.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's open attempts at a quiz, newest first. */
export function openAttemptsOf(db: Database, userId: string, quizId: string): Promise<AttemptRow[]> {
  return db
    .selectFrom('quiz_results')
    .selectAll()
    .where('user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .where('status', '=', 'IN_PROGRESS')
    .orderBy('started_at', 'desc')
    .execute();
}

/** Saves partial answers of an open attempt; false when it is no longer open. */
export async function saveProgress(
  db: Database,
  id: string,
  progress: { answers: readonly UserChosenAnswer[]; currentQuestionIndex: number },
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('quiz_results')
    .set({
      answers: JSON.stringify(progress.answers),
      current_question_index: progress.currentQuestionIndex,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Drops an open attempt the student restarted (it was never scored, so nothing is lost). */
export async function deleteOpenAttempt(db: Database, id: string): Promise<void> {
  await db.deleteFrom('quiz_results').where('id', '=', id).where('status', '=', 'IN_PROGRESS').execute();
}

/**
 * Gives a guest's open attempt to the user who signed in, if the key's hash matches; the key
 * then stops working. Answers whether it was claimed.
 */
export async function claimGuestAttempt(
  db: Database,
  id: string,
  keyHash: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('quiz_results')
    .set({ user_id: userId, guest_key_hash: null, updated_at: at })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .where('guest_key_hash', '=', keyHash)
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
