import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  get,
  hoursAhead,
  notificationKeys,
  post,
  kyivSlot,
  saveSchedule,
  sendDirect,
  student,
  teacher,
  type User,
} from './request-helpers';

let t: TestApp;
let tutor: User;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await teacher(t, { skills: ['mathematics', 'physics'] });
  await saveSchedule(t, tutor);
});
afterAll(async () => t?.close());

describe('POST /users/v1/lesson-requests/direct', () => {
  it('sends a request with 3 slots; the tutor accepts one and the lesson shows for both', async () => {
    const me = await student(t);
    const slots = hoursAhead(t, 30, 31, 32);
    const sent = await sendDirect(t, me, tutor.id, slots);
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json();
    expect(request).toMatchObject({
      type: 'STUDENT_DIRECT',
      status: 'ACTIVE',
      slots,
      subject: { code: 'mathematics' },
    });
    expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(7 * 86_400_000);
    expect(await notificationKeys(t, tutor.id)).toContain('lesson-request-new');

    const accepted = await post(t, tutor, `/lesson-requests/${request.id}/accept`, { startsAt: slots[1] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { lesson } = accepted.json();
    expect(accepted.json().request.status).toBe('ACCEPTED');
    expect(lesson).toMatchObject({
      startsAt: slots[1],
      subject: { code: 'mathematics' },
      requestId: request.id,
      priceMinor: 40_000,
    });
    expect(Date.parse(lesson.endsAt) - Date.parse(lesson.startsAt)).toBe(50 * 60_000);

    for (const who of [me, tutor]) {
      const seen = await get(t, who, `/lessons/${lesson.id}`);
      expect(seen.statusCode).toBe(200);
      const range = `from=${encodeURIComponent(slots[0]!)}&to=${encodeURIComponent(hoursAhead(t, 40)[0]!)}`;
      const list = (await get(t, who, `/lessons?${range}`)).json();
      expect(list.items.map((l: { id: string }) => l.id)).toContain(lesson.id);
    }
    expect(await notificationKeys(t, me.id)).toContain('lesson-request-accepted');
    // The booked hour is no longer offered.
    const free = (await t.app.inject({ url: `/users/v1/open/tutors/${tutor.id}/free-slots?days=3` })).json();
    expect(free.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(slots[1]);
    expect(free.slots.map((s: { startsAt: string }) => s.startsAt)).toContain(slots[0]);
  });

  it("refuses a sixth active request with REQUEST_LIMIT_REACHED in the caller's language", async () => {
    const me = await student(t);
    for (let i = 0; i < 5; i++) {
      const other = await teacher(t);
      await saveSchedule(t, other);
      expect((await sendDirect(t, me, other.id, hoursAhead(t, 50 + i))).statusCode).toBe(201);
    }
    const sixth = await teacher(t);
    await saveSchedule(t, sixth);
    const refused = await sendDirect(t, me, sixth.id, hoursAhead(t, 60));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REQUEST_LIMIT_REACHED',
      message: 'Ви вже надіслали 5 із 5 запитів. Зачекайте на відповідь або скасуйте один із них.',
    });
    const english = await post(t, me, '/lesson-requests/public', { subject: 'physics' }, 'en');
    expect(english.json()).toMatchObject({
      code: 'REQUEST_LIMIT_REACHED',
      message: 'You have already sent 5 of 5 requests. Wait for a reply or cancel one of them.',
    });
    const page = (await get(t, me, '/lesson-requests')).json();
    expect(page).toMatchObject({ activeCount: 5, activeLimit: 5, total: 5 });

    // Cancelling one frees a place.
    const cancel = await post(t, me, `/lesson-requests/${page.items[0].id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect((await sendDirect(t, me, sixth.id, hoursAhead(t, 60))).statusCode).toBe(201);
  });

  it('allows one active request per tutor (ACTIVE_REQUEST_EXISTS)', async () => {
    const me = await student(t);
    expect((await sendDirect(t, me, tutor.id, hoursAhead(t, 70))).statusCode).toBe(201);
    const again = await sendDirect(t, me, tutor.id, hoursAhead(t, 71), { subject: 'physics' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ACTIVE_REQUEST_EXISTS',
      message: 'У вас уже є активний запит на урок',
    });
  });

  it('needs a subject, 1 to 5 slots and agreement to the rules', async () => {
    const me = await student(t);
    const fields = async (extra: Record<string, unknown>, slots = hoursAhead(t, 80)) => {
      const res = await sendDirect(t, me, tutor.id, slots, extra);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details.fields;
    };
    expect(await fields({ subject: '' })).toMatchObject({ subject: 'validation.subject-required' });
    expect(await fields({ subject: undefined })).toMatchObject({ subject: 'validation.subject-required' });
    expect(await fields({ agreeToRules: false })).toMatchObject({
      agreeToRules: 'validation.rules-agreement-required',
    });
    expect(await fields({}, [])).toMatchObject({ slots: 'validation.time-required' });
    expect(await fields({}, hoursAhead(t, 81, 82, 83, 84, 85, 86))).toMatchObject({ slots: 'validation.max-slots' });
    expect(await fields({ subject: 'english' })).toMatchObject({ subject: 'validation.subject-not-taught' });
  });

  it('answers TEACHER_BUSY for a taken, past or unscheduled time', async () => {
    const me = await student(t);
    const busyTutor = await teacher(t);
    const [open, closed] = hoursAhead(t, 3, 4);
    await saveSchedule(t, busyTutor, { slots: [kyivSlot(open!, 1.5)] });
    expect((await sendDirect(t, me, busyTutor.id, [closed!])).json()).toMatchObject({
      code: 'TEACHER_BUSY',
      details: { slots: [closed] },
    });
    expect((await sendDirect(t, me, busyTutor.id, [open!])).statusCode).toBe(201);
    const past = await sendDirect(t, me, tutor.id, [
      new Date(Math.floor(t.clock.now() / 3_600_000) * 3_600_000 - 3_600_000).toISOString(),
    ]);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({
      code: 'TEACHER_BUSY',
      message: 'Репетитор недоступний у цей час. Оберіть інший час.',
    });
    const english = await post(
      t,
      me,
      '/lesson-requests/direct',
      {
        teacherId: tutor.id,
        slots: [new Date(Date.parse(hoursAhead(t, 5)[0]!) + 30 * 60_000).toISOString()],
        subject: 'mathematics',
        agreeToRules: true,
      },
      'en',
    );
    expect(english.json()).toMatchObject({
      code: 'TEACHER_BUSY',
      message: 'The teacher is not available at this time. Please choose another timeslot.',
    });
  });

  it('lets a tutor reject; a rejected request cannot be accepted (409 ILLEGAL_TRANSITION)', async () => {
    const me = await student(t);
    const other = await teacher(t);
    await saveSchedule(t, other);
    const slot = hoursAhead(t, 90);
    const request = (await sendDirect(t, me, other.id, slot)).json();
    expect((await post(t, other, `/lesson-requests/${request.id}/reject`)).json().status).toBe('REJECTED');
    const accept = await post(t, other, `/lesson-requests/${request.id}/accept`, { startsAt: slot[0] });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION', details: { from: 'REJECTED', to: 'ACCEPTED' } });
    expect((await post(t, me, `/lesson-requests/${request.id}/cancel`)).json()).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
    });
    expect(await notificationKeys(t, me.id)).toContain('lesson-request-rejected');
  });

  it("shows on the request the lesson booked from it, not a later lesson the tutor created", async () => {
    const me = await student(t);
    const other = await teacher(t);
    await saveSchedule(t, other);
    const slots = hoursAhead(t, 110, 111);
    const request = (await sendDirect(t, me, other.id, slots)).json();
    const booked = (await post(t, other, `/lesson-requests/${request.id}/accept`, { startsAt: slots[0] })).json().lesson;
    // Another lesson for the same student, created later (and also linked to the request).
    t.clock.advance(60_000);
    const later = await post(t, other, '/lessons', {
      studentId: me.id,
      subject: 'mathematics',
      startsAt: hoursAhead(t, 150)[0],
      currency: 'UAH',
      priceMinor: 30_000,
      freeLesson: false,
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().requestId).toBe(request.id);
    for (const who of [me, other]) {
      const seen = (await get(t, who, `/lesson-requests/${request.id}`)).json();
      expect(seen.lesson).toMatchObject({ id: booked.id, startsAt: slots[0] });
    }
  });

  it('accepts only a slot the student picked', async () => {
    const me = await student(t);
    const other = await teacher(t);
    await saveSchedule(t, other);
    const request = (await sendDirect(t, me, other.id, hoursAhead(t, 100, 101))).json();
    const wrong = await post(t, other, `/lesson-requests/${request.id}/accept`, { startsAt: hoursAhead(t, 102)[0] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields).toEqual({ startsAt: 'validation.slot-not-requested' });
  });
});

describe('POST /users/v1/lesson-requests/direct/guest', () => {
  it('sends a guest request once per idempotencyKey and drops slots that have passed', async () => {
    const other = await teacher(t);
    await saveSchedule(t, other);
    const idempotencyKey = '6f1c2c9e-4a51-4d3b-9a51-3c1f2e0d9b11';
    const slots = hoursAhead(t, 1, 20);
    t.clock.advance(2 * 3_600_000);
    // Signed in only now, as a guest would be after filling the form.
    const me = await student(t);
    const body = { teacherId: other.id, slots, subject: 'mathematics', agreeToRules: true, idempotencyKey };
    const first = await post(t, me, '/lesson-requests/direct/guest', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().slots).toEqual([slots[1]]);
    const second = await post(t, me, '/lesson-requests/direct/guest', body);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const missingKey = await post(t, me, '/lesson-requests/direct/guest', { ...body, idempotencyKey: undefined });
    expect(missingKey.statusCode).toBe(400);
  });
});
