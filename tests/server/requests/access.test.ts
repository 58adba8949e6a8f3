import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  get,
  hoursAhead,
  linkStudent,
  post,
  saveSchedule,
  sendDirect,
  student,
  teacher,
  type User,
} from './request-helpers';

let t: TestApp;
let alice: User;
let bob: User;
let tutor: User;
let otherTutor: User;
let direct: { id: string };
let pub: { id: string; offers: { id: string }[] };
let lessonId: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([student(t), student(t)]);
  tutor = await teacher(t, { skills: ['mathematics'] });
  otherTutor = await teacher(t, { skills: ['mathematics'] });
  await saveSchedule(t, tutor);
  await saveSchedule(t, otherTutor);
  direct = (await sendDirect(t, alice, tutor.id, hoursAhead(t, 20, 21))).json();
  pub = (await post(t, alice, '/lesson-requests/public', { subject: 'mathematics' })).json();
  pub = (await post(t, tutor, `/lesson-requests/${pub.id}/offers`, { message: 'Так' })).json();
  // A lesson needs a link between them, as an earlier accepted request gives.
  await linkStudent(t, tutor, alice);
  const lesson = await post(t, tutor, '/lessons', {
    studentId: alice.id,
    subject: 'mathematics',
    startsAt: hoursAhead(t, 30)[0],
    currency: 'UAH',
    priceMinor: 0,
    freeLesson: true,
  });
  expect(lesson.statusCode, lesson.body).toBe(201);
  lessonId = lesson.json().id;
});
afterAll(async () => t?.close());

describe("no one reads or acts on another user's request or lesson", () => {
  it('refuses guests with 401', async () => {
    for (const url of [
      '/users/v1/lesson-requests',
      `/users/v1/lesson-requests/${direct.id}`,
      `/users/v1/lessons/${lessonId}`,
      '/users/v1/schedule',
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    const guestPost = await t.app.inject({
      method: 'POST',
      url: '/users/v1/lesson-requests/public',
      payload: { subject: 'mathematics' },
    });
    expect(guestPost.statusCode).toBe(401);
  });

  it('answers 404 to another student for reading, cancelling and offer decisions', async () => {
    expect((await get(t, bob, `/lesson-requests/${direct.id}`)).statusCode).toBe(404);
    expect((await get(t, bob, `/lesson-requests/${pub.id}`)).statusCode).toBe(404);
    expect((await post(t, bob, `/lesson-requests/${direct.id}/cancel`)).statusCode).toBe(404);
    expect((await post(t, bob, `/lesson-requests/${pub.id}/offers/${pub.offers[0]!.id}/accept`)).statusCode).toBe(404);
    expect((await post(t, bob, `/lesson-requests/${pub.id}/open-contacts`)).statusCode).toBe(404);
    expect((await get(t, bob, `/lessons/${lessonId}`)).statusCode).toBe(404);
    expect((await get(t, bob, '/lesson-requests?tab=all')).json().total).toBe(0);
  });

  it("answers 404 to a tutor the direct request is not addressed to, and hides other tutors' offers", async () => {
    expect((await get(t, otherTutor, `/lesson-requests/${direct.id}`)).statusCode).toBe(404);
    expect(
      (await post(t, otherTutor, `/lesson-requests/${direct.id}/accept`, { startsAt: hoursAhead(t, 20)[0] }))
        .statusCode,
    ).toBe(404);
    expect((await post(t, otherTutor, `/lesson-requests/${direct.id}/reject`)).statusCode).toBe(404);
    expect((await get(t, otherTutor, `/lessons/${lessonId}`)).statusCode).toBe(404);
    // The public request is open to tutors of its subject, but only with their own offers.
    const seen = (await get(t, otherTutor, `/lesson-requests/${pub.id}`)).json();
    expect(seen.offers).toEqual([]);
    expect(seen.contacts).toBeNull();
  });

  it("answers 403 for a route of the other role or an action that is not the caller's to take", async () => {
    expect(
      (await post(t, alice, `/lesson-requests/${direct.id}/accept`, { startsAt: hoursAhead(t, 20)[0] })).statusCode,
    ).toBe(403);
    expect((await post(t, tutor, `/lesson-requests/${direct.id}/cancel`)).statusCode).toBe(403);
    expect((await post(t, tutor, '/lesson-requests/public', { subject: 'mathematics' })).statusCode).toBe(403);
    expect((await post(t, alice, '/lessons', { studentId: bob.id })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/users/v1/schedule',
          headers: { authorization: `Bearer ${alice.token}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    // The tutor who is addressed sees the request but a student-side action stays closed.
    expect((await post(t, tutor, `/lesson-requests/${pub.id}/open-contacts`)).statusCode).toBe(403);
  });

  it('malformed ids are 400, unknown ones 404', async () => {
    expect((await get(t, alice, '/lesson-requests/not-an-id')).statusCode).toBe(400);
    expect((await get(t, alice, '/lesson-requests/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(t, alice, '/lessons/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lets each participant read what is theirs', async () => {
    expect((await get(t, alice, `/lesson-requests/${direct.id}`)).statusCode).toBe(200);
    expect((await get(t, tutor, `/lesson-requests/${direct.id}`)).statusCode).toBe(200);
    const linked = (await get(t, tutor, '/lessons/students')).json();
    expect(linked.items.map((p: { id: string }) => p.id)).toEqual([alice.id]);
    expect((await get(t, alice, '/lessons/students')).statusCode).toBe(403);
    const lesson = (await get(t, alice, `/lessons/${lessonId}`)).json();
    expect(lesson).toMatchObject({
      freeLesson: true,
      priceMinor: 0,
      teacher: { id: tutor.id },
      student: { id: alice.id },
    });
  });
});
