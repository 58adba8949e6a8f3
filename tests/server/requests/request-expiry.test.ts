import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestExpiryJob } from '../../../src/server/modules/requests/request-expiry';
import { runWithServer } from '../../../src/server/jobs/periodic-job';
import { notificationsFacade } from '../../../src/server/modules/notifications/notifications.module';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  get,
  hoursAhead,
  notificationKeys,
  post,
  saveSchedule,
  sendDirect,
  signInAgain,
  student,
  teacher,
} from './request-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const expiryDeps = () => ({ db: t.db, events: t.app.ctx.events, notifications: notificationsFacade(t.app.ctx.events) });
const status = async (id: string) =>
  (await t.db.selectFrom('lesson_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('7-day deactivation scheduler', () => {
  it('deactivates a request after 7 days without a reply; the student may then send another', async () => {
    const tutor = await teacher(t);
    await saveSchedule(t, tutor);
    const me = await student(t);
    const request = (await sendDirect(t, me, tutor.id, hoursAhead(t, 24 * 10))).json();
    const job = createRequestExpiryJob({ ...expiryDeps(), now: t.clock.now, intervalMs: 60_000 });

    t.clock.advance(7 * DAY - 60_000);
    expect(await job.runOnce()).toBe(0);
    expect(await status(request.id)).toBe('ACTIVE');

    t.clock.advance(60_000);
    expect(await job.runOnce()).toBe(1);
    expect(await status(request.id)).toBe('DEACTIVATED');
    expect(await notificationKeys(t, me.id)).toEqual(['lesson-request-deactivated']);
    expect(await job.runOnce()).toBe(0);

    // Tokens expired with the clock: sign in again; the same tutor may be asked again (weekly slots repeat).
    const meNow = await signInAgain(t, me, 'ROLE_STUDENT');
    const second = await sendDirect(t, meNow, tutor.id, hoursAhead(t, 5));
    expect(second.statusCode, second.body).toBe(201);
    expect((await get(t, meNow, '/lesson-requests')).json().activeCount).toBe(1);
  });

  it('does not deactivate a request a tutor replied to', async () => {
    const tutor = await teacher(t);
    const me = await student(t);
    const request = (await post(t, me, '/lesson-requests/public', { subject: 'mathematics' })).json();
    expect((await post(t, tutor, `/lesson-requests/${request.id}/offers`, { message: 'Так' })).statusCode).toBe(201);
    t.clock.advance(8 * DAY);
    await createRequestExpiryJob({ ...expiryDeps(), now: t.clock.now, intervalMs: 60_000 }).runOnce();
    expect(await status(request.id)).toBe('WAITING_FOR_REPLY');
  });

  it('several jobs running at once deactivate each request exactly once', async () => {
    const tutor = await teacher(t);
    await saveSchedule(t, tutor);
    const students = await Promise.all(Array.from({ length: 6 }, () => student(t)));
    const ids: string[] = [];
    for (const s of students) ids.push((await post(t, s, '/lesson-requests/public', { subject: 'physics' })).json().id);
    t.clock.advance(7 * DAY + 1);
    const jobs = Array.from({ length: 4 }, () =>
      createRequestExpiryJob({ ...expiryDeps(), now: t.clock.now, intervalMs: 60_000 }),
    );
    const counts = await Promise.all(jobs.map((job) => job.runOnce()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    for (const id of ids) expect(await status(id)).toBe('DEACTIVATED');
    for (const s of students) expect(await notificationKeys(t, s.id)).toEqual(['lesson-request-deactivated']);
  });

  it('runs on its interval with the server and stops with it', async () => {
    const me = await student(t);
    const request = (await post(t, me, '/lesson-requests/public', { subject: 'english' })).json();
    t.clock.advance(7 * DAY + 1);
    const server = Fastify({ logger: false });
    runWithServer(server, createRequestExpiryJob({ ...expiryDeps(), now: t.clock.now, intervalMs: 20 }));
    await server.ready();
    await expect.poll(() => status(request.id), { timeout: 5000 }).toBe('DEACTIVATED');
    await server.close();
  });
});
