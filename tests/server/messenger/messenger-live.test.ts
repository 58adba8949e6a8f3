import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessagesPath, chatReadPath } from '../../../src/shared/contracts/messenger';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connectLive, type TestSocket } from '../live/live-test-client';
import { student, teacher, type User } from '../requests/request-helpers';
import { bearer, link, openChat, PNG_BYTES, upload } from './messenger-helpers';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const pushesOf = (s: TestSocket, type: string) => s.pushes().filter((p) => p.type === type);

async function connected(u: User) {
  const socket = await connectLive(base, u.token);
  await socket.waitFor((f) => f[0]?.op === 'hello', 'hello');
  return socket;
}

describe('messenger over the live channel', () => {
  it("pushes a message with its attachment to both members' sockets, and to no one else's", async () => {
    const [s, tt, outsider] = [await student(t), await teacher(t), await student(t)];
    await link(t, s.id, tt.id);
    const chat = await openChat(t, s, tt.id);
    const [studentSocket, tutorSocket, outsiderSocket] = [
      await connected(s),
      await connected(tt),
      await connected(outsider),
    ];
    const image = (await upload(t, s, chat.id, 'board.png', 'image/png', PNG_BYTES)).json();
    const sent = await t.app.inject({
      method: 'POST',
      url: chatMessagesPath(chat.id),
      headers: bearer(s.token),
      payload: { idempotencyKey: randomUUID(), body: 'Ось дошка', attachmentIds: [image.id] },
    });
    expect(sent.statusCode).toBe(201);
    await tutorSocket.waitFor(() => pushesOf(tutorSocket, 'message.new').length === 1, 'the message');
    await studentSocket.waitFor(() => pushesOf(studentSocket, 'message.new').length === 1, 'the own copy');
    expect(pushesOf(tutorSocket, 'message.new')[0]!.data).toMatchObject({
      id: sent.json().id,
      body: 'Ось дошка',
      attachments: [{ kind: 'MEDIA', name: 'board.png' }],
    });

    await t.app.inject({ method: 'POST', url: chatReadPath(chat.id), headers: bearer(tt.token), payload: { seq: 1 } });
    await studentSocket.waitFor(() => pushesOf(studentSocket, 'messages.read').length === 1, 'the receipt');
    expect(pushesOf(studentSocket, 'messages.read')[0]!.data).toEqual({
      chatId: chat.id,
      userId: tt.id,
      lastReadSeq: 1,
    });

    // The outsider's socket got nothing of it: a later push of theirs arrives first and alone.
    await t.app.ctx.live.publish(outsider.id, { type: 'lesson.changed', data: { lessonId: 'l1', change: 'created' } });
    await outsiderSocket.waitFor(() => outsiderSocket.pushes().length === 1, 'the outsider push');
    expect(outsiderSocket.pushes().map((p) => p.type)).toEqual(['lesson.changed']);
    for (const socket of [studentSocket, tutorSocket, outsiderSocket]) socket.close();
  });
});
