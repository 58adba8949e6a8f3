import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  bearer,
  get,
  hoursAhead,
  linkStudent,
  notificationKeys,
  post,
  saveSchedule,
  sendDirect,
  student,
  teacher,
  type User,
} from '../requests/request-helpers';

/*
 * A deleted account leaves no orphans. Its future lessons are cancelled (the
 * tutor's hour is free again) and its active requests and offers closed, the other side told in
 * the same transaction; everywhere its name shows it is the translated "deleted account", and none
 * of its contact data (the deleted+<uuid>@… placeholder included) is visible.
 * OWASP API3:2023 (broken object property level authorization: data of a person who left),
 * API6:2023 (a business flow left half done).
 */
let t: TestApp;
let tutor: User;
let rival: User;

const lessonBody = (studentId: string, startsAt: string) => ({
  studentId,
  subject: 'mathematics',
  startsAt,
  currency: 'UAH',
  priceMinor: 40_000,
});

const deleteAccount = (who: User) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/users/delete`,
    headers: bearer(who.token),
    payload: { confirmation: 'DELETE' },
  });

const freeStarts = async (tutorId: string) =>
  (
    (await t.app.inject({ url: `${API}/open/tutors/${tutorId}/free-slots?days=7` })).json().slots as {
      startsAt: string;
    }[]
  ).map((s) => s.startsAt);

const inLanguage = (who: User, url: string, language: string) =>
  t.app.inject({ url: `${API}${url}`, headers: { ...bearer(who.token), 'accept-language': language } });

const range = () =>
  `from=${encodeURIComponent(hoursAhead(t, -2)[0]!)}&to=${encodeURIComponent(hoursAhead(t, 100)[0]!)}`;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await teacher(t, { skills: ['mathematics'] });
  rival = await teacher(t, { skills: ['mathematics'] });
  await saveSchedule(t, tutor);
  await saveSchedule(t, rival);
});
afterAll(async () => t?.close());

describe('a student deletes the account', () => {
  let alice: User;
  let lessonSlots: string[];
  let direct: string;
  let opened: string;
  let pub: string;

  beforeAll(async () => {
    alice = await student(t);
    // Contacts opened through an accepted direct request: the tutor saw Alice's email.
    const acceptedSlot = hoursAhead(t, 70);
    opened = (await sendDirect(t, alice, tutor.id, acceptedSlot)).json().id;
    expect((await post(t, tutor, `/lesson-requests/${opened}/accept`, { startsAt: acceptedSlot[0] })).statusCode).toBe(
      200,
    );
    expect((await post(t, alice, `/lesson-requests/${opened}/open-contacts`)).statusCode).toBe(200);
    expect(JSON.stringify((await get(t, tutor, `/lesson-requests/${opened}`)).json().contacts)).toContain(alice.email);
    // Two more future lessons, a direct request still waiting, and a public one with a rival's offer.
    await linkStudent(t, tutor, alice);
    lessonSlots = hoursAhead(t, 20, 21);
    for (const slot of lessonSlots)
      expect((await post(t, tutor, '/lessons', lessonBody(alice.id, slot))).statusCode).toBe(201);
    direct = (await sendDirect(t, alice, rival.id, hoursAhead(t, 30))).json().id;
    pub = (await post(t, alice, '/lesson-requests/public', { subject: 'mathematics' })).json().id;
    expect((await post(t, rival, `/lesson-requests/${pub}/offers`, { message: 'Можу' })).statusCode).toBe(201);
    for (const slot of lessonSlots) expect(await freeStarts(tutor.id)).not.toContain(slot);

    expect((await deleteAccount(alice)).json()).toEqual({ ok: true });
  });

  it('cancels her future lessons, frees the tutor’s hours and tells the tutor', async () => {
    const lessons = await t.db
      .selectFrom('lessons')
      .select(['status', 'starts_at'])
      .where('student_id', '=', alice.id)
      .execute();
    expect(lessons.map((l) => l.status)).toEqual(['CANCELED', 'CANCELED', 'CANCELED']);
    const free = await freeStarts(tutor.id);
    for (const slot of [...lessonSlots, hoursAhead(t, 70)[0]!]) expect(free).toContain(slot);
    expect((await notificationKeys(t, tutor.id)).filter((k) => k === 'lesson-cancelled-account-deleted')).toHaveLength(
      3,
    );
  });

  it('cancels her active requests with their offers, and tells both tutors', async () => {
    const rows = await t.db
      .selectFrom('lesson_requests')
      .select(['id', 'status'])
      .where('id', 'in', [opened, direct, pub])
      .execute();
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [opened]: 'CONTACTS_OPENED', [direct]: 'CANCELLED', [pub]: 'CANCELLED' });
    const offer = await t.db
      .selectFrom('lesson_request_offers')
      .select('status')
      .where('request_id', '=', pub)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe('CANCELLED');
    expect(
      (await notificationKeys(t, rival.id)).filter((k) => k === 'lesson-request-cancelled-account-deleted'),
    ).toHaveLength(2);
    // The slot limit is free again: the one-active-request-per-tutor index holds nothing of hers.
    const active = await t.db
      .selectFrom('lesson_requests')
      .select('id')
      .where('student_id', '=', alice.id)
      .where('status', 'in', ['ACTIVE', 'WAITING_FOR_REPLY'])
      .execute();
    expect(active).toEqual([]);
  });

  it('shows the tutor a translated "deleted account" and none of her contacts', async () => {
    for (const [language, name] of [
      ['uk', 'Видалений акаунт'],
      ['en', 'Deleted account'],
    ] as const) {
      const card = await inLanguage(tutor, `/lesson-requests/${opened}`, language);
      expect(card.json().student).toMatchObject({ firstName: name, lastName: '' });
      expect(card.json().contacts).toBeNull();
      const list = await inLanguage(tutor, '/lesson-requests?tab=all', language);
      const lessons = await inLanguage(tutor, `/lessons?${range()}`, language);
      for (const body of [card.body, list.body, lessons.body]) {
        expect(body).not.toContain('deleted+');
        expect(body).not.toContain(alice.email);
        expect(body).not.toContain('Deleted User');
      }
      const names = (lessons.json().items as { student: { id: string; firstName: string } }[])
        .filter((l) => l.student.id === alice.id)
        .map((l) => l.student.firstName);
      expect(names).toEqual([name, name, name]);
    }
  });
});

describe('a tutor deletes the account', () => {
  it('withdraws their offers (the request reopens), cancels requests to them and their lessons, telling each student', async () => {
    const bob = await student(t);
    const leaving = await teacher(t, { skills: ['mathematics'] });
    await saveSchedule(t, leaving);
    const pub = (await post(t, bob, '/lesson-requests/public', { subject: 'mathematics' })).json().id;
    expect((await post(t, leaving, `/lesson-requests/${pub}/offers`, { message: 'Так' })).statusCode).toBe(201);
    const direct = (await sendDirect(t, bob, leaving.id, hoursAhead(t, 40))).json().id;
    await linkStudent(t, leaving, bob);
    expect((await post(t, leaving, '/lessons', lessonBody(bob.id, hoursAhead(t, 41)[0]!))).statusCode).toBe(201);

    expect((await deleteAccount(leaving)).json()).toEqual({ ok: true });

    const statuses = await t.db
      .selectFrom('lesson_requests')
      .select(['id', 'status'])
      .where('id', 'in', [pub, direct])
      .execute();
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [pub]: 'ACTIVE',
      [direct]: 'CANCELLED',
    });
    const keys = await notificationKeys(t, bob.id);
    expect(keys).toEqual(
      expect.arrayContaining([
        'lesson-request-offer-withdrawn-account-deleted',
        'lesson-request-cancelled-account-deleted',
        'lesson-cancelled-account-deleted',
      ]),
    );
    const lessons = (await inLanguage(bob, `/lessons?${range()}`, 'en')).json().items as {
      status: string;
      teacher: { id: string; firstName: string };
    }[];
    expect(lessons.filter((l) => l.teacher.id === leaving.id)).toEqual([
      expect.objectContaining({
        status: 'CANCELED',
        teacher: expect.objectContaining({ firstName: 'Deleted account' }),
      }),
    ]);
    // The offer card on Bob's request shows the translated name too.
    const detail = (await inLanguage(bob, `/lesson-requests/${pub}`, 'uk')).json();
    expect(detail.offers[0]).toMatchObject({ status: 'CANCELLED', teacher: { firstName: 'Видалений акаунт' } });
  });
});
