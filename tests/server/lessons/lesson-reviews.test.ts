import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { topUp } from '../ledger/ledger-helpers';
import { completedLesson, createLesson, get, linkedPair, post, student, teacher } from './lesson-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profile = (id: string) =>
  t.db
    .selectFrom('teacher_profiles')
    .select(['rating', 'review_count'])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();

describe('lesson reviews', { timeout: 180_000 }, () => {
  it('lets each participant of a completed lesson review it once, and moves the tutor rating', async () => {
    const { tutor, learner } = await linkedPair(t);
    const first = await completedLesson(t, tutor, learner, 24);
    expect(first.allowedActions).toEqual(['ADD_REVIEW']);

    // A comment is required; the rating is 1–5.
    expect((await post(t, learner, `/lessons/${first.id}/reviews`, { rating: 5, comment: ' ' })).statusCode).toBe(400);
    expect((await post(t, learner, `/lessons/${first.id}/reviews`, { rating: 6, comment: 'Добре' })).statusCode).toBe(
      400,
    );
    const res = await post(t, learner, `/lessons/${first.id}/reviews`, { rating: 4, comment: 'Чудово пояснює' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toMatchObject([{ authorRole: 'student', rating: 4, comment: 'Чудово пояснює' }]);
    expect(await profile(tutor.id)).toMatchObject({ review_count: 1 });
    expect(Number((await profile(tutor.id)).rating)).toBe(4);
    // Once only; and the action disappears for that side.
    const twice = await post(t, learner, `/lessons/${first.id}/reviews`, { rating: 5, comment: 'Ще раз' }, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });
    expect((await get(t, learner, `/lessons/${first.id}`)).json().allowedActions).toEqual([]);

    // The tutor's review of the student does not touch the tutor's own rating.
    expect(
      (await post(t, tutor, `/lessons/${first.id}/reviews`, { rating: 2, comment: 'Не зробив ДЗ' })).statusCode,
    ).toBe(201);
    expect(await profile(tutor.id)).toMatchObject({ review_count: 1 });
    const both = (await get(t, learner, `/lessons/${first.id}/reviews`)).json();
    expect(both.items.map((r: { authorRole: string }) => r.authorRole)).toEqual(['student', 'tutor']);

    // A second lesson's review averages in: (4 + 5) / 2.
    const second = await completedLesson(t, tutor, learner, 30);
    await post(t, learner, `/lessons/${second.id}/reviews`, { rating: 5, comment: 'Супер' });
    expect(Number((await profile(tutor.id)).rating)).toBe(4.5);
    expect((await profile(tutor.id)).review_count).toBe(2);
    // The public tutor page shows it.
    const page = await t.app.inject({ url: `/users/v1/open/tutors/${tutor.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).toMatch(/"reviewCount":2/);
    // The search counters follow: the tutor counts under the 4.5 band (9) once the platform fee
    // these request-found lessons put them in debt for is paid and they are visible again.
    await t.app.ctx.events.drain();
    await topUp(t, tutor.id, 10_000_000);
    await t.app.ctx.events.drain();
    // The search counters follow: the tutor counts under the 4.5 band (9).
    const band = await t.db
      .selectFrom('teacher_search_counts')
      .select((eb) => eb.fn.sum<number>('teachers').as('n'))
      .where('rating_band', '=', 9)
      .where('subject_code', '=', '')
      .where('city_code', '=', '')
      .where('country_code', '=', '')
      .executeTakeFirstOrThrow();
    expect(Number(band.n)).toBeGreaterThanOrEqual(1);
  });

  it('refuses reviews before completion and from anyone else', async () => {
    const { tutor, learner } = await linkedPair(t);
    t.clock.set(Date.now());
    const open = await createLesson(t, tutor, learner, 80);
    const early = await post(t, learner, `/lessons/${open.id}/reviews`, { rating: 5, comment: 'Заздалегідь' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });

    const done = await completedLesson(t, tutor, learner, 90);
    for (const who of [await student(t), await teacher(t), await teacher(t, { verified: false })]) {
      expect((await post(t, who, `/lessons/${done.id}/reviews`, { rating: 1, comment: 'Чужий' })).statusCode).toBe(404);
      expect((await get(t, who, `/lessons/${done.id}/reviews`)).statusCode).toBe(404);
    }
    expect((await profile(tutor.id)).review_count).toBe(0);
  });
});
