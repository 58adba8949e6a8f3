import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_DEFAULTS } from '../../../src/server/settings-defaults';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AI, analyse, finishedResult, parseEvents } from './ai-helpers';
import { bearer, signedInUser } from './quiz-helpers';

/** A chat-completions stand-in that answers one short text and reports no usage. */
async function fakeModel() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Добре.' } }] })}\n\n`);
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let fixture: Awaited<ReturnType<typeof finishedResult>>;
const perMinute = AI_DEFAULTS.tokensPerMinute / AI_DEFAULTS.requestTokens;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await finishedResult(t);
});
afterAll(async () => t?.close());

describe('AI without a model: deterministic analysis, clearly labelled', () => {
  it.each(['QUIZ_ANALYZE_RESULTS', 'QUIZ_ANALYZE_GAPS', 'QUIZ_SUGGEST_TOPICS_TO_LEARN'])(
    '%s streams the facts',
    async (kind) => {
      const me = await signedInUser(t);
      const other = await finishedResult(t);
      // Only the result's owner (or its quiz's author, or an admin) may have it analysed.
      expect((await analyse(t, me.token, other.resultId, 'uk', kind)).statusCode).toBe(404);
      const res = await analyse(t, other.student.token, other.resultId, 'uk', kind);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      // Never compressed: gzip would hold the events back until its buffer fills.
      expect(res.headers['content-encoding']).toBeUndefined();
      const events = parseEvents(res.body);
      expect(events[0]).toEqual({ type: 'meta', source: 'deterministic', model: null });
      expect(events[1]).toMatchObject({ type: 'analysis', analysis: { kind, source: 'deterministic' } });
      expect(events.at(-1)).toMatchObject({ type: 'done' });
      expect(events.some((e) => e.type === 'delta')).toBe(false);
    },
  );

  it('points out the sequence with both ends right and the middle wrong', async () => {
    const other = await finishedResult(t);
    const events = parseEvents((await analyse(t, other.student.token, other.resultId)).body);
    const analysis = events.find((e) => e.type === 'analysis');
    expect(JSON.stringify(analysis)).toContain('quiz-analysis.note.sequence-middle-wrong');
  });

  it('gives a hint during a run without revealing the key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AI}/quiz-hint`,
      headers: bearer(fixture.teacher.token),
      payload: { quizId: fixture.quiz.id, questionId: fixture.quiz.q(5) },
    });
    const events = parseEvents(res.body);
    expect(events[1]).toMatchObject({
      type: 'hint',
      hint: { taskType: 'SEQUENCE', referencePath: '/dovidka/viditestiv/4' },
    });
    expect(res.body).not.toContain('correctAnswerLetters');
  });
});

describe('AI quota: tokens replenish every minute', () => {
  it('the deterministic analysis and hint spend no quota', async () => {
    const { student, resultId, quiz } = await finishedResult(t);
    for (let i = 0; i <= perMinute; i++) expect((await analyse(t, student.token, resultId)).statusCode).toBe(200);
    const hint = await t.app.inject({
      method: 'POST',
      url: `${AI}/quiz-hint`,
      headers: { ...bearer(student.token), 'accept-language': 'en' },
      payload: { quizId: quiz.id, questionId: quiz.q(5) },
    });
    expect(hint.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${AI}/quota`, headers: bearer(student.token) })).json()).toMatchObject({
      used: 0,
      remaining: AI_DEFAULTS.tokensPerMinute,
      source: 'deterministic',
    });
  });

  it(`with a model: answers 429 'Not enough AI quota' past ${perMinute} requests in a minute, and works again after it`, async () => {
    const model = await fakeModel();
    const m = await createTestApp({ ai: { baseUrl: model.baseUrl, model: 'tiny' } });
    try {
      const { student, resultId } = await finishedResult(m);
      const quota = await m.app.inject({ url: `${AI}/quota`, headers: bearer(student.token) });
      expect(quota.json()).toMatchObject({ limit: AI_DEFAULTS.tokensPerMinute, used: 0, source: 'ai', resetsAt: null });

      for (let i = 0; i < perMinute; i++) {
        expect((await analyse(m, student.token, resultId)).statusCode).toBe(200);
        m.clock.advance(5_000);
      }
      const refused = await analyse(m, student.token, resultId, 'en');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'AI_QUOTA_EXCEEDED',
        message: expect.stringContaining('Not enough AI quota'),
      });
      const uk = await analyse(m, student.token, resultId, 'uk');
      expect(uk.json().message).toContain('Недостатньо токенів ШІ');
      expect((await m.app.inject({ url: `${AI}/quota`, headers: bearer(student.token) })).json()).toMatchObject({
        used: AI_DEFAULTS.tokensPerMinute,
        remaining: 0,
      });

      // Still inside the minute that opened with the first request: refused.
      m.clock.advance(60_000 - perMinute * 5_000 - 1);
      expect((await analyse(m, student.token, resultId)).statusCode).toBe(429);
      m.clock.advance(1);
      expect((await analyse(m, student.token, resultId)).statusCode).toBe(200);
      expect((await m.app.inject({ url: `${AI}/quota`, headers: bearer(student.token) })).json()).toMatchObject({
        used: AI_DEFAULTS.requestTokens,
      });
    } finally {
      await m.close();
      await model.close();
    }
  });

  it('keeps each user to their own quota and refuses guests', async () => {
    const other = await finishedResult(t);
    expect((await analyse(t, other.student.token, other.resultId)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${AI}/quota` })).statusCode).toBe(401);
  });
});
