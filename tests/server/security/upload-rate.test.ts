import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Homework } from '../../../src/shared/contracts/homework';
import { lessonHomeworkPath, taskFilesPath } from '../../../src/shared/contracts/homework';
import { UPLOAD_QUOTA_DEFAULTS } from '../../../src/server/settings-defaults';
import { createUploadLimits } from '../../../src/server/uploads/upload-limits';
import { multipart } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { homeworkBody, lessonIn } from '../homework/homework-helpers';
import { link, openChat, upload } from '../messenger/messenger-helpers';
import { bearer, student, teacher } from '../requests/request-helpers';

/*
 * OWASP API4:2023 (unrestricted resource consumption): chat and homework uploads are limited
 * per user and minute, in the throttle store every server process shares (the database, or
 * Redis with REDIS_URL).
 */
const PER_MINUTE = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ uploadQuota: { perMinute: PER_MINUTE } });
});
afterAll(async () => t?.close());

function expectTooMany(res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): any }) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'TOO_MANY_UPLOADS',
    message: 'Ви завантажуєте файли надто часто. Зачекайте хвилину і спробуйте знову.',
    details: { retryAfterSeconds: expect.any(Number) },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('uploads a minute per user', () => {
  it('chat: past the minute’s uploads it is 429 TOO_MANY_UPLOADS with Retry-After, and nothing is stored', async () => {
    const pupil = await student(t);
    const tutor = await teacher(t);
    await link(t, pupil.id, tutor.id);
    const chat = await openChat(t, pupil, tutor.id);
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await upload(t, pupil, chat.id, `${i}.txt`, 'text/plain', Buffer.from('x'))).statusCode).toBe(201);
    expectTooMany(await upload(t, pupil, chat.id, 'more.txt', 'text/plain', Buffer.from('x')));
    const rows = await t.db.selectFrom('chat_attachments').select('id').where('uploader_id', '=', pupil.id).execute();
    expect(rows).toHaveLength(PER_MINUTE);
    // Another user is not held back by this one.
    expect((await upload(t, tutor, chat.id, 'tutor.txt', 'text/plain', Buffer.from('x'))).statusCode).toBe(201);
  });

  it('homework: past the minute’s uploads it is 429 TOO_MANY_UPLOADS, and nothing is stored', async () => {
    const tutor = await teacher(t);
    const pupil = await student(t);
    const lessonId = await lessonIn(t, tutor, pupil);
    const hw = (
      await t.app.inject({
        method: 'POST',
        url: lessonHomeworkPath(lessonId),
        headers: bearer(tutor.token),
        payload: homeworkBody(t),
      })
    ).json<Homework>();
    const post = () => {
      const form = multipart('умова.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
      return t.app.inject({
        method: 'POST',
        url: taskFilesPath(hw.id, hw.tasks[0]!.id),
        headers: { ...bearer(tutor.token), ...form.headers },
        payload: form.payload,
      });
    };
    for (let i = 0; i < PER_MINUTE; i++) expect((await post()).statusCode).toBe(201);
    expectTooMany(await post());
    const rows = await t.db.selectFrom('homework_files').select('id').where('uploader_id', '=', tutor.id).execute();
    expect(rows).toHaveLength(PER_MINUTE);
  });

  it('with Redis: the count is shared by every process', async () => {
    const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    try {
      const user = await student(t);
      const limits = () =>
        createUploadLimits({
          db: t.db,
          now: t.clock.now,
          store: { kind: 'redis', client, prefix },
          settings: { ...UPLOAD_QUOTA_DEFAULTS, perMinute: PER_MINUTE },
        });
      const [one, two] = [limits(), limits()];
      await one.admit(user.id);
      await two.admit(user.id);
      await expect(one.admit(user.id)).rejects.toMatchObject({ code: 'TOO_MANY_UPLOADS' });
      expect(await client.keys(`${prefix}*`)).not.toEqual([]);
    } finally {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    }
  });
});
