import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  get,
  hoursAhead,
  notificationKeys,
  post,
  saveSchedule,
  sendDirect,
  student,
  teacher,
  type User,
} from './request-helpers';

let t: TestApp;
let maths: User;
beforeAll(async () => {
  t = await createTestApp();
  maths = await teacher(t, { skills: ['mathematics'] });
});
afterAll(async () => t?.close());

const survey = {
  subject: 'mathematics',
  knowledgeLevel: 'INTERMEDIATE',
  timeOfDay: 'evening',
  priceBand: '300-500',
  lessonFrequency: 'ONE_TWO',
  studentAge: '10-16',
  message: 'Потрібна допомога з алгеброю',
};

describe('public requests and offers', () => {
  it('a matching tutor offers, the student accepts and opens contacts', async () => {
    const me = await student(t);
    await t.db.updateTable('users').set({ phone_number: '+380501112233' }).where('id', '=', maths.id).execute();
    const created = await post(t, me, '/lesson-requests/public', survey);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      type: 'STUDENT_PUBLIC',
      status: 'ACTIVE',
      teacher: null,
      timeOfDay: 'evening',
      priceBand: '300-500',
    });
    expect(await notificationKeys(t, maths.id)).toContain('lesson-request-public-new');

    const general = (await get(t, maths, '/lesson-requests?tab=general')).json();
    expect(general.items.map((r: { id: string }) => r.id)).toContain(request.id);

    const offered = await post(t, maths, `/lesson-requests/${request.id}/offers`, {
      message: 'Допоможу!',
      priceMinor: 35_000,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json().status).toBe('WAITING_FOR_REPLY');
    expect(offered.json().offers).toHaveLength(1);
    expect(await notificationKeys(t, me.id)).toContain('lesson-request-offer');
    const again = await post(t, maths, `/lesson-requests/${request.id}/offers`, { message: 'Ще раз' });
    expect(again.json().code).toBe('CONFLICT');

    const mine = (await get(t, me, `/lesson-requests/${request.id}`)).json();
    const offerId = mine.offers[0].id;
    expect(mine.offers[0]).toMatchObject({
      status: 'WAITING_FOR_REPLY',
      priceMinor: 35_000,
      teacher: { id: maths.id },
    });
    expect(mine.contacts).toBeNull();

    const accepted = await post(t, me, `/lesson-requests/${request.id}/offers/${offerId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', acceptedOfferId: offerId, contacts: null });
    expect(await notificationKeys(t, maths.id)).toContain('lesson-request-offer-accepted');

    const opened = await post(t, me, `/lesson-requests/${request.id}/open-contacts`);
    expect(opened.json()).toMatchObject({
      status: 'CONTACTS_OPENED',
      contacts: { email: maths.email, phoneNumber: '+380501112233' },
    });
    const tutorView = (await get(t, maths, `/lesson-requests/${request.id}`)).json();
    expect(tutorView.contacts).toEqual({ email: me.email, phoneNumber: null });
    expect(await notificationKeys(t, maths.id)).toContain('lesson-request-contacts-opened');

    // A lesson the tutor then creates for this student is linked to the request (platform fee).
    const [startsAt] = hoursAhead(t, 6);
    await saveSchedule(t, maths);
    const lesson = await post(t, maths, '/lessons', {
      studentId: me.id,
      subject: 'mathematics',
      startsAt,
      currency: 'UAH',
      priceMinor: 35_000,
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect(lesson.json().requestId).toBe(request.id);
    expect(await notificationKeys(t, me.id)).toContain('lesson-created');

    // Final states refuse further changes.
    expect((await post(t, me, `/lesson-requests/${request.id}/cancel`)).json()).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      details: { from: 'CONTACTS_OPENED', to: 'CANCELLED' },
    });
  });

  it('a tutor of another subject cannot offer (404: a request they may not see) nor see the request', async () => {
    const me = await student(t);
    const english = await teacher(t, { skills: ['english'] });
    const request = (await post(t, me, '/lesson-requests/public', survey)).json();
    const refused = await post(t, english, `/lesson-requests/${request.id}/offers`, { message: 'Можу' }, 'en');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(t, english, `/lesson-requests/${request.id}`)).statusCode).toBe(404);
    const general = (await get(t, english, '/lesson-requests?tab=general')).json();
    expect(general.items.map((r: { id: string }) => r.id)).not.toContain(request.id);
  });

  it('offers need a complete profile (409 PROFILE_INCOMPLETE with the missing fields)', async () => {
    const me = await student(t);
    const incomplete = await teacher(t, { skills: ['mathematics'], complete: false });
    const request = (await post(t, me, '/lesson-requests/public', survey)).json();
    const refused = await post(t, incomplete, `/lesson-requests/${request.id}/offers`, { message: 'Можу' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      details: { fields: { about: 'validation.about-required' } },
    });
  });

  it('rejecting the last offer puts the request back to ACTIVE; a second public request for one subject is REQUEST_EXISTS', async () => {
    const me = await student(t);
    const request = (await post(t, me, '/lesson-requests/public', survey)).json();
    const dup = await post(t, me, '/lesson-requests/public', { subject: 'mathematics' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('REQUEST_EXISTS');
    const offer = (await post(t, maths, `/lesson-requests/${request.id}/offers`, { message: 'Допоможу' })).json()
      .offers[0];
    const rejected = await post(t, me, `/lesson-requests/${request.id}/offers/${offer.id}/reject`);
    expect(rejected.json()).toMatchObject({ status: 'ACTIVE', offers: [{ status: 'REJECTED' }] });
    expect(await notificationKeys(t, maths.id)).toContain('lesson-request-offer-rejected');
    const twice = await post(t, me, `/lesson-requests/${request.id}/offers/${offer.id}/accept`);
    expect(twice.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION', details: { from: 'REJECTED', to: 'ACCEPTED' } });
  });

  it('needs a subject; the guest variant creates once per idempotencyKey', async () => {
    const me = await student(t);
    const missing = await post(t, me, '/lesson-requests/public', { message: 'без предмета' });
    expect(missing.json().details.fields).toEqual({ subject: 'validation.subject-required' });
    const body = { subject: 'physics', idempotencyKey: '0b9b1d8e-9a0e-4c55-8f63-0f0e7d0f4a21' };
    const first = await post(t, me, '/lesson-requests/public/guest', body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await post(t, me, '/lesson-requests/public/guest', body);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });
});

describe('GET /users/v1/lesson-requests', () => {
  it('splits tabs personal / general / all and sorts newest or oldest first', async () => {
    const me = await student(t);
    const tutor = await teacher(t, { skills: ['mathematics'] });
    await saveSchedule(t, tutor);
    const direct = (await sendDirect(t, me, tutor.id, hoursAhead(t, 10))).json();
    t.clock.advance(1000);
    const pub = (await post(t, me, '/lesson-requests/public', { subject: 'english' })).json();
    const ids = async (who: User, query: string) =>
      (await get(t, who, `/lesson-requests?${query}`)).json().items.map((r: { id: string }) => r.id);
    expect(await ids(me, 'tab=personal')).toEqual([direct.id]);
    expect(await ids(me, 'tab=general')).toEqual([pub.id]);
    expect(await ids(me, 'tab=all')).toEqual([pub.id, direct.id]);
    expect(await ids(me, 'tab=all&sort=oldest')).toEqual([direct.id, pub.id]);
    expect(await ids(tutor, 'tab=personal')).toEqual([direct.id]);
    expect(await ids(tutor, 'tab=general')).not.toContain(pub.id);
    const bad = await get(t, me, '/lesson-requests?sort=sideways');
    expect(bad.json().details.fields).toEqual({ sort: 'validation.invalid' });
  });
});
