import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ATTEMPT_KEY_HEADER, QUIZ_DEADLINE_GRACE_MS } from '../../../src/shared/contracts/quizzes';
import {
  matchingQuestion,
  sequenceQuestion,
  shortPhraseQuestion,
  singleQuestion,
} from '../../../src/shared/quiz/testing/quiz-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AI } from '../quizzes/ai-helpers';
import {
  AUTHORING,
  bearer,
  createQuiz,
  quizInput,
  RESULTS,
  signedInUser,
  verifiedTeacher,
} from '../quizzes/quiz-helpers';

/*
 * Exam practice and the quiz part of bad-input handling: results come only from attempts
 * started on the server, the deadline is the server's, partial answers live there (and a guest's
 * attempt is carried over at sign-in), unknown letters are a 400, authoring refuses empty and too
 * few options and short conversion tables, and the deterministic hint is a real hint.
 */

const GUEST = '/users/v1/open/quiz-attempts';
const MINUTE = 60_000;

let t: TestApp;
let teacherToken: string;
let quiz: Awaited<ReturnType<typeof createQuiz>>;
beforeAll(async () => {
  t = await createTestApp();
  teacherToken = (await verifiedTeacher(t)).token;
  // Ten minutes: the test clock can pass the deadline without outliving the access tokens.
  quiz = await createQuiz(
    t,
    teacherToken,
    quizInput([singleQuestion(1, 'Б'), matchingQuestion(2, 'ГАДБ'), sequenceQuestion(3, 'ВАГБ')], { maxTime: 10 }),
  );
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, token: string | null, payload?: object, language = 'uk') =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
const choice = (questionId: string, answer: string, matchingAnswer: string | null = null) => ({
  questionId,
  answer,
  matchingAnswer,
});

describe('results come only from an attempt started on the server', () => {
  it('a whole answer sheet without an attempt is not scored (no such route)', async () => {
    const me = await signedInUser(t);
    const res = await send('POST', RESULTS, me.token, { quizId: quiz.id, answers: [choice(quiz.q(1), 'Б')] });
    expect(res.statusCode).toBe(404);
    expect(await t.db.selectFrom('quiz_results').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
  });

  it('partial answers are saved there and the run resumes on another device; restart begins afresh', async () => {
    const me = await signedInUser(t);
    const started = await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id });
    expect(started.statusCode).toBe(201);
    const id = started.json().id as string;
    expect(Date.parse(started.json().deadlineAt) - Date.parse(started.json().startedAt)).toBe(10 * MINUTE);

    const saved = await send('PUT', `${RESULTS}/${id}/answers`, me.token, {
      answers: [choice(quiz.q(1), 'Б')],
      currentQuestionIndex: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // "Another device": the same account starts the quiz again and gets the same run back.
    const resumed = await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      id,
      currentQuestionIndex: 2,
      answers: [choice(quiz.q(1), 'Б')],
      startedAt: started.json().startedAt,
    });

    const restarted = await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id, restart: true });
    expect(restarted.statusCode).toBe(201);
    expect(restarted.json()).toMatchObject({ answers: [], currentQuestionIndex: 0 });
    expect(restarted.json().id).not.toBe(id);
    expect((await send('GET', `${RESULTS}/${id}/attempt`, me.token)).statusCode).toBe(404);
  });

  it('the deadline is enforced there: after maxTime plus the grace only answers saved in time count', async () => {
    const me = await signedInUser(t);
    const id = (await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id, restart: true })).json().id;
    await send('PUT', `${RESULTS}/${id}/answers`, me.token, {
      answers: [choice(quiz.q(1), 'А')],
      currentQuestionIndex: 0,
    });

    t.clock.advance(10 * MINUTE + QUIZ_DEADLINE_GRACE_MS + 1_000);
    const late = await send(
      'PUT',
      `${RESULTS}/${id}/answers`,
      me.token,
      { answers: [choice(quiz.q(1), 'Б')], currentQuestionIndex: 0 },
      'en',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'QUIZ_TIME_UP', message: expect.stringContaining('Time is up') });
    // The late save closed the attempt with the answer saved in time (a wrong one): 0 points.
    const review = (await send('GET', `${RESULTS}/${id}`, me.token)).json();
    expect(review.record).toMatchObject({ status: 'FINISHED', result: { score: 0 } });
  });

  it('a finish after the grace scores the saved answers, not the ones sent late', async () => {
    const me = await signedInUser(t);
    const id = (await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id })).json().id;
    await send('PUT', `${RESULTS}/${id}/answers`, me.token, {
      answers: [choice(quiz.q(1), 'А')],
      currentQuestionIndex: 0,
    });
    t.clock.advance(10 * MINUTE + QUIZ_DEADLINE_GRACE_MS + 1_000);
    const finished = await send('POST', `${RESULTS}/${id}/finish`, me.token, { answers: [choice(quiz.q(1), 'Б')] });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().result.score).toBe(0);
  });

  it('within the grace the answers sent with the finish count', async () => {
    const me = await signedInUser(t);
    const id = (await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id })).json().id;
    t.clock.advance(10 * MINUTE + QUIZ_DEADLINE_GRACE_MS / 2);
    const finished = await send('POST', `${RESULTS}/${id}/finish`, me.token, { answers: [choice(quiz.q(1), 'Б')] });
    expect(finished.json().result.score).toBe(1);
  });

  it('a guest’s attempt is saved under its key and carried over at sign-in', async () => {
    const started = await send('POST', GUEST, null, { quizId: quiz.id });
    expect(started.statusCode).toBe(201);
    const { attempt, guestKey } = started.json() as { attempt: { id: string }; guestKey: string };
    const keyed = { [GUEST_ATTEMPT_KEY_HEADER]: guestKey };
    const save = await t.app.inject({
      method: 'PUT',
      url: `${GUEST}/${attempt.id}/answers`,
      headers: keyed,
      payload: { answers: [choice(quiz.q(1), 'Б')], currentQuestionIndex: 1 },
    });
    expect(save.statusCode, save.body).toBe(200);
    const wrongKey = await t.app.inject({
      url: `${GUEST}/${attempt.id}`,
      headers: { [GUEST_ATTEMPT_KEY_HEADER]: 'x'.repeat(32) },
    });
    expect(wrongKey.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${GUEST}/${attempt.id}`, headers: keyed })).json()).toMatchObject({
      currentQuestionIndex: 1,
    });

    const me = await signedInUser(t);
    const claimed = await send('POST', `${RESULTS}/${attempt.id}/claim`, me.token, {
      guestKey,
      progress: { answers: [choice(quiz.q(1), 'Б'), choice(quiz.q(2), '1', 'Г')], currentQuestionIndex: 2 },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ id: attempt.id, currentQuestionIndex: 2 });
    // The key stops working once the attempt is the user's; another user cannot claim it.
    expect((await t.app.inject({ url: `${GUEST}/${attempt.id}`, headers: keyed })).statusCode).toBe(404);
    const other = await signedInUser(t);
    expect((await send('POST', `${RESULTS}/${attempt.id}/claim`, other.token, { guestKey })).statusCode).toBe(404);

    const resumed = await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id });
    expect(resumed.json()).toMatchObject({ id: attempt.id, answers: [{ answer: 'Б' }, { answer: '1' }] });
    const finished = await send('POST', `${RESULTS}/${attempt.id}/finish`, me.token, {
      answers: resumed.json().answers,
    });
    expect(finished.json().result.score).toBe(2);
  });
});

describe('an answer that is not an option is a 400, not a stored 0', () => {
  it.each([
    ['a letter the single answer does not offer', [choice('1', 'Я')], 'UNKNOWN_OPTION'],
    ['a matching row that does not exist', [choice('2', '9', 'А')], 'UNKNOWN_ROW'],
    ['a matching letter that is not an option', [choice('2', '1', 'Я')], 'UNKNOWN_OPTION'],
    ['a sequence position past the last', [choice('3', '5', 'А')], 'UNKNOWN_ROW'],
  ])('%s', async (_name, raw, problem) => {
    const me = await signedInUser(t);
    const id = (await send('POST', `${RESULTS}/start`, me.token, { quizId: quiz.id })).json().id;
    const answers = raw.map((a) => ({ ...a, questionId: quiz.q(Number(a.questionId)) }));
    for (const [language, text] of [
      ['uk', 'Перевірте виділені поля.'],
      ['en', 'Please check the highlighted fields.'],
    ] as const) {
      const saved = await send(
        'PUT',
        `${RESULTS}/${id}/answers`,
        me.token,
        { answers, currentQuestionIndex: 0 },
        language,
      );
      expect(saved.statusCode).toBe(400);
      expect(saved.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: text, details: { problem } });
    }
    const finished = await send('POST', `${RESULTS}/${id}/finish`, me.token, { answers });
    expect(finished.statusCode).toBe(400);
    const row = await t.db.selectFrom('quiz_results').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'IN_PROGRESS', answers: [], score: null });
  });
});

describe('authoring refuses tasks nobody can answer fairly', () => {
  // A fresh teacher: the deadline tests above moved the clock past older tokens.
  const create = async (input: object) => send('POST', AUTHORING, (await verifiedTeacher(t)).token, input);

  it('options with empty content and fewer options than the type needs', async () => {
    const empty = singleQuestion(1, 'А');
    empty.answerGroups[0]!.answerGroupOptions[1]!.content = '<p> </p>';
    const lonely = singleQuestion(2, 'А');
    lonely.answerGroups[0]!.answerGroupOptions.splice(1);
    const res = await create(quizInput([empty, lonely]));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({
      'questions.0.answerGroups.0.answerGroupOptions.1.content': 'validation.quiz-option-content-required',
      'questions.1.answerGroups.0': 'validation.quiz-too-few-options',
    });
  });

  it('conversion tables that start below the threshold or stop short of the maximum', async () => {
    const questions = [singleQuestion(1, 'А'), singleQuestion(2, 'Б'), shortPhraseQuestion(3, ['7'])];
    const below = await create(
      quizInput(questions, {
        threshold: 2,
        conversionTable: [
          { points: 1, scaled: 100 },
          { points: 4, scaled: 200 },
        ],
      }),
    );
    expect(below.json().details.fields).toMatchObject({
      conversionTable: 'validation.quiz-conversion-table-below-threshold',
    });
    const short = await create(
      quizInput(questions, {
        threshold: 2,
        conversionTable: [
          { points: 2, scaled: 100 },
          { points: 3, scaled: 160 },
        ],
      }),
    );
    expect(short.json().details.fields).toMatchObject({
      conversionTable: 'validation.quiz-conversion-table-short-of-max',
    });
  });
});

describe('the deterministic hint is a real hint, worded for the subject', () => {
  it('says the rule of the type and the topic; the decimal comma only for maths', async () => {
    const me = await signedInUser(t);
    const author = await verifiedTeacher(t);
    const hintFor = async (category: string) => {
      const q = await createQuiz(
        t,
        author.token,
        quizInput([shortPhraseQuestion(1, ['Олеже'], { topics: ['Кличний відмінок'] })], { category }),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `${AI}/quiz-hint`,
        headers: { ...bearer(me.token), 'accept-language': 'en' },
        payload: { quizId: q.id, questionId: q.q(1) },
      });
      expect(res.statusCode).toBe(200);
      const event = res.body
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => JSON.parse(block.slice(6)))
        .find((e) => e.type === 'hint');
      return event.hint as { rule: string; topicHint: string; answerStyle: string };
    };
    const language = await hintFor('nmt-ukrainian');
    expect(language).toMatchObject({ answerStyle: 'language', topicHint: expect.stringContaining('Кличний відмінок') });
    expect(language.rule).toContain('word form');
    expect(language.rule).not.toMatch(/decimal|comma/i);
    const maths = await hintFor('nmt-mathematics');
    expect(maths.rule).toMatch(/decimal may use a comma or a point/);
  });
});

describe('unclaimed guest attempts', () => {
  it('are deleted once older than the setting; fresh ones and claimed ones stay', async () => {
    const { deleteUnclaimedGuestAttempts } = await import('../../../src/server/modules/quizzes/quizzes.module');
    const ttlMs = 72 * 3_600_000;
    const start = async () => (await send('POST', GUEST, null, { quizId: quiz.id })).json().attempt.id as string;
    const stale = await start();
    const claimedId = await start();
    // Claimed: the user's now, whatever its age.
    await t.db
      .updateTable('quiz_results')
      .set({ user_id: (await signedInUser(t)).id, guest_key_hash: null })
      .where('id', '=', claimedId)
      .execute();
    t.clock.advance(ttlMs + MINUTE);
    const fresh = await start();
    const deleted = await deleteUnclaimedGuestAttempts({ db: t.db, now: t.clock.now, ttlMs });
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('quiz_results')
      .select('id')
      .where('id', 'in', [stale, claimedId, fresh])
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual([claimedId, fresh].sort());
  });
});
