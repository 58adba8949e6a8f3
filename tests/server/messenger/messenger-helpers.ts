import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CHATS_PATH, chatAttachmentsPath, chatMessagesPath } from '../../../src/shared/contracts/messenger';
import type { ChatMessage, ChatSummary } from '../../../src/shared/contracts/messenger';
import type { TestApp } from '../helpers/test-app';
import { multipart } from '../accounts/account-helpers';
import { bearer, type User } from '../requests/request-helpers';

export { bearer };

/** A direct lesson request between them: what links a student and a tutor. */
export async function link(t: TestApp, studentId: string, teacherId: string) {
  const at = new Date(t.clock.now());
  await t.db
    .insertInto('lesson_requests')
    .values({
      type: 'STUDENT_DIRECT',
      student_id: studentId,
      teacher_id: teacherId,
      subject_code: 'mathematics',
      created_at: at,
      updated_at: at,
      expires_at: new Date(at.getTime() + 7 * 86_400_000),
    })
    .execute();
}

export async function openChat(t: TestApp, who: User, userId: string): Promise<ChatSummary> {
  const res = await t.app.inject({ method: 'POST', url: CHATS_PATH, headers: bearer(who.token), payload: { userId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function send(t: TestApp, who: User, chatId: string, body: string, attachmentIds: string[] = []) {
  const res = await t.app.inject({
    method: 'POST',
    url: chatMessagesPath(chatId),
    headers: bearer(who.token),
    payload: { idempotencyKey: randomUUID(), body, attachmentIds },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ChatMessage>();
}

export function upload(t: TestApp, who: User, chatId: string, name: string, type: string, bytes: Buffer) {
  const form = multipart(name, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: chatAttachmentsPath(chatId),
    headers: { ...bearer(who.token), ...form.headers },
    payload: form.payload,
  });
}

/** The first bytes of a PNG and some more: enough for the server to recognise an image. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
