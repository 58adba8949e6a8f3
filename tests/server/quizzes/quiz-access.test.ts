import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  AUTHORING,
  bearer,
  createQuiz,
  quizInput,
  RESULTS,
  signedInUser,
  submitRun,
  verifiedTeacher,
} from './quiz-helpers';

let t: TestApp;
let teacher: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  teacher = await verifiedTeacher(t);
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

describe('authoring is for teachers and admins only', () => {
  it('refuses students with 403 and guests with 401', async () => {
    const student = await signedInUser(t);
    expect((await send('POST', AUTHORING, student.token, quizInput())).statusCode).toBe(403);
    expect((await send('GET', AUTHORING, student.token)).statusCode).toBe(403);
    expect((await send('POST', AUTHORING, undefined, quizInput())).statusCode).toBe(401);
  });

  it('lets a teacher edit only their own quiz; an admin any', async () => {
    const quiz = await createQuiz(t, teacher.token);
    const other = await verifiedTeacher(t);
    const admin = await signedInUser(t, 'ROLE_ADMINISTRATOR');
    const edit = quizInput(undefined, { mainTitle: 'Змінений', code: quiz.code });
    expect((await send('PUT', `${AUTHORING}/${quiz.id}`, other.token, edit)).statusCode).toBe(403);
    expect((await send('GET', `${AUTHORING}/${quiz.id}`, other.token)).statusCode).toBe(403);
    const byAdmin = await send('PUT', `${AUTHORING}/${quiz.id}`, admin.token, edit);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ mainTitle: 'Змінений', subject: 'mathematics', section: 'nmt' });
    // Question ids survive an edit (results keep their review).
    expect(byAdmin.json().questions.find((q: { questionNumber: number }) => q.questionNumber === 1).id).toBe(quiz.q(1));
    expect((await send('GET', AUTHORING, other.token)).json().items).toEqual([]);
    expect((await send('GET', AUTHORING, teacher.token)).json().items[0]).toMatchObject({
      id: quiz.id,
      questionCount: 7,
    });
  });

  it('sanitises question HTML and answers spec-5 field keys for invalid quizzes', async () => {
    const input = quizInput();
    input.questions[0]!.questionTaskHtml =
      '<p onclick="x()">Скільки буде 2 + 2?<script>alert(1)</script><img src="javascript:alert(1)"></p>';
    const saved = await send('POST', AUTHORING, teacher.token, input);
    expect(saved.statusCode).toBe(201);
    const html = saved.json().questions[0].questionTaskHtml as string;
    expect(html).toContain('Скільки буде 2 + 2?');
    expect(html).not.toMatch(/script|onclick|javascript/);

    const onlyScript = quizInput();
    onlyScript.questions[0]!.questionTaskHtml = '<script>alert(1)</script>';
    const blank = await send('POST', AUTHORING, teacher.token, onlyScript);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details.fields['questions.0.questionTaskHtml']).toBe('validation.quiz-question-required');

    const wrongMax = await send('POST', AUTHORING, teacher.token, { ...quizInput(), maxScore: 99 });
    expect(wrongMax.json().details.fields).toMatchObject({ maxScore: 'validation.quiz-max-score-mismatch' });
    const matching = quizInput();
    matching.questions[3]!.answerGroups.pop();
    expect((await send('POST', AUTHORING, teacher.token, matching)).json().details.fields).toMatchObject({
      'questions.3.answerGroups': 'validation.quiz-matching-needs-two-groups',
    });
    const category = await send(
      'POST',
      AUTHORING,
      teacher.token,
      quizInput(undefined, { category: 'no-such-subject' }),
    );
    expect(category.json().details.fields).toEqual({ category: 'validation.quiz-category-unknown' });
    const slash = await send('POST', AUTHORING, teacher.token, quizInput(undefined, { code: 'nmt/math 1' }));
    expect(slash.json().details.fields).toEqual({ code: 'validation.quiz-code-invalid' });
    const taken = await send(
      'POST',
      AUTHORING,
      teacher.token,
      quizInput(undefined, { code: input.code.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.fields).toEqual({ code: 'validation.quiz-code-taken' });
  });

  it('deleting unpublishes: gone from the open list, results stay readable', async () => {
    const quiz = await createQuiz(t, teacher.token);
    const student = await signedInUser(t);
    const result = await submitRun(t, student.token, quiz.id, []);
    expect((await send('DELETE', `${AUTHORING}/${quiz.id}`, teacher.token)).statusCode).toBe(200);
    expect((await send('GET', `/users/v1/open/quizzes/${quiz.code}`)).statusCode).toBe(404);
    expect((await send('GET', `${RESULTS}/${result.json().id}`, student.token)).statusCode).toBe(200);
  });
});

describe('results are private', () => {
  it('only the owner (and the quiz author) reads a result; another student gets 404', async () => {
    const quiz = await createQuiz(t, teacher.token);
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const answers = [{ questionId: quiz.q(1), answer: 'Б', matchingAnswer: null }];
    const id = (await submitRun(t, owner.token, quiz.id, answers)).json().id;

    const review = await send('GET', `${RESULTS}/${id}`, owner.token);
    expect(review.statusCode).toBe(200);
    const first = review.json().questions[0];
    expect(first).toMatchObject({
      questionNumber: 1,
      correctAnswerLetters: ['Б'],
      chosenAnswers: answers,
      score: { points: 1 },
    });
    expect(first.referencePath).toBe('/dovidka/viditestiv/1');
    expect((await send('GET', `${RESULTS}/${id}`, stranger.token)).statusCode).toBe(404);
    expect((await send('GET', `${RESULTS}/${id}`, teacher.token)).statusCode).toBe(200);
    expect((await send('GET', RESULTS, stranger.token)).json()).toEqual({ items: [], history: [] });
  });

  it('lists my results newest first with a progress history oldest first', async () => {
    const quiz = await createQuiz(t, teacher.token);
    const me = await signedInUser(t);
    for (const answer of ['А', 'Б']) {
      await submitRun(t, me.token, quiz.id, [{ questionId: quiz.q(1), answer, matchingAnswer: null }]);
      t.clock.advance(60_000);
    }
    await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id });
    const mine = (await send('GET', `${RESULTS}?quizId=${quiz.id}`, me.token)).json();
    expect(mine.items.map((r: { status: string }) => r.status)).toEqual(['IN_PROGRESS', 'FINISHED', 'FINISHED']);
    expect(mine.history.map((p: { score: number }) => p.score)).toEqual([0, 1]);
  });
});
