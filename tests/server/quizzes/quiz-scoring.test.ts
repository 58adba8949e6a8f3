import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserChosenAnswer } from '../../../src/shared/contracts/quizzes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createQuiz, quizInput, signedInUser, submitRun, verifiedTeacher } from './quiz-helpers';
import { matchingQuestion, shortPhraseQuestion, singleQuestion } from '../../../src/shared/quiz/testing/quiz-fixtures';

let t: TestApp;
let teacher: { id: string; token: string };
let student: { id: string; token: string };
let quiz: Awaited<ReturnType<typeof createQuiz>>;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await verifiedTeacher(t);
  student = await signedInUser(t);
  quiz = await createQuiz(t, teacher.token);
});
afterAll(async () => t?.close());

type Entry = Omit<UserChosenAnswer, 'questionId' | 'matchingAnswer'> & { matchingAnswer?: string | null };
const entries = (questionId: string, list: Entry[]): UserChosenAnswer[] =>
  list.map((e) => ({ questionId, matchingAnswer: null, ...e }));
const pairs = (questionId: string, letters: string) =>
  entries(
    questionId,
    [...letters].map((match, i) => ({ answer: String(i + 1), matchingAnswer: match })),
  );

async function submit(answers: UserChosenAnswer[], quizId = quiz.id, token = student.token) {
  return submitRun(t, token, quizId, answers);
}
async function pointsOf(n: number, answers: UserChosenAnswer[]) {
  const res = await submit(answers);
  expect(res.statusCode).toBe(200);
  return res.json().result.perQuestion.find((q: { questionNumber: number }) => q.questionNumber === n);
}

describe('server scoring by the NMT rules (exam-facts.md)', () => {
  it('single answer: 1 point for the key, 0 otherwise', async () => {
    expect((await pointsOf(1, entries(quiz.q(1), [{ answer: 'Б' }]))).points).toBe(1);
    expect((await pointsOf(1, entries(quiz.q(1), [{ answer: 'А' }]))).points).toBe(0);
  });

  it.each([
    ['whole order right', 'ВАГБ', 3],
    ['first and last right, middle wrong', 'ВГАБ', 2],
    ['only the first right', 'ВБАГ', 1],
    ['only the last right', 'АГВБ', 1],
    ['neither end right', 'БВАГ', 0],
  ])('sequence, %s: %i points', async (_case, order, points) => {
    expect((await pointsOf(5, pairs(quiz.q(5), order))).points).toBe(points);
  });

  it('matching: 1 point per correctly matched row (partial credit)', async () => {
    expect((await pointsOf(4, pairs(quiz.q(4), 'ГАДБ'))).points).toBe(4);
    const partial = await pointsOf(4, pairs(quiz.q(4), 'ГАВВ'));
    expect(partial).toMatchObject({ points: 2, maxPoints: 4, outcome: 'partial' });
    expect((await pointsOf(4, pairs(quiz.q(4), 'Г'))).points).toBe(1);
  });

  it('three of seven: 1 point per correct choice; a wrong choice only wastes a slot', async () => {
    const q = quiz.q(2);
    expect((await pointsOf(2, entries(q, [{ answer: 'А' }, { answer: 'В' }, { answer: 'Д' }]))).points).toBe(3);
    expect((await pointsOf(2, entries(q, [{ answer: 'А' }, { answer: 'Б' }, { answer: 'Д' }]))).points).toBe(2);
  });

  it('short answer: `2,5` equals `2.5`, maths answers score 2 or 0', async () => {
    const q = quiz.q(3);
    expect((await pointsOf(3, entries(q, [{ answer: '2,5' }]))).points).toBe(2);
    expect((await pointsOf(3, entries(q, [{ answer: ' 2.50 ' }]))).points).toBe(2);
    expect((await pointsOf(3, entries(q, [{ answer: '2,4' }]))).points).toBe(0);
  });

  it('multigroup: 1 point per group', async () => {
    const q = quiz.q(7);
    const groups = (letters: string) =>
      entries(
        q,
        [...letters].map((answer, groupIndex) => ({ answer, groupIndex })),
      );
    expect((await pointsOf(7, groups('АВБ'))).points).toBe(3);
    expect((await pointsOf(7, groups('АВГ'))).points).toBe(2);
  });

  it('a full-text answer is pending until a teacher marks it, then counts', async () => {
    const res = await submit(entries(quiz.q(6), [{ answer: 'Моє есе про дроби.' }]));
    const record = res.json();
    expect(record.status).toBe('PENDING_REVIEW');
    expect(record.result).toMatchObject({ score: 0, pendingReview: true });

    const pending = await t.app.inject({
      url: `/users/v1/quiz-authoring/quizzes/${quiz.id}/pending-results`,
      headers: bearer(teacher.token),
    });
    expect(pending.json().items.map((i: { record: { id: string } }) => i.record.id)).toContain(record.id);

    const marked = await t.app.inject({
      method: 'PUT',
      url: `/users/v1/quiz-authoring/results/${record.id}/marks`,
      headers: bearer(teacher.token),
      payload: { marks: [{ questionId: quiz.q(6), points: 3 }] },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'FINISHED', result: { score: 3, pendingReview: false } });
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/users/v1/quiz-authoring/results/${record.id}/marks`,
      headers: bearer(teacher.token),
      payload: { marks: [{ questionId: quiz.q(6), points: 5 }] },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('sums the score, percent and maxScore of the whole sheet; no 100–200 without a table', async () => {
    const res = await submit([...entries(quiz.q(1), [{ answer: 'Б' }]), ...pairs(quiz.q(5), 'ВАГБ')]);
    const result = res.json().result;
    expect(result).toMatchObject({ score: 4, maxScore: 20, percent: 20 });
    expect(result.scaled).toBeUndefined();
    expect(result.thresholdReached).toBeUndefined();
  });
});

describe('conversion to 100–200 where the author entered a table', () => {
  // An illustrative table typed by the test's author, not the official one (exam-facts: never invented).
  const table = [
    { points: 2, scaled: 100 },
    { points: 4, scaled: 140 },
    { points: 6, scaled: 170 },
    { points: 7, scaled: 200 },
  ];

  it('shows the scaled score and whether the threshold was reached', async () => {
    const questions = [
      singleQuestion(1, 'А'),
      singleQuestion(2, 'Б'),
      matchingQuestion(3, 'ГАД', { topics: [] }),
      shortPhraseQuestion(4, ['7']),
    ];
    questions[2]!.answerGroups[0]!.answerGroupOptions.pop();
    const converted = await createQuiz(
      t,
      teacher.token,
      quizInput(questions, { threshold: 2, conversionTable: table }),
    );
    const submitTo = (answers: UserChosenAnswer[]) => submit(answers, converted.id).then((r) => r.json().result);

    const high = await submitTo([
      ...entries(converted.q(1), [{ answer: 'А' }]),
      ...entries(converted.q(2), [{ answer: 'Б' }]),
      ...pairs(converted.q(3), 'ГАВ'),
      ...entries(converted.q(4), [{ answer: '7' }]),
    ]);
    expect(high).toMatchObject({ score: 6, maxScore: 7, scaled: 170, thresholdReached: true });

    const low = await submitTo(entries(converted.q(1), [{ answer: 'А' }]));
    expect(low).toMatchObject({ score: 1, thresholdReached: false });
    expect(low.scaled).toBeUndefined();

    const edge = await submitTo(entries(converted.q(4), [{ answer: '7,0' }]));
    expect(edge).toMatchObject({ score: 2, scaled: 100, thresholdReached: true });
  });
});
