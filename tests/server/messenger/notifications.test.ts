import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_ALL_PATH,
  notificationReadPath,
  type NotificationPage,
} from '../../../src/shared/contracts/notifications';
import type { MailMessage, MailSender } from '../../../src/server/integrations/mail/mail.port';
import { createNotification } from '../../../src/server/modules/notifications/notifications.queries';
import { mailPendingNotifications } from '../../../src/server/modules/notifications/notification-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, student, teacher, type User } from '../requests/request-helpers';

let t: TestApp;
let alice: User;
let bob: User;

const notify = (t: TestApp, userId: string, titleKey = 'lesson-request-accepted') =>
  createNotification(t.db, {
    userId,
    kind: 'LESSON',
    titleKey,
    params: { requestId: 'r1', name: 'Олена Коваль', subjectUk: 'Математика', subjectEn: 'Mathematics' },
    createdAt: new Date(t.clock.now()),
  });

beforeAll(async () => {
  t = await createTestApp();
  alice = await student(t);
  bob = await teacher(t);
});
afterAll(() => t.close());

describe('GET /users/v1/notifications', () => {
  it('lists only the own notifications, each with a link to what it is about', async () => {
    await notify(t, alice.id);
    await notify(t, bob.id, 'lesson-request-new');
    const page = (
      await t.app.inject({
        method: 'GET',
        url: NOTIFICATIONS_PATH,
        headers: { ...bearer(alice.token), 'accept-language': 'en' },
      })
    ).json<NotificationPage>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'LESSON',
      title: 'Олена Коваль accepted your lesson request in Mathematics. The lesson is booked.',
      link: '/requests',
    });
    expect(page.unreadCount).toBe(1);
  });

  it('answers the unread count alone for the badge', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${NOTIFICATIONS_PATH}/unread-count`,
      headers: bearer(alice.token),
    });
    expect(res.json()).toEqual({ unreadCount: 1 });
  });
});

describe('paging', () => {
  it('pages through notifications created at the same moment by time then id, none skipped or repeated', async () => {
    const erin = await student(t);
    const at = new Date(t.clock.now());
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await createNotification(t.db, { userId: erin.id, kind: 'INFORMATION', titleKey: 'x', createdAt: at }));
    const seen: string[] = [];
    let cursor: { before?: string; beforeId?: string } = {};
    for (let pages = 0; pages < 5; pages++) {
      const res = await t.app.inject({
        method: 'GET',
        url: NOTIFICATIONS_PATH,
        query: { limit: '2', ...cursor },
        headers: bearer(erin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<NotificationPage>();
      seen.push(...page.items.map((n) => n.id));
      if (page.items.length < 2) break;
      const last = page.items.at(-1)!;
      cursor = { before: last.createdAt, beforeId: last.id };
    }
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('refuses a tie-breaker that is not an id with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: NOTIFICATIONS_PATH,
      query: { before: new Date(t.clock.now()).toISOString(), beforeId: 'nope' },
      headers: bearer(alice.token),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('mark read', () => {
  it("answers 404 for another user's notification and leaves it unread", async () => {
    const theirs = await notify(t, bob.id);
    const res = await t.app.inject({ method: 'POST', url: notificationReadPath(theirs), headers: bearer(alice.token) });
    expect(res.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it('marks one, then all, and the count follows', async () => {
    const carol = await student(t);
    const first = await notify(t, carol.id);
    await notify(t, carol.id);
    await notify(t, carol.id);
    const one = await t.app.inject({ method: 'POST', url: notificationReadPath(first), headers: bearer(carol.token) });
    expect(one.json()).toEqual({ unreadCount: 2 });
    const all = await t.app.inject({ method: 'POST', url: NOTIFICATIONS_READ_ALL_PATH, headers: bearer(carol.token) });
    expect(all.json()).toEqual({ unreadCount: 0 });
    // Another user's unread notifications are untouched by "all".
    const bobs = (
      await t.app.inject({ method: 'GET', url: NOTIFICATIONS_PATH, headers: bearer(bob.token) })
    ).json<NotificationPage>();
    expect(bobs.unreadCount).toBeGreaterThan(0);
  });
});

describe('notification emails', () => {
  function captureMail() {
    const sent: MailMessage[] = [];
    const mail: MailSender = { kind: 'outbox', send: async (m) => void sent.push(m) };
    return { sent, mail };
  }

  it('mails each new notification once, only to users who enabled them, in their language', async () => {
    const { sent, mail } = captureMail();
    const deps = { db: t.db, mail, now: t.clock.now, publicUrl: 'https://repetytor.example' };
    await mailPendingNotifications(deps); // what the tests above wrote
    sent.length = 0;

    const keen = await student(t);
    const quiet = await student(t);
    await t.db.updateTable('users').set({ notifications_enabled: false }).where('id', '=', quiet.id).execute();
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', keen.id).execute();
    await notify(t, keen.id);
    await notify(t, quiet.id);

    expect(await mailPendingNotifications(deps)).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: keen.email, subject: 'New Repetytor notification' });
    expect(sent[0]!.text).toContain('accepted your lesson request in Mathematics');
    expect(sent[0]!.text).toContain('https://repetytor.example/requests');
    expect(await mailPendingNotifications(deps)).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('mails a notification as it is written, from its event, once, and never one that was rolled back', async () => {
    const frank = await student(t);
    const facade = t.app.ctx.events;
    const request = (userId: string) => ({
      type: 'notification.requested' as const,
      aggregateType: 'user',
      aggregateId: userId,
      payload: {
        userId,
        kind: 'LESSON' as const,
        titleKey: 'lesson-request-accepted',
        params: { requestId: 'r1', name: 'Олена Коваль', subjectUk: 'Математика', subjectEn: 'Mathematics' },
        createdAt: new Date(t.clock.now()).toISOString(),
      },
    });
    await t.db
      .transaction()
      .execute(async (trx) => {
        await facade.emit(trx, request(frank.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.db.transaction().execute((trx) => facade.emit(trx, request(frank.id)));
    await facade.drain();
    const mails = () =>
      t.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', frank.email).execute();
    expect(await mails()).toEqual([
      { subject: 'Нове сповіщення Repetytor', body: expect.stringContaining('Олена Коваль') },
    ]);
    // The sweep finds nothing left of it.
    const { sent, mail } = captureMail();
    await mailPendingNotifications({ db: t.db, mail, now: t.clock.now, publicUrl: 'https://repetytor.example' });
    expect(sent.filter((m) => m.to === frank.email)).toEqual([]);
    expect(await mails()).toHaveLength(1);
  });

  it('keeps a notification for the next pass when the mail server fails', async () => {
    const { sent, mail } = captureMail();
    const deps = { db: t.db, mail, now: t.clock.now, publicUrl: 'https://repetytor.example' };
    await mailPendingNotifications(deps);
    const dave = await student(t);
    await notify(t, dave.id);
    const failing: MailSender = { kind: 'smtp', send: async () => Promise.reject(new Error('smtp down')) };
    await expect(mailPendingNotifications({ ...deps, mail: failing })).rejects.toThrow('smtp down');
    expect(await mailPendingNotifications(deps)).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([dave.email]);
  });
});
