import type { QuizInput, StoredQuestion } from '../../../src/shared/contracts/quizzes';
import { quizMaxScore } from '../../../src/shared/quiz/question-points';
import {
  fullTextQuestion,
  matchingQuestion,
  multigroupQuestion,
  multiselectQuestion,
  sequenceQuestion,
  shortPhraseQuestion,
  singleQuestion,
} from '../../../src/shared/quiz/testing/quiz-fixtures';
import { bearer } from '../discovery/discovery-helpers';
import type { TestApp } from '../helpers/test-app';

import { signedInUser } from '../discovery/discovery-helpers';

export { bearer, signedInUser } from '../discovery/discovery-helpers';

export const OPEN = '/users/v1/open/quizzes';
export const RESULTS = '/users/v1/quiz-results';
export const AUTHORING = '/users/v1/quiz-authoring/quizzes';

let codes = 0;

/** One question of every type (N = 1..7), as an author would send them (no ids). */
export function everyTypeQuestions(): StoredQuestion[] {
  return [
    singleQuestion(1, 'Б', { topics: ['Дроби'] }),
    multiselectQuestion(2, ['А', 'В', 'Д'], { topics: ['Козацька доба'] }),
    shortPhraseQuestion(3, ['2.5'], { topics: ['Дроби'] }),
    matchingQuestion(4, 'ГАДБ', { topics: ['Функції'] }),
    sequenceQuestion(5, 'ВАГБ', { topics: ['Козацька доба'] }),
    fullTextQuestion(6, { points: 4, topics: ['Есе'] }),
    multigroupQuestion(7, 'АВБ', { topics: ['Орфографія'] }),
  ];
}

/** A valid QuizInput over the given questions (ids dropped), with a fresh unique code. */
export function quizInput(
  questions: StoredQuestion[] = everyTypeQuestions(),
  extra: Partial<QuizInput> = {},
): QuizInput {
  const withoutIds = questions.map(({ id: _id, ...q }) => q) as QuizInput['questions'];
  return {
    mainTitle: 'Тестовий квіз',
    maxTime: 60,
    code: `TEST-${Date.now().toString(36)}-${codes++}`,
    quizImage: null,
    category: 'mathematics',
    section: 'nmt',
    maxScore: quizMaxScore(withoutIds),
    ...extra,
    questions: withoutIds,
  };
}

/** Creates a quiz as the given teacher or admin and answers its id and question ids by number. */
export async function createQuiz(t: TestApp, token: string, input: QuizInput = quizInput()) {
  const res = await t.app.inject({
    method: 'POST',
    url: AUTHORING,
    headers: { authorization: `Bearer ${token}` },
    payload: input,
  });
  if (res.statusCode !== 201) throw new Error(`quiz not created: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: string; code: string; questions: { id: string; questionNumber: number }[] };
  const ids = new Map(body.questions.map((q) => [q.questionNumber, q.id]));
  return { id: body.id, code: body.code, q: (n: number) => ids.get(n)! };
}

/** Scored results of a user (open attempts are not results yet). */
export async function countResults(t: TestApp, userId: string): Promise<number> {
  const row = await t.db
    .selectFrom('quiz_results')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '!=', 'IN_PROGRESS')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A verified teacher: their quizzes are APPROVED when saved, so they are listed and
 * open to everyone. An unverified teacher's quiz waits for an admin (tests/server/security).
 */
export async function verifiedTeacher(t: TestApp): Promise<{ id: string; token: string }> {
  const teacher = await signedInUser(t, 'ROLE_TEACHER');
  await t.db
    .insertInto('teacher_profiles')
    .values({ user_id: teacher.id, country_code: 'UA', city_code: 'kyiv', verification_status: 'DONE' })
    .execute();
  return teacher;
}

/**
 * A whole run the way the run screen does it: start an attempt on the server,
 * then finish it with the answers. Answers the finish (or the refused start).
 */
export async function submitRun(t: TestApp, token: string, quizId: string, answers: unknown) {
  const started = await t.app.inject({
    method: 'POST',
    url: `${RESULTS}/start`,
    headers: bearer(token),
    payload: { quizId, restart: true },
  });
  if (started.statusCode !== 201) return started;
  return t.app.inject({
    method: 'POST',
    url: `${RESULTS}/${started.json().id}/finish`,
    headers: bearer(token),
    payload: { answers } as object,
  });
}
