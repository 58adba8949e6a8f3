import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentPath,
  CHATS_PATH,
  CHATS_UNREAD_PATH,
  chatMessagesPath,
  chatPath,
  chatReadPath,
  SUPPORT_CHAT_PATH,
  type ChatList,
  type MessagePage,
} from '../../../src/shared/contracts/messenger';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInAdmin } from '../accounts/account-helpers';
import { student, teacher, type User } from '../requests/request-helpers';
import { bearer, link, openChat, PNG_BYTES, send, upload } from './messenger-helpers';

let t: TestApp;
let alice: User;
let tutor: User;

beforeAll(async () => {
  t = await createTestApp({ messenger: { maxFileBytes: 1024, maxFilesPerMessage: 2 } });
  alice = await student(t);
  tutor = await teacher(t);
  await link(t, alice.id, tutor.id);
});
afterAll(() => t.close());

describe('POST /users/v1/chats', () => {
  it('opens one chat per pair, from either side, once a request links them', async () => {
    const fromStudent = await openChat(t, alice, tutor.id);
    const fromTutor = await openChat(t, tutor, alice.id);
    expect(fromTutor.id).toBe(fromStudent.id);
    expect(fromStudent.peer).toMatchObject({ id: tutor.id, role: 'ROLE_TEACHER' });
    expect(fromStudent).toMatchObject({ kind: 'DIRECT', lastSeq: 0, unreadCount: 0 });
  });

  it('refuses a student and a tutor with nothing between them with CHAT_NOT_ALLOWED', async () => {
    const stranger = await teacher(t);
    const res = await t.app.inject({
      method: 'POST',
      url: CHATS_PATH,
      headers: { ...bearer(alice.token), 'accept-language': 'en' },
      payload: { userId: stranger.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CHAT_NOT_ALLOWED', message: expect.stringContaining('linked') });
    expect(
      await t.db
        .selectFrom('chats')
        .selectAll()
        .where('user_low', 'in', [alice.id, stranger.id])
        .where('user_high', 'in', [alice.id, stranger.id])
        .execute(),
    ).toEqual([]);
  });

  it('refuses a chat with oneself and two students', async () => {
    const bob = await student(t);
    for (const userId of [alice.id, bob.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: CHATS_PATH,
        headers: bearer(alice.token),
        payload: { userId },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets any user write to support, and an admin to anyone', async () => {
    const admin = await signInAdmin(t);
    const res = await t.app.inject({ method: 'POST', url: SUPPORT_CHAT_PATH, headers: bearer(alice.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'SUPPORT', peer: { id: admin.id, role: 'ROLE_ADMINISTRATOR' } });
    const fromAdmin = await t.app.inject({
      method: 'POST',
      url: CHATS_PATH,
      headers: bearer(admin.token),
      payload: { userId: tutor.id },
    });
    expect(fromAdmin.statusCode, fromAdmin.body).toBe(200);
  });
});

describe('messages, unread counts and receipts', () => {
  it('numbers messages per chat, counts unread in O(1) and moves receipts forward only', async () => {
    const s = await student(t);
    const tt = await teacher(t);
    await link(t, s.id, tt.id);
    const chat = await openChat(t, s, tt.id);
    const first = await send(t, s, chat.id, 'Добрий день!');
    const second = await send(t, s, chat.id, 'Маю питання');
    expect([first.seq, second.seq]).toEqual([1, 2]);

    const tutorView = (
      await t.app.inject({ method: 'GET', url: CHATS_PATH, headers: bearer(tt.token) })
    ).json<ChatList>();
    expect(tutorView.unreadCount).toBe(2);
    const count = await t.app.inject({ method: 'GET', url: CHATS_UNREAD_PATH, headers: bearer(tt.token) });
    expect(count.json()).toEqual({ unreadCount: 2 });
    expect(tutorView.items[0]).toMatchObject({ id: chat.id, unreadCount: 2, lastMessage: { body: 'Маю питання' } });
    // The sender's own messages are never unread for them.
    const senderView = (await t.app.inject({ method: 'GET', url: chatPath(chat.id), headers: bearer(s.token) })).json();
    expect(senderView).toMatchObject({ unreadCount: 0, peerLastReadSeq: 0 });

    const read = await t.app.inject({
      method: 'POST',
      url: chatReadPath(chat.id),
      headers: bearer(tt.token),
      payload: { seq: 1 },
    });
    expect(read.json()).toEqual({ chatId: chat.id, lastReadSeq: 1, unreadCount: 1 });
    // Never backwards, never past the last message.
    await t.app.inject({ method: 'POST', url: chatReadPath(chat.id), headers: bearer(tt.token), payload: { seq: 0 } });
    const past = await t.app.inject({
      method: 'POST',
      url: chatReadPath(chat.id),
      headers: bearer(tt.token),
      payload: { seq: 99 },
    });
    expect(past.json()).toMatchObject({ lastReadSeq: 2, unreadCount: 0 });
    const receipt = (await t.app.inject({ method: 'GET', url: chatPath(chat.id), headers: bearer(s.token) })).json();
    expect(receipt.peerLastReadSeq).toBe(2);
  });

  it('pages history by seq, oldest first, and catches up after a seq', async () => {
    const s = await student(t);
    const tt = await teacher(t);
    await link(t, s.id, tt.id);
    const chat = await openChat(t, s, tt.id);
    for (let i = 1; i <= 7; i += 1) await send(t, i % 2 ? s : tt, chat.id, `m${i}`);
    const latest = (
      await t.app.inject({ method: 'GET', url: `${chatMessagesPath(chat.id)}?limit=3`, headers: bearer(s.token) })
    ).json<MessagePage>();
    expect(latest.items.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(latest.hasOlder).toBe(true);
    const older = (
      await t.app.inject({
        method: 'GET',
        url: `${chatMessagesPath(chat.id)}?limit=3&before=5`,
        headers: bearer(s.token),
      })
    ).json<MessagePage>();
    expect(older.items.map((m) => m.seq)).toEqual([2, 3, 4]);
    const oldest = (
      await t.app.inject({
        method: 'GET',
        url: `${chatMessagesPath(chat.id)}?limit=3&before=2`,
        headers: bearer(s.token),
      })
    ).json<MessagePage>();
    expect(oldest).toMatchObject({ hasOlder: false, items: [{ seq: 1 }] });
    const since = (
      await t.app.inject({ method: 'GET', url: `${chatMessagesPath(chat.id)}?after=5`, headers: bearer(tt.token) })
    ).json<MessagePage>();
    expect(since.items.map((m) => m.seq)).toEqual([6, 7]);
  });

  it('stores a retried send (same idempotencyKey) once and answers the first copy', async () => {
    const chat = await openChat(t, alice, tutor.id);
    const payload = { idempotencyKey: randomUUID(), body: 'once' };
    const first = await t.app.inject({
      method: 'POST',
      url: chatMessagesPath(chat.id),
      headers: bearer(alice.token),
      payload,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: chatMessagesPath(chat.id),
      headers: bearer(alice.token),
      payload,
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    const count = await t.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('idempotency_key', '=', payload.idempotencyKey)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps seqs gap-free under concurrent senders', async () => {
    const s = await student(t);
    const tt = await teacher(t);
    await link(t, s.id, tt.id);
    const chat = await openChat(t, s, tt.id);
    await Promise.all(Array.from({ length: 8 }, (_, i) => send(t, i % 2 ? s : tt, chat.id, `c${i}`)));
    const page = (
      await t.app.inject({ method: 'GET', url: chatMessagesPath(chat.id), headers: bearer(s.token) })
    ).json<MessagePage>();
    expect(page.items.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses an empty message and a too long one with translated 400s', async () => {
    const chat = await openChat(t, alice, tutor.id);
    for (const body of ['   ', 'x'.repeat(4001)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: chatMessagesPath(chat.id),
        headers: { ...bearer(alice.token), 'accept-language': 'uk' },
        payload: { idempotencyKey: randomUUID(), body },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('attachments', () => {
  it('sends an image as MEDIA, a document as FILE and a link in the text as LINK', async () => {
    const chat = await openChat(t, alice, tutor.id);
    const image = await upload(t, alice, chat.id, 'board.png', 'image/png', PNG_BYTES);
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json()).toMatchObject({ kind: 'MEDIA', mimeType: 'image/png', name: 'board.png' });
    // A page claiming to be an image is a FILE: never shown inline.
    const page = await upload(t, alice, chat.id, 'x.html', 'image/png', Buffer.from('<script>alert(1)</script>'));
    expect(page.json()).toMatchObject({ kind: 'FILE', mimeType: 'application/octet-stream' });
    const message = await send(t, alice, chat.id, 'See https://example.com/task.', [image.json().id, page.json().id]);
    expect(message.attachments.map((a) => a.kind)).toEqual(['MEDIA', 'FILE', 'LINK']);
    expect(message.attachments[2]).toMatchObject({ url: 'https://example.com/task' });

    const asTutor = await t.app.inject({
      method: 'GET',
      url: attachmentPath(chat.id, image.json().id),
      headers: bearer(tutor.token),
    });
    expect(asTutor.statusCode).toBe(200);
    expect(asTutor.headers['content-type']).toBe('image/png');
    expect(asTutor.rawPayload.equals(PNG_BYTES)).toBe(true);
    const file = await t.app.inject({
      method: 'GET',
      url: attachmentPath(chat.id, page.json().id),
      headers: bearer(tutor.token),
    });
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses a file over the size limit with a translated 413 and stores nothing', async () => {
    const chat = await openChat(t, alice, tutor.id);
    const before = await t.db
      .selectFrom('chat_attachments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload(t, alice, chat.id, 'big.bin', 'application/octet-stream', Buffer.alloc(2048, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Файл або запит завеликий.' });
    const after = await t.db
      .selectFrom('chat_attachments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses more files than a message may carry with TOO_MANY_ATTACHMENTS', async () => {
    const chat = await openChat(t, alice, tutor.id);
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await upload(t, alice, chat.id, `f${i}.txt`, 'text/plain', Buffer.from('hi'))).json().id);
    const res = await t.app.inject({
      method: 'POST',
      url: chatMessagesPath(chat.id),
      headers: { ...bearer(alice.token), 'accept-language': 'en' },
      payload: { idempotencyKey: randomUUID(), body: 'three', attachmentIds: ids },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTACHMENTS', message: 'Too many files in one message.' });
  });

  it("refuses to send someone else's upload and rolls the message back", async () => {
    const chat = await openChat(t, alice, tutor.id);
    const theirs = (await upload(t, tutor, chat.id, 'a.txt', 'text/plain', Buffer.from('hi'))).json();
    const lastSeq = (await t.app.inject({ method: 'GET', url: chatPath(chat.id), headers: bearer(alice.token) })).json()
      .lastSeq;
    const res = await t.app.inject({
      method: 'POST',
      url: chatMessagesPath(chat.id),
      headers: bearer(alice.token),
      payload: { idempotencyKey: randomUUID(), body: 'mine?', attachmentIds: [theirs.id] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ATTACHMENT_UNAVAILABLE');
    const after = (await t.app.inject({ method: 'GET', url: chatPath(chat.id), headers: bearer(alice.token) })).json();
    expect(after.lastSeq).toBe(lastSeq);
  });
});

describe("a user never gets another user's chat, message or attachment", () => {
  let chatId: string;
  let attachmentId: string;
  let outsider: User;
  beforeAll(async () => {
    const chat = await openChat(t, alice, tutor.id);
    chatId = chat.id;
    attachmentId = (await upload(t, alice, chatId, 'p.png', 'image/png', PNG_BYTES)).json().id;
    await send(t, alice, chatId, 'private', [attachmentId]);
    outsider = await student(t);
  });

  it('the chat: 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: chatPath(chatId), headers: bearer(outsider.token) });
    expect(res.statusCode).toBe(404);
    const list = (
      await t.app.inject({ method: 'GET', url: CHATS_PATH, headers: bearer(outsider.token) })
    ).json<ChatList>();
    expect(list.items).toEqual([]);
  });

  it('its messages, to read or to write: 404', async () => {
    const read = await t.app.inject({ method: 'GET', url: chatMessagesPath(chatId), headers: bearer(outsider.token) });
    const write = await t.app.inject({
      method: 'POST',
      url: chatMessagesPath(chatId),
      headers: bearer(outsider.token),
      payload: { idempotencyKey: randomUUID(), body: 'hi' },
    });
    expect([read.statusCode, write.statusCode]).toEqual([404, 404]);
  });

  it('its read position: 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: chatReadPath(chatId),
      headers: bearer(outsider.token),
      payload: { seq: 1 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('its attachments, to download or to upload: 404', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: attachmentPath(chatId, attachmentId),
      headers: bearer(outsider.token),
    });
    const put = await upload(t, outsider, chatId, 'x.png', 'image/png', PNG_BYTES);
    expect([get.statusCode, put.statusCode]).toEqual([404, 404]);
  });

  it("a member's pending upload stays the uploader's until sent", async () => {
    const pending = (await upload(t, alice, chatId, 'draft.png', 'image/png', PNG_BYTES)).json();
    const res = await t.app.inject({
      method: 'GET',
      url: attachmentPath(chatId, pending.id),
      headers: bearer(tutor.token),
    });
    expect(res.statusCode).toBe(404);
  });

  it('a guest: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: CHATS_PATH });
    expect(res.statusCode).toBe(401);
  });
});

describe('domain events', () => {
  const eventsOf = (chatId: string) =>
    t.db.selectFrom('events').select(['type', 'payload']).where('aggregate_id', '=', chatId).orderBy('id').execute();

  it('announces a sent message and a read, in the same transaction as the change', async () => {
    const s = await student(t);
    const tt = await teacher(t);
    await link(t, s.id, tt.id);
    const chat = await openChat(t, s, tt.id);
    const message = await send(t, s, chat.id, 'Подія');
    await t.app.inject({ method: 'POST', url: chatReadPath(chat.id), headers: bearer(tt.token), payload: { seq: 1 } });
    // Reading again moves nothing and announces nothing.
    await t.app.inject({ method: 'POST', url: chatReadPath(chat.id), headers: bearer(tt.token), payload: { seq: 1 } });
    const events = await eventsOf(chat.id);
    expect(events.map((e) => e.type)).toEqual(['message.sent', 'messages.read']);
    expect(events[0]!.payload).toMatchObject({
      message: { id: message.id, seq: 1 },
      memberIds: expect.arrayContaining([s.id, tt.id]),
    });
    expect(events[1]!.payload).toMatchObject({ chatId: chat.id, userId: tt.id, lastReadSeq: 1 });
  });

  it('never announces a send that was rolled back', async () => {
    const s = await student(t);
    const tt = await teacher(t);
    await link(t, s.id, tt.id);
    const chat = await openChat(t, s, tt.id);
    const res = await t.app.inject({
      method: 'POST',
      url: chatMessagesPath(chat.id),
      headers: bearer(s.token),
      payload: { idempotencyKey: randomUUID(), body: 'x', attachmentIds: [randomUUID()] },
    });
    expect(res.statusCode).toBe(409);
    expect(await eventsOf(chat.id)).toEqual([]);
  });
});
