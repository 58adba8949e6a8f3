import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Homework } from '../../../src/shared/contracts/homework';
import { homeworkFilePath, lessonHomeworkPath, taskFilesPath } from '../../../src/shared/contracts/homework';
import { createLocalFileStorage } from '../../../src/server/integrations/storage/local-file-storage';
import { multipart, namelessPart } from '../accounts/account-helpers';
import { storedFiles } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { link, openChat, upload as chatUpload } from '../messenger/messenger-helpers';
import { bearer, student, teacher, type User } from '../requests/request-helpers';
import { homeworkBody, lessonIn } from './homework-helpers';

const DAILY_FILES = 3;

/**
 * Homework files share the chat's allowance per user and day, and their file part is checked
 * before a byte is written. Files go to disk, so a test sees what a refused upload left there.
 */
let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'repetytor-homework-files-'));
  t = await createTestApp({
    deps: { storage: createLocalFileStorage(filesDir) },
    uploadQuota: { dailyFiles: DAILY_FILES, dailyBytes: 1000 },
  });
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

function send(who: User, url: string, form: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(who.token), ...form.headers },
    payload: form.payload,
  });
}

/** A tutor's homework with its tasks, on a lesson whose meeting is over. */
async function homeworkOf() {
  const tutor = await teacher(t);
  const pupil = await student(t);
  const lessonId = await lessonIn(t, tutor, pupil);
  const created = await t.app.inject({
    method: 'POST',
    url: lessonHomeworkPath(lessonId),
    headers: bearer(tutor.token),
    payload: homeworkBody(t),
  });
  expect(created.statusCode, created.body).toBe(201);
  const hw = created.json<Homework>();
  return { tutor, pupil, hw, taskId: hw.tasks[0]!.id };
}

describe('POST /users/v1/homework/:id/tasks/:taskId/files: the day’s quota', () => {
  it('counts removed files and chat files too: past the day’s count it is 429 and nothing is stored', async () => {
    const { tutor, pupil, hw, taskId } = await homeworkOf();
    const url = taskFilesPath(hw.id, taskId);
    const first = await send(tutor, url, multipart('умова.pdf', 'application/pdf', Buffer.from('%PDF-1.4 a')));
    expect(first.statusCode, first.body).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: homeworkFilePath(hw.id, first.json().id),
      headers: bearer(tutor.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await send(tutor, url, multipart('умова-2.pdf', 'application/pdf', Buffer.from('%PDF b')))).statusCode,
    ).toBe(201);
    await link(t, pupil.id, tutor.id);
    const chat = await openChat(t, tutor, pupil.id);
    expect((await chatUpload(t, tutor, chat.id, 'план.txt', 'text/plain', Buffer.from('план'))).statusCode).toBe(201);

    const before = await storedFiles(filesDir);
    const refused = await send(tutor, url, multipart('ще.pdf', 'application/pdf', Buffer.from('%PDF c')));
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_DAILY_FILES_REACHED', details: { maxFiles: DAILY_FILES } });
    expect(await storedFiles(filesDir)).toEqual(before);
    // The pupil has an allowance of their own.
    const result = await send(pupil, url, multipart('розв’язок.pdf', 'application/pdf', Buffer.from('%PDF d')));
    expect(result.statusCode, result.body).toBe(201);
  });
});

describe('POST /users/v1/homework/:id/tasks/:taskId/files: the file part', () => {
  it('refuses a NUL in the file name with 400 FILE_NAME_INVALID before writing anything', async () => {
    const { tutor, hw, taskId } = await homeworkOf();
    const before = await storedFiles(filesDir);
    const res = await send(
      tutor,
      taskFilesPath(hw.id, taskId),
      multipart('умова\u0000.pdf', 'application/pdf', Buffer.from('%PDF-1.4')),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_NAME_INVALID',
      details: { fields: { file: 'validation.text-character-invalid' } },
    });
    expect(await storedFiles(filesDir)).toEqual(before);
    const rows = await t.db.selectFrom('homework_files').select('id').where('uploader_id', '=', tutor.id).execute();
    expect(rows).toEqual([]);
  });

  it('answers a part with no file name 400 FILE_REQUIRED, not 413, and writes nothing', async () => {
    const { tutor, hw, taskId } = await homeworkOf();
    const before = await storedFiles(filesDir);
    for (const kind of ['field', 'octet-stream'] as const) {
      const res = await send(tutor, taskFilesPath(hw.id, taskId), namelessPart(kind));
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('FILE_REQUIRED');
    }
    expect(await storedFiles(filesDir)).toEqual(before);
  });
});
