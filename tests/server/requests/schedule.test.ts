import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedWeekStart } from '../../../src/shared/contracts/schedule';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  bearer,
  get,
  hoursAhead,
  linkStudent,
  kyivSlot,
  post,
  saveSchedule,
  student,
  teacher,
  type User,
} from './request-helpers';

let t: TestApp;
let tutor: User;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await teacher(t);
});
afterAll(async () => t?.close());

const put = (who: User, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${API}/schedule`, headers: bearer(who.token), payload });
const freeSlots = async (id: string, query = 'days=7') =>
  (await t.app.inject({ url: `${API}/open/tutors/${id}/free-slots?${query}` })).json();
const WEEK = 7 * 86_400_000;

describe('PUT /users/v1/schedule', () => {
  it('saves weekly slots (on the tutor’s clock) with coefficients and working hours, and reads them back', async () => {
    const body = {
      workingFrom: '09:00',
      workingTo: '18:00',
      minCoefficient: 0.8,
      maxCoefficient: 1.5,
      repeatNextWeek: true,
      slots: [
        { weekday: 1, hour: 7, coefficient: 1 },
        { weekday: 3, hour: 15, coefficient: 1.5 },
      ],
    };
    const saved = await put(tutor, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await get(t, tutor, '/schedule')).json();
    expect(read).toMatchObject({ ...body, rateMinor: 40_000, currency: 'UAH', timezone: 'Europe/Kyiv' });
    // The week a non-repeating schedule applies to starts on Monday 00:00 on the tutor's clock.
    expect(read.weekStart).toBe(new Date(zonedWeekStart('Europe/Kyiv', t.clock.now())).toISOString());
    const profile = await t.db
      .selectFrom('teacher_profiles')
      .select(['working_from', 'working_to'])
      .where('user_id', '=', tutor.id)
      .executeTakeFirstOrThrow();
    expect([profile.working_from?.slice(0, 5), profile.working_to?.slice(0, 5)]).toEqual(['09:00', '18:00']);
  });

  it('refuses coefficients outside the range, duplicate slots and reversed working hours', async () => {
    const bad = await put(tutor, {
      workingFrom: '18:00',
      workingTo: '09:00',
      minCoefficient: 0.8,
      maxCoefficient: 1.2,
      slots: [
        { weekday: 1, hour: 7, coefficient: 1.5 },
        { weekday: 1, hour: 7, coefficient: 1 },
        { weekday: 8, hour: 7 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toMatchObject({
      workingTo: 'validation.working-hours-order',
      'slots.0.coefficient': 'validation.coefficient-range',
      'slots.2.weekday': 'validation.invalid',
    });
    const platform = await put(tutor, {
      workingFrom: '09:00',
      workingTo: '18:00',
      minCoefficient: 0.1,
      maxCoefficient: 5,
      slots: [],
    });
    expect(platform.json().details.fields).toMatchObject({
      minCoefficient: 'validation.coefficient-range',
      maxCoefficient: 'validation.coefficient-range',
    });
    const order = await put(tutor, {
      workingFrom: '09:00',
      workingTo: '18:00',
      minCoefficient: 2,
      maxCoefficient: 1,
      slots: [],
    });
    expect(order.json().details.fields).toMatchObject({ maxCoefficient: 'validation.coefficient-order' });
  });

  it('is for tutors only', async () => {
    const me = await student(t);
    expect((await get(t, me, '/schedule')).statusCode).toBe(403);
  });
});

describe('GET /users/v1/open/tutors/:id/free-slots', () => {
  it('offers future scheduled hours with the slot price, without booked ones', async () => {
    const other = await teacher(t);
    const [a, b] = hoursAhead(t, 2, 3);
    const slotOf = kyivSlot;
    await saveSchedule(t, other, { slots: [slotOf(a!, 1), slotOf(b!, 1.25)], maxCoefficient: 2 });
    const free = await freeSlots(other.id);
    expect(free.slots.slice(0, 2)).toEqual([
      { startsAt: a, endsAt: new Date(Date.parse(a!) + 50 * 60_000).toISOString(), coefficient: 1, priceMinor: 40_000 },
      {
        startsAt: b,
        endsAt: new Date(Date.parse(b!) + 50 * 60_000).toISOString(),
        coefficient: 1.25,
        priceMinor: 50_000,
      },
    ]);
    expect(free.slots).toHaveLength(2);
    const me = await student(t);
    await linkStudent(t, other, me);
    const lesson = await post(t, other, '/lessons', {
      studentId: me.id,
      subject: 'mathematics',
      startsAt: a,
      currency: 'UAH',
      priceMinor: 1,
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect((await freeSlots(other.id)).slots.map((s: { startsAt: string }) => s.startsAt)).toEqual([b]);
    // Over two weeks the weekly slots repeat: b, then a and b a week later (a is booked now).
    const twoWeeks = (await freeSlots(other.id, 'days=14')).slots.map((s: { startsAt: string }) => s.startsAt);
    expect(twoWeeks).toEqual([
      b,
      new Date(Date.parse(a!) + WEEK).toISOString(),
      new Date(Date.parse(b!) + WEEK).toISOString(),
    ]);
  });

  it('with repeat-next-week off, offers the slots of the saved week only', async () => {
    const other = await teacher(t);
    await saveSchedule(t, other, { repeatNextWeek: false });
    const weekEnd = zonedWeekStart('Europe/Kyiv', t.clock.now() + WEEK);
    const slots = (await freeSlots(other.id, 'days=14')).slots as { startsAt: string }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => Date.parse(s.startsAt) < weekEnd)).toBe(true);
  });

  it('is 404 for a tutor without a public page and 400 for a bad window', async () => {
    const hidden = await teacher(t, { verified: false });
    expect((await t.app.inject({ url: `${API}/open/tutors/${hidden.id}/free-slots` })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: `${API}/open/tutors/${tutor.id}/free-slots?days=90` });
    expect(bad.json().details.fields).toEqual({ days: 'validation.out-of-range' });
  });
});

describe('GET /users/v1/schedule/my', () => {
  it('shows lessons to both sides and free slots to the tutor', async () => {
    const other = await teacher(t);
    await saveSchedule(t, other);
    const me = await student(t);
    const [slot, end] = hoursAhead(t, 4, 24);
    await linkStudent(t, other, me);
    await post(t, other, '/lessons', {
      studentId: me.id,
      subject: 'mathematics',
      startsAt: slot,
      currency: 'UAH',
      priceMinor: 100,
    });
    const range = `from=${encodeURIComponent(hoursAhead(t, 0)[0]!)}&to=${encodeURIComponent(end!)}`;
    const mine = (await get(t, me, `/schedule/my?${range}`)).json();
    expect(mine.lessons.map((l: { startsAt: string }) => l.startsAt)).toEqual([slot]);
    expect(mine.freeSlots).toEqual([]);
    const theirs = (await get(t, other, `/schedule/my?${range}`)).json();
    expect(theirs.lessons).toHaveLength(1);
    expect(theirs.freeSlots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(slot);
    expect(theirs.freeSlots.length).toBeGreaterThan(10);
  });
});
