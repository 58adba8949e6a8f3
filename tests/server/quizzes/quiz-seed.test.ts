import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQuizzes, SEED_QUIZZES } from '../../../src/server/db/seed/seed-quizzes';
import {
  QUESTION_TYPES,
  type QuizRun,
  type QuizSummary,
  type UserChosenAnswer,
} from '../../../src/shared/contracts/quizzes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { OPEN, signedInUser, submitRun } from './quiz-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const run = async (code: string) => (await t.app.inject({ url: `${OPEN}/${code}/run` })).json() as QuizRun;

describe('seeded quizzes (product content, seeded without demo data)', () => {
  it('lists them by section, nmt by default', async () => {
    const nmt = (await t.app.inject({ url: OPEN })).json().items as QuizSummary[];
    expect(nmt.map((q) => q.code)).toEqual(
      expect.arrayContaining(['nmt-matematyka-probnyi-1', 'ukrainska-mova-pravopys-1']),
    );
    expect(nmt.every((q) => q.section === 'nmt')).toBe(true);
    const practice = (await t.app.inject({ url: `${OPEN}?section=trenyvalni-multitesty` })).json()
      .items as QuizSummary[];
    expect(practice.map((q) => q.code)).toEqual(['istoriia-ukrainy-trenuvannia-1']);
    for (const [section, code] of [
      ['magistratura-aspirantura', 'yevi-angliiska-trenuvannia-1'],
      ['for-teachers', 'dlia-vchyteliv-otsiniuvannia-nmt'],
    ]) {
      const items = (await t.app.inject({ url: `${OPEN}?section=${section}` })).json().items as QuizSummary[];
      expect(items.map((q) => q.code)).toEqual([code]);
    }
    const en = await t.app.inject({ url: `${OPEN}?category=nmt-mathematics`, headers: { 'accept-language': 'en' } });
    expect(en.json().items[0]).toMatchObject({
      categoryName: 'NMT: mathematics',
      threshold: 5,
      hasConversionTable: false,
    });
    expect((await t.app.inject({ url: `${OPEN}?section=unknown` })).statusCode).toBe(400);
  });

  it('together use all seven question types, every question with an explanation and topics', async () => {
    const types = new Set<string>();
    for (const seed of SEED_QUIZZES) {
      for (const q of seed.questions) {
        types.add(q.taskType);
        expect(q.taskExplanation.length, `${seed.code} #${q.questionNumber}`).toBeGreaterThan(20);
        expect(q.topics.length).toBeGreaterThan(0);
      }
    }
    expect([...types].sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('include a full NMT mathematics paper: 15 single from 5, 3 matching 3×5, 4 short answers of 2; 32 points', async () => {
    const mock = await run('nmt-matematyka-probnyi-1');
    const ofType = (type: string) => mock.questions.filter((q) => q.taskType === type);
    expect(mock.questions).toHaveLength(22);
    expect(mock.quiz).toMatchObject({ maxScore: 32, questionCount: 22, maxTime: 120 });
    expect(ofType('SINGLE_ANSWER')).toHaveLength(15);
    expect(
      ofType('SINGLE_ANSWER').every((q) => q.answerGroups[0]!.answerGroupOptions.length === 5 && q.maxPoints === 1),
    ).toBe(true);
    expect(ofType('MATCHING')).toHaveLength(3);
    expect(
      ofType('MATCHING').every(
        (q) => q.answerGroups[0]!.answerGroupOptions.length === 3 && q.answerGroups[1]!.answerGroupOptions.length === 5,
      ),
    ).toBe(true);
    expect(ofType('SHORT_PHRASE').map((q) => q.maxPoints)).toEqual([2, 2, 2, 2]);
  });

  it('serves a run without answer keys or explanations', async () => {
    const mock = await run('nmt-matematyka-probnyi-1');
    const text = JSON.stringify(mock);
    expect(text).not.toContain('correctAnswerLetters');
    expect(text).not.toContain('taskExplanation');
    expect(text).not.toContain('Зведіть до спільного знаменника');
    expect((await t.app.inject({ url: `${OPEN}/no-such-quiz` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${OPEN}/no-such-quiz/run` })).statusCode).toBe(404);
  });

  it('is idempotent: seeding again keeps the quizzes and their question ids', async () => {
    const before = await run('istoriia-ukrainy-trenuvannia-1');
    await seedQuizzes(t.db);
    const after = await run('istoriia-ukrainy-trenuvannia-1');
    expect(after.questions.map((q) => q.id)).toEqual(before.questions.map((q) => q.id));
    const count = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(SEED_QUIZZES.length);
  });

  it('scores the mathematics mock answered by its own key 32 of 32, and every seeded quiz in full', async () => {
    const student = await signedInUser(t);
    for (const seed of SEED_QUIZZES) {
      const quiz = await run(seed.code);
      const idOf = new Map(quiz.questions.map((q) => [q.questionNumber, q.id]));
      const answers = seed.questions.flatMap((q): UserChosenAnswer[] => {
        const questionId = idOf.get(q.questionNumber)!;
        switch (q.taskType) {
          case 'MATCHING':
          case 'SEQUENCE':
            return q.correctAnswerLetters.map((p) => ({ questionId, answer: p.element, matchingAnswer: p.match }));
          case 'MULTIGROUP':
            return q.correctAnswerLetters.map((g) => ({
              questionId,
              answer: g.symbol,
              matchingAnswer: null,
              groupIndex: g.groupIndex,
            }));
          case 'MULTISELECT':
            return q.correctAnswerLetters.map((letter) => ({ questionId, answer: letter, matchingAnswer: null }));
          case 'SHORT_PHRASE':
            return [{ questionId, answer: q.correctAnswerLetters[0]!.replace('.', ','), matchingAnswer: null }];
          case 'FULL_TEXT_ANSWER':
            return [{ questionId, answer: 'Відповідь учня.', matchingAnswer: null }];
          default:
            return [{ questionId, answer: q.correctAnswerLetters[0]!, matchingAnswer: null }];
        }
      });
      const res = await submitRun(t, student.token, quiz.quiz.id, answers);
      const result = res.json().result;
      const fullText = quiz.questions.filter((q) => q.taskType === 'FULL_TEXT_ANSWER');
      const pendingPoints = fullText.reduce((sum, q) => sum + q.maxPoints, 0);
      expect(result.score, seed.code).toBe(quiz.quiz.maxScore - pendingPoints);
      expect(result.pendingReview).toBe(fullText.length > 0);
      if (seed.code === 'nmt-matematyka-probnyi-1') {
        expect(result).toMatchObject({ score: 32, maxScore: 32, percent: 100, thresholdReached: true });
      }
    }
  });
});
