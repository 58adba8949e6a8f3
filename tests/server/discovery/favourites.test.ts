import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, insertTeacher, signedInUser } from './discovery-helpers';

let t: TestApp;
let tutors: string[];
beforeAll(async () => {
  t = await createTestApp();
  tutors = [];
  for (const city of ['kyiv', 'lviv', 'odesa']) tutors.push(await insertTeacher(t, { city_code: city }));
});
afterAll(async () => t?.close());

const FAV = '/users/v1/favourites';
const put = (token: string, id: string) => t.app.inject({ method: 'PUT', url: `${FAV}/${id}`, headers: bearer(token) });
const list = async (token: string) => (await t.app.inject({ url: FAV, headers: bearer(token) })).json();

describe('/users/v1/favourites', () => {
  it('refuses guests with 401', async () => {
    expect((await t.app.inject({ url: FAV })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `${FAV}/${tutors[0]}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${FAV}/merge`, payload: { teacherIds: [] } })).statusCode).toBe(
      401,
    );
  });

  it('adds idempotently, lists newest first as tutor cards, and removes idempotently', async () => {
    const me = await signedInUser(t);
    expect((await put(me.token, tutors[0]!)).json()).toEqual({ teacherId: tutors[0], favourite: true });
    t.clock.advance(1000);
    await put(me.token, tutors[1]!);
    await put(me.token, tutors[1]!);
    const body = await list(me.token);
    expect(body.teacherIds).toEqual([tutors[1], tutors[0]]);
    expect(body.items.map((c: { id: string }) => c.id)).toEqual([tutors[1], tutors[0]]);
    expect(body.items[0]).toMatchObject({ badges: expect.arrayContaining(['VERIFIED']), currency: 'UAH' });

    const removed = await t.app.inject({ method: 'DELETE', url: `${FAV}/${tutors[1]}`, headers: bearer(me.token) });
    expect(removed.json()).toEqual({ teacherId: tutors[1], favourite: false });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${FAV}/${tutors[1]}`, headers: bearer(me.token) })).statusCode,
    ).toBe(200);
    expect((await list(me.token)).teacherIds).toEqual([tutors[0]]);
  });

  it('keeps each user to their own favourites', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await put(alice.token, tutors[0]!);
    await put(bob.token, tutors[2]!);
    expect((await list(alice.token)).teacherIds).toEqual([tutors[0]]);
    expect((await list(bob.token)).teacherIds).toEqual([tutors[2]]);
    // Bob removing Alice's favourite touches only his own list.
    await t.app.inject({ method: 'DELETE', url: `${FAV}/${tutors[0]}`, headers: bearer(bob.token) });
    expect((await list(alice.token)).teacherIds).toEqual([tutors[0]]);
  });

  it('refuses an unverified or unknown tutor with 404 and a malformed id with 400', async () => {
    const me = await signedInUser(t);
    const unverified = await insertTeacher(t, { verification_status: 'IN_PROCESS', search_visible: false });
    expect((await put(me.token, unverified)).statusCode).toBe(404);
    expect((await put(me.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await put(me.token, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({ teacherId: 'validation.invalid' });
  });
});

describe('POST /users/v1/favourites/merge', () => {
  it('merges a guest list once, skipping unknown, unverified and malformed ids', async () => {
    const me = await signedInUser(t);
    await put(me.token, tutors[0]!);
    const unverified = await insertTeacher(t, { verification_status: 'NOT_DONE', search_visible: false });
    const teacherIds = [
      tutors[1]!,
      tutors[0]!,
      tutors[2]!.toUpperCase(),
      unverified,
      '00000000-0000-4000-8000-000000000000',
      'garbage',
      me.id,
    ];
    const first = await t.app.inject({
      method: 'POST',
      url: `${FAV}/merge`,
      headers: bearer(me.token),
      payload: { teacherIds },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().added).toBe(2);
    expect(new Set(first.json().teacherIds)).toEqual(new Set(tutors));

    const again = await t.app.inject({
      method: 'POST',
      url: `${FAV}/merge`,
      headers: bearer(me.token),
      payload: { teacherIds },
    });
    expect(again.json()).toEqual({ added: 0, teacherIds: first.json().teacherIds });
  });

  it('answers 400 for a body that is not a list of ids', async () => {
    const me = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${FAV}/merge`,
      headers: bearer(me.token),
      payload: { teacherIds: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
