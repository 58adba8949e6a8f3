import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { hoursAhead, post, saveSchedule, sendDirect, student, teacher, type User } from '../requests/request-helpers';
import { connectLive, type TestSocket } from './live-test-client';

let t: TestApp;
let base: string;
let tutor: User;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tutor = await teacher(t, { skills: ['mathematics'] });
  await saveSchedule(t, tutor);
});
afterAll(() => t.close());

const types = (s: TestSocket) => s.pushes().map((p) => p.type);
const ofType = (s: TestSocket, type: string) => s.pushes().filter((p) => p.type === type);

describe('live pushes of domain changes', () => {
  it('pushes a request, its notification and the booked lesson to their sides only', async () => {
    const me = await student(t);
    const stranger = await student(t);
    const otherTutor = await teacher(t, { skills: ['mathematics'] });
    const [mine, tutors, strangers, otherTutors] = await Promise.all(
      [me, tutor, stranger, otherTutor].map((u) => connectLive(base, u.token)),
    );
    const all = [mine!, tutors!, strangers!, otherTutors!];
    await Promise.all(all.map((s) => s.waitFor((f) => f[0]?.op === 'hello')));

    const slots = hoursAhead(t, 40, 41);
    const sent = await sendDirect(t, me, tutor.id, slots);
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId = sent.json().id as string;
    await tutors!.waitFor(
      () => types(tutors!).includes('notification.created') && types(tutors!).includes('request.changed'),
    );
    await mine!.waitFor(() => types(mine!).includes('request.changed'));
    expect(ofType(tutors!, 'notification.created')[0]!.data).toMatchObject({
      kind: 'INFORMATION',
      titleKey: 'lesson-request-new',
      title: expect.stringContaining('Тест'),
    });
    expect(ofType(mine!, 'request.changed')[0]!.data).toEqual({ requestId, change: 'created' });

    const accepted = await post(t, tutor, `/lesson-requests/${requestId}/accept`, { startsAt: slots[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const lessonId = accepted.json().lesson.id as string;
    await mine!.waitFor(
      () => ofType(mine!, 'notification.created').length === 1 && types(mine!).includes('lesson.changed'),
    );
    await tutors!.waitFor(() => types(tutors!).includes('lesson.changed'));
    expect(ofType(mine!, 'notification.created')[0]!.data).toMatchObject({ titleKey: 'lesson-request-accepted' });
    // The booking is the lesson's creation, pushed like any lesson change (lessons.transition-push).
    expect(ofType(mine!, 'lesson.changed')[0]!.data).toEqual({ lessonId, change: 'CREATE' });
    expect(ofType(tutors!, 'lesson.changed')[0]!.data).toEqual({ lessonId, change: 'CREATE' });
    expect(ofType(tutors!, 'request.changed').map((p) => p.data)).toEqual([
      { requestId, change: 'created' },
      { requestId, change: 'accepted' },
    ]);

    // Everything written so far has been pushed; neither outsider got any of it.
    await t.app.ctx.events.drain();
    expect(types(strangers!)).toEqual([]);
    expect(types(otherTutors!)).toEqual([]);
    for (const s of all) s.close();
  });

  it('never sends one user’s notification to another user’s socket', async () => {
    const a = await student(t);
    const b = await student(t);
    const sa = await connectLive(base, a.token);
    const sb = await connectLive(base, b.token);
    await Promise.all([sa, sb].map((s) => s.waitFor((f) => f[0]?.op === 'hello')));
    await t.db.transaction().execute((trx) =>
      t.app.ctx.events.emit(trx, {
        type: 'notification.requested',
        aggregateType: 'user',
        aggregateId: a.id,
        payload: {
          userId: a.id,
          kind: 'SCHEDULE',
          titleKey: 'lesson-request-new',
          params: {},
          createdAt: new Date().toISOString(),
        },
      }),
    );
    await sa.waitFor(() => ofType(sa, 'notification.created').length === 1);
    await t.app.ctx.events.drain();
    expect(types(sb)).toEqual([]);
    // The push names a notification B cannot read either (404, not 403: ids reveal nothing).
    const id = (ofType(sa, 'notification.created')[0]!.data as { id: string }).id;
    expect((await post(t, b, `/notifications/${id}/read`)).statusCode).toBe(404);
    sa.close();
    sb.close();
  });
});
