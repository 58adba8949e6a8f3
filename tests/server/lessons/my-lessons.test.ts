import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyLessonsPage } from '../../../src/shared/contracts/lessons';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { act, createLesson, get, linkedPair, student } from './lesson-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /lessons/mine (my lessons)', { timeout: 180_000 }, () => {
  it('filters by status, period and the other side, and pages', async () => {
    t.clock.set(Date.now());
    const { tutor, learner } = await linkedPair(t);
    const other = await linkedPair(t);
    const lessons = [];
    for (const h of [10, 20, 30, 40, 50]) lessons.push(await createLesson(t, tutor, learner, h));
    await act(t, tutor, lessons[0]!.id, 'approve');
    await act(t, tutor, lessons[1]!.id, 'cancel');
    await createLesson(t, other.tutor, other.learner, 10);

    const page = async (who: typeof tutor, query: string) => {
      const res = await get(t, who, `/lessons/mine?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as MyLessonsPage;
    };
    const first = await page(tutor, 'period=upcoming&size=2');
    expect(first.items.map((l) => l.id)).toEqual([lessons[0]!.id, lessons[1]!.id]);
    expect(first.hasMore).toBe(true);
    const last = await page(tutor, 'period=upcoming&size=2&page=3');
    expect(last.items.map((l) => l.id)).toEqual([lessons[4]!.id]);
    expect(last.hasMore).toBe(false);
    expect((await page(tutor, 'status=READY_TO_START')).items.map((l) => l.id)).toEqual([lessons[0]!.id]);
    expect((await page(learner, 'status=CANCELED')).items.map((l) => l.id)).toEqual([lessons[1]!.id]);
    expect((await page(learner, `withUser=${tutor.id}`)).items).toHaveLength(5);
    expect((await page(learner, `withUser=${other.tutor.id}`)).items).toHaveLength(0);
    expect((await page(tutor, 'subject=physics')).items).toHaveLength(0);
    expect((await page(tutor, 'period=past')).items).toHaveLength(0);
    // Nobody sees another's lessons.
    expect((await page(await student(t), '')).items).toHaveLength(0);
    expect((await get(t, tutor, '/lessons/mine?size=500')).statusCode).toBe(400);
  });
});
