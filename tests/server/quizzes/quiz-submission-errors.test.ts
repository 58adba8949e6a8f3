import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, countResults, createQuiz, RESULTS, signedInUser, submitRun, verifiedTeacher } from './quiz-helpers';

let t: TestApp;
let quiz: Awaited<ReturnType<typeof createQuiz>>;
beforeAll(async () => {
  t = await createTestApp();
  const teacher = await verifiedTeacher(t);
  quiz = await createQuiz(t, teacher.token);
});
afterAll(async () => t?.close());

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const choice = (questionId: string, answer: string) => ({ questionId, answer, matchingAnswer: null });

describe('answers that cannot be scored answer 400 and save nothing', () => {
  it('an answer to a question the quiz does not have', async () => {
    const me = await signedInUser(t);
    const res = await submitRun(t, me.token, quiz.id, [
      choice(quiz.q(1), 'Б'),
      choice('00000000-0000-4000-8000-000000000000', 'А'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { problem: 'UNKNOWN_QUESTION' } });
    expect(await countResults(t, me.id)).toBe(0);
  });

  it('a fourth "three of seven" choice', async () => {
    const me = await signedInUser(t);
    const q = quiz.q(2);
    const res = await submitRun(
      t,
      me.token,
      quiz.id,
      ['А', 'Б', 'В', 'Г'].map((letter) => choice(q, letter)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      problem: 'TOO_MANY_CHOICES',
      fields: { [`answers.${q}`]: 'validation.quiz-answer-too-many-choices' },
    });
    expect(await countResults(t, me.id)).toBe(0);
  });

  it('two answers to a single-answer question, a row matched twice, a group answer without its group', async () => {
    const me = await signedInUser(t);
    const cases = [
      [choice(quiz.q(1), 'А'), choice(quiz.q(1), 'Б')],
      [
        { questionId: quiz.q(4), answer: '1', matchingAnswer: 'А' },
        { questionId: quiz.q(4), answer: '1', matchingAnswer: 'Б' },
      ],
      [choice(quiz.q(7), 'А')],
    ];
    for (const answers of cases) {
      expect((await submitRun(t, me.token, quiz.id, answers)).statusCode).toBe(400);
    }
    expect(await countResults(t, me.id)).toBe(0);
  });

  it('finishing a finished result answers 400 QUIZ_RESULT_FINISHED and keeps the first score', async () => {
    const me = await signedInUser(t);
    const started = await post(me.token, `${RESULTS}/start`, { quizId: quiz.id });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ status: 'IN_PROGRESS', answers: [], currentQuestionIndex: 0 });
    const id = started.json().id;

    // A bad sheet leaves the result open.
    const bad = await post(me.token, `${RESULTS}/${id}/finish`, { answers: [choice('x', 'А')] });
    expect(bad.statusCode).toBe(400);
    const finish = await post(me.token, `${RESULTS}/${id}/finish`, { answers: [choice(quiz.q(1), 'Б')] });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({ status: 'FINISHED', result: { score: 1 } });

    const again = await post(me.token, `${RESULTS}/${id}/finish`, {
      answers: [choice(quiz.q(1), 'А'), choice(quiz.q(2), 'А')],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'QUIZ_RESULT_FINISHED', message: expect.any(String) });
    const review = await t.app.inject({ url: `${RESULTS}/${id}`, headers: bearer(me.token) });
    expect(review.json().record.result.score).toBe(1);
    expect(await countResults(t, me.id)).toBe(1);
  });

  it('an unknown quiz is 404, a guest 401, a malformed body 400', async () => {
    const me = await signedInUser(t);
    const unknown = await post(me.token, `${RESULTS}/start`, { quizId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const guest = await t.app.inject({ method: 'POST', url: `${RESULTS}/start`, payload: { quizId: quiz.id } });
    expect(guest.statusCode).toBe(401);
    const started = await post(me.token, `${RESULTS}/start`, { quizId: quiz.id });
    expect((await post(me.token, `${RESULTS}/${started.json().id}/finish`, {})).statusCode).toBe(400);
    expect(await countResults(t, me.id)).toBe(0);
  });
});
