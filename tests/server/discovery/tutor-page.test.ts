import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, insertTeacher, signedInUser } from './discovery-helpers';

let t: TestApp;
let tutorId: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  // The demo tutor with the most reviews: a page with everything on it.
  const row = await t.db
    .selectFrom('teacher_profiles')
    .select('user_id')
    .where('verification_status', '=', 'DONE')
    .orderBy('review_count', 'desc')
    .orderBy('user_id')
    .executeTakeFirstOrThrow();
  tutorId = row.user_id;
});
afterAll(async () => t?.close());

const page = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/users/v1/open/tutors/${id}`, headers });
const views = async (id: string) =>
  (
    await t.db
      .selectFrom('teacher_profiles')
      .select('profile_views')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
  ).profile_views;

describe('GET /users/v1/open/tutors/:id', () => {
  it('shows every public profile field, translated, with reviews, rating breakdown and an empty slot preview', async () => {
    const res = await page(tutorId, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: tutorId,
      title: expect.any(String),
      about: expect.any(String),
      currency: 'UAH',
      lessonMinutes: 50,
      freeSlots: [],
      favourite: null,
      workingHours: { from: expect.stringMatching(/^\d\d:\d\d$/), to: expect.stringMatching(/^\d\d:\d\d$/) },
    });
    expect(body.languages).toContainEqual({ code: 'uk', name: 'Ukrainian', level: 'native speaker' });
    expect(body.education.length).toBeGreaterThan(0);
    expect(body.reviews.total).toBe(body.reviewCount);
    expect(body.reviews.items).toHaveLength(Math.min(5, body.reviewCount));
    expect(body.reviews.items[0].author).toEqual({
      firstName: expect.any(String),
      lastNameInitial: expect.stringMatching(/^.\.$/),
      avatarUrl: null,
    });
    const breakdown = Object.values(body.ratingBreakdown as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(breakdown).toBe(body.reviewCount);
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('phoneNumber');
  });

  it('pages through reviews, newest first', async () => {
    const first = (await t.app.inject({ url: `/users/v1/open/tutors/${tutorId}/reviews?size=3` })).json();
    const second = (await t.app.inject({ url: `/users/v1/open/tutors/${tutorId}/reviews?size=3&page=2` })).json();
    expect(first.items).toHaveLength(3);
    const dates = [...first.items, ...second.items].map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((r: { id: string }) => r.id)).size).toBe(
      first.items.length + second.items.length,
    );
  });

  it('counts a view per visit, but not the tutor looking at their own page', async () => {
    const before = await views(tutorId);
    const res = await page(tutorId);
    expect(res.json().profileViews).toBe(before + 1);
    await page(tutorId);
    expect(await views(tutorId)).toBe(before + 2);

    const owner = await t.accessTokens.sign({
      id: tutorId,
      role: 'ROLE_TEACHER',
      email: 'x@example.com',
      firstName: 'a',
      lastName: 'b',
    });
    await page(tutorId, bearer(owner));
    await t.app.inject({ url: `/users/v1/tutors/${tutorId}`, headers: bearer(owner) });
    expect(await views(tutorId)).toBe(before + 2);

    const student = await signedInUser(t);
    await t.app.inject({ url: `/users/v1/tutors/${tutorId}`, headers: bearer(student.token) });
    expect(await views(tutorId)).toBe(before + 3);
  });

  it('tells a signed-in viewer whether the tutor is a favourite', async () => {
    const student = await signedInUser(t);
    const url = `/users/v1/tutors/${tutorId}`;
    expect((await t.app.inject({ url, headers: bearer(student.token) })).json().favourite).toBe(false);
    await t.app.inject({ method: 'PUT', url: `/users/v1/favourites/${tutorId}`, headers: bearer(student.token) });
    expect((await t.app.inject({ url, headers: bearer(student.token) })).json().favourite).toBe(true);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('hides an unverified tutor from guests (404) but shows it to the tutor; a hidden one stays public', async () => {
    const unverified = await insertTeacher(t, { verification_status: 'IN_PROCESS', search_visible: false });
    expect((await page(unverified)).statusCode).toBe(404);
    const owner = await t.accessTokens.sign({
      id: unverified,
      role: 'ROLE_TEACHER',
      email: 'y@example.com',
      firstName: 'a',
      lastName: 'b',
    });
    expect((await page(unverified, bearer(owner))).statusCode).toBe(200);
    const hidden = await insertTeacher(t, { search_visible: false });
    expect((await page(hidden)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await page('00000000-0000-4000-8000-000000000000')).json().code).toBe('NOT_FOUND');
    const bad = await page('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({ id: 'validation.invalid' });
  });
});
